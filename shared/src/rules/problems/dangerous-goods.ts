/**
 * Dangerous goods declared on a package (issue 27 point 5), checked by format: the UN number is "UN" and four
 * digits, the hazard class one of the UN list's classes and divisions, the packing group I, II or III where the
 * class has one. Classes 1 (explosives), 2 (gases), 5.2 (organic peroxides), 6.2 (infectious substances) and 7
 * (radioactive) are not assigned packing groups; class 9 may go without one (lithium batteries, UN3480).
 */
import { HAZARD_CLASSES, PACKING_GROUPS, PROBLEM_MESSAGES, type HazardClass } from '../../constants/problems.ts';

const WITHOUT_PACKING_GROUP = /^(1\.\d|2\.\d|5\.2|6\.2|7)$/;

/** "un 1203" → "UN1203": what a person types, tidied before it is checked. */
export const tidyUnNumber = (value: string): string => value.trim().toUpperCase().replace(/\s+/g, '');

export const isUnNumber = (value: string): boolean => /^UN\d{4}$/.test(tidyUnNumber(value));
export const isHazardClass = (value: string): value is HazardClass =>
  (HAZARD_CLASSES as readonly string[]).includes(value.trim());

/** The problems of a declaration, each message naming its field; empty when it is valid. */
export function dangerousGoodsProblems(dg: {
  unNumber: string;
  hazardClass: string;
  packingGroup: string | null | undefined;
}): string[] {
  const problems: string[] = [];
  if (!isUnNumber(dg.unNumber)) problems.push(PROBLEM_MESSAGES.unNumber);
  const hazardClass = dg.hazardClass.trim();
  if (!isHazardClass(hazardClass)) problems.push(PROBLEM_MESSAGES.hazardClass(hazardClass));
  const group = dg.packingGroup?.trim() || null;
  if (group && !(PACKING_GROUPS as readonly string[]).includes(group))
    problems.push(PROBLEM_MESSAGES.packingGroup(group));
  else if (group && WITHOUT_PACKING_GROUP.test(hazardClass))
    problems.push(PROBLEM_MESSAGES.packingGroupNotAllowed(hazardClass));
  else if (!group && isHazardClass(hazardClass) && !WITHOUT_PACKING_GROUP.test(hazardClass) && hazardClass !== '9')
    problems.push(PROBLEM_MESSAGES.packingGroup('(empty)'));
  return problems;
}
