/** The ticket form's values and the body a save sends from them. */
import { TicketFields } from '@a1/shared';
import type { TicketFormValues } from '@a1/shared/rules/ticketing/index';

/** The fields a save writes: those of the contract's ticket body, in its order. */
const WRITABLE = Object.keys(TicketFields.properties);

export type Values = TicketFormValues & Record<string, unknown>;

/** The body of POST or PUT Ticket: the writable fields only (the contract is strict), blanks as null. */
export function bodyOf(values: Values) {
  const body: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    let value = values[key];
    if (value === '' || value === undefined) value = null;
    if (key === 'endDate' && typeof value === 'string') value = value.slice(0, 10);
    if (
      value === null &&
      ['projectId', 'milestoneId', 'laneId', 'healthStatusId', 'points', 'sortPriority'].includes(key)
    )
      continue;
    body[key] = value;
  }
  return body;
}
