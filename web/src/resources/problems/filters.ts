/**
 * The board's and grid's filters (issue 27 point 3): one criteria object (the saved filters' FilterCriteria, with
 * tokens such as @me and today-7d) shared by both screens. It lives in the address (`?filterId=` for a saved filter,
 * `?criteria=` for one not saved), so a filter is shared by sending the address, and the last one is kept for the
 * session, so moving between board and grid keeps it. Tokens are resolved when the cards are read, so a saved
 * "my cards of the last 7 days" means that on the day it is used.
 */
import type { FilterCriteria, PackageFilters } from '@a1/shared';

export const FILTER_STORE = 'a1.problems.criteria';

export function storedCriteria(): FilterCriteria {
  try {
    const value = JSON.parse(sessionStorage.getItem(FILTER_STORE) ?? 'null') as FilterCriteria | null;
    if (value && typeof value === 'object') return value;
  } catch {
    // Not JSON: start with no filter.
  }
  return {};
}

export function keepCriteria(criteria: FilterCriteria) {
  sessionStorage.setItem(FILTER_STORE, JSON.stringify(criteria));
}

/** Criteria read from the address (`criteria=` JSON); undefined when absent or unreadable. */
export function criteriaFromAddress(params: URLSearchParams): FilterCriteria | undefined {
  const text = params.get('criteria');
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as FilterCriteria;
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Drops empty lists and blank values, so an empty filter is {} (and the address stays short). */
export function compact(criteria: FilterCriteria): FilterCriteria {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as FilterCriteria;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A date or a relative date (today, today-7d, today+2w, today-1m) as the day it means, in local time. */
export function resolveDay(token: string, now = new Date()): string {
  const relative = /^today(?:([+-])(\d{1,4})([dwm]))?$/.exec(token);
  if (!relative) return token;
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (relative[1]) {
    const n = Number(relative[2]) * (relative[1] === '-' ? -1 : 1);
    if (relative[3] === 'm') d.setMonth(d.getMonth() + n);
    else d.setDate(d.getDate() + n * (relative[3] === 'w' ? 7 : 1));
  }
  return day(d);
}

const withMe = (list: ReadonlyArray<number | '@me'> | undefined, me: number | undefined) =>
  list?.flatMap((id) => (id === '@me' ? (me ? [me] : []) : [id]));

/** The query of GET Aimban/Package for criteria: tokens resolved for the signed-in user and today. */
export function packageQuery(criteria: FilterCriteria, me: number | undefined, now = new Date()): PackageFilters {
  const { agentIds, salesAgentIds, fromDate, toDate, ...rest } = compact(criteria);
  const query: PackageFilters = { ...rest };
  const agents = withMe(agentIds, me);
  if (agents?.length) query.agentIds = agents;
  const sales = withMe(salesAgentIds, me);
  if (sales?.length) query.salesAgentIds = sales;
  if (fromDate) query.fromDate = resolveDay(fromDate, now);
  if (toDate) query.toDate = resolveDay(toDate, now);
  return query;
}

/** How many criteria are set (the filter button's badge). */
export const criteriaCount = (criteria: FilterCriteria) =>
  Object.keys(compact(criteria)).filter((k) => k !== 'groupBy').length;
