/**
 * The board's and grid's filters (issue 27 point 3): one criteria object (the saved filters' FilterCriteria, with
 * tokens such as @me and today-7d) shared by both screens. It lives in the address (`?filterId=` for a saved filter,
 * `?criteria=` for one not saved), so a filter is shared by sending the address, and the last one is kept for the
 * session, so moving between board and grid keeps it. Tokens are resolved when the cards are read, so a saved
 * "my cards of the last 7 days" means that on the day it is used.
 */
import type { FilterCriteria, PackageFilters } from '@a1/shared';
import { resolveCriteria, resolveDateToken } from '@a1/shared/rules/problems/index';

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

/** A day or relative date as yyyy-mm-dd (the shared token rule); the token itself when it is neither. */
export const resolveDay = (token: string, now = new Date()): string => resolveDateToken(token, now) ?? token;

/**
 * The query of GET Aimban/Package for criteria: @me and the relative dates resolved (the shared token rule) for the
 * signed-in user and today. A date the rule refuses is left out (the filter dialog does not let one through).
 */
export function packageQuery(criteria: FilterCriteria, me: number | undefined, now = new Date()): PackageFilters {
  const { fromDate, toDate, ...rest } = compact(criteria);
  const query: PackageFilters = resolveCriteria(rest, me ?? 0, now);
  // No user yet (cannot happen on a guarded screen): @me means nobody rather than id 0.
  if (!me) {
    query.agentIds = query.agentIds?.filter(Boolean);
    query.salesAgentIds = query.salesAgentIds?.filter(Boolean);
  }
  const from = fromDate && resolveDateToken(fromDate, now);
  const to = toDate && resolveDateToken(toDate, now);
  if (from) query.fromDate = from;
  if (to) query.toDate = to;
  return compact(query as FilterCriteria) as PackageFilters;
}

/** How many criteria are set (the filter button's badge). */
export const criteriaCount = (criteria: FilterCriteria) =>
  Object.keys(compact(criteria)).filter((k) => k !== 'groupBy').length;
