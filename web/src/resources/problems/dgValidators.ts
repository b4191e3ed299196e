/**
 * The checks of a dangerous-goods declaration in its form (issue 27 point 5), on the shared rule
 * (rules/problems/dangerous-goods.ts), each message naming its field in the user's language: the UN number is UN and
 * four digits, the hazard class one of the UN list, the packing group I, II or III where the class has one (and none
 * where it has none), the proper shipping name and a positive quantity required.
 */
import type { Validator } from 'react-admin';
import { PROBLEM_MESSAGES } from '@a1/shared';
import { dangerousGoodsProblems, isHazardClass, isUnNumber } from '@a1/shared/rules/problems/index';

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

export const validUnNumber: Validator = (value: unknown) =>
  blank(value) ? 'a1.problems.dg.unRequired' : isUnNumber(String(value)) ? undefined : 'a1.problems.dg.unFormat';

export const validHazardClass: Validator = (value: unknown) =>
  blank(value)
    ? 'a1.problems.dg.classRequired'
    : isHazardClass(String(value))
      ? undefined
      : 'a1.problems.dg.classFormat';

/** The packing group against the class chosen beside it (the form's values). */
export const validPackingGroup: Validator = (value: unknown, values: { dangerousGoods?: { hazardClass?: string } }) => {
  const hazardClass = String(values.dangerousGoods?.hazardClass ?? '').trim();
  const group = blank(value) ? null : String(value);
  const problems = dangerousGoodsProblems({ unNumber: 'UN0000', hazardClass, packingGroup: group });
  if (group && problems.includes(PROBLEM_MESSAGES.packingGroup(group))) return 'a1.problems.dg.groupFormat';
  if (problems.includes(PROBLEM_MESSAGES.packingGroupNotAllowed(hazardClass)))
    return { message: 'a1.problems.dg.groupNotAllowed', args: { hazardClass } };
  if (problems.includes(PROBLEM_MESSAGES.packingGroup('(empty)')))
    return { message: 'a1.problems.dg.groupRequired', args: { hazardClass } };
  return undefined;
};

export const validShippingName: Validator = (value: unknown) =>
  blank(value) ? 'a1.problems.dg.nameRequired' : undefined;

export const validQuantity: Validator = (value: unknown) =>
  blank(value) || !(Number(value) > 0) ? 'a1.problems.dg.quantityPositive' : undefined;
