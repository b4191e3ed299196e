/**
 * Saved filters keep tokens (issue 27 point 3): `@me` for the signed-in user in agentIds and salesAgentIds, and
 * relative dates (today, today-7d, today+2w, today-1m) in fromDate and toDate, resolved when the filter is applied,
 * so that a shared filter means the same thing to whoever opens it, any day.
 */
import { PROBLEM_MESSAGES } from '../../constants/problems.ts';

const TOKEN = /^today(?:([+-])(\d{1,4})([dwm]))?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A date token as yyyy-mm-dd, `today` being the given day (UTC); null when it is neither a date nor a token. */
export function resolveDateToken(token: string, today: Date): string | null {
  const day = DAY.exec(token);
  if (day) {
    const d = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return iso(d) === token ? token : null;
  }
  const m = TOKEN.exec(token);
  if (!m) return null;
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (m[1]) {
    const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
    if (m[3] === 'd') d.setUTCDate(d.getUTCDate() + n);
    else if (m[3] === 'w') d.setUTCDate(d.getUTCDate() + 7 * n);
    else d.setUTCMonth(d.getUTCMonth() + n);
  }
  return iso(d);
}

type IdList = ReadonlyArray<number | '@me'>;
export interface TokenCriteria {
  agentIds?: IdList;
  salesAgentIds?: IdList;
  fromDate?: string;
  toDate?: string;
}
export type Resolved<C extends TokenCriteria> = Omit<C, 'agentIds' | 'salesAgentIds'> & {
  agentIds?: number[];
  salesAgentIds?: number[];
};

const ids = (list: IdList | undefined, me: number) => list && [...new Set(list.map((id) => (id === '@me' ? me : id)))];

/** The criteria with @me and the date tokens replaced; throws the field-naming message for a bad date. */
export function resolveCriteria<C extends TokenCriteria>(criteria: C, me: number, today: Date): Resolved<C> {
  const out = { ...criteria } as Resolved<C> & TokenCriteria;
  if (criteria.agentIds) out.agentIds = ids(criteria.agentIds, me);
  if (criteria.salesAgentIds) out.salesAgentIds = ids(criteria.salesAgentIds, me);
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = criteria[field];
    if (value === undefined) continue;
    const resolved = resolveDateToken(value, today);
    if (!resolved) throw new Error(PROBLEM_MESSAGES.badToken(field, value));
    out[field] = resolved;
  }
  return out;
}
