/**
 * The checks of a dangerous-goods declaration on the web side (issue 27 point 5), each message naming its field:
 * the UN number is UN and four digits, the hazard class one of the UN list, the packing group I, II or III, the
 * proper shipping name and a positive quantity required. The server checks the same and answers its own message.
 */
import type { Validator } from 'react-admin';
import { HAZARD_CLASSES, PACKING_GROUPS } from '@a1/shared';

const UN_NUMBER = /^UN\d{4}$/;
const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

export const validUnNumber: Validator = (value: unknown) =>
  blank(value)
    ? 'a1.problems.dg.unRequired'
    : UN_NUMBER.test(String(value).trim().toUpperCase())
      ? undefined
      : 'a1.problems.dg.unFormat';

export const validHazardClass: Validator = (value: unknown) =>
  blank(value)
    ? 'a1.problems.dg.classRequired'
    : (HAZARD_CLASSES as readonly string[]).includes(String(value))
      ? undefined
      : 'a1.problems.dg.classFormat';

export const validPackingGroup: Validator = (value: unknown) =>
  blank(value) || (PACKING_GROUPS as readonly string[]).includes(String(value))
    ? undefined
    : 'a1.problems.dg.groupFormat';

export const validShippingName: Validator = (value: unknown) =>
  blank(value) ? 'a1.problems.dg.nameRequired' : undefined;

export const validQuantity: Validator = (value: unknown) =>
  blank(value) || !(Number(value) > 0) ? 'a1.problems.dg.quantityPositive' : undefined;
