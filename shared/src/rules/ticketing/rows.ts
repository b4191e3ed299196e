/**
 * Refreshing some rows of the ticket screen's list (issue 12 speed): the whole list is tens of megabytes, so a
 * change to a few tickets reads just those (TicketList?ticketIds=…) and merges them into the rows already shown.
 */

/** The fields of a list row the merge reads. */
export interface ListRowTicket {
  ticketId: number;
  isFeature: boolean;
  isPricing: boolean;
  sprintId: number | null;
  milestoneId: number | null;
  unread: boolean;
}

/** The screen's list query (its filter): the same parameters TicketList was called with. */
export interface TicketListScope {
  sprintId?: number;
  initiativeId?: number;
  unreadOnly?: boolean;
}

/** More changed ids than this at once read the whole list instead. */
export const ROW_REFRESH_LIMIT = 500;

/** Whether TicketList with `scope` would answer this ticket: the server's own filter (ticket-read listTickets). */
export function ticketInList(row: ListRowTicket, scope: TicketListScope, pricingFeatureId: number): boolean {
  if (row.isFeature) return false;
  if (scope.sprintId === pricingFeatureId) {
    if (!row.isPricing) return false;
  } else if (scope.sprintId) {
    if (row.sprintId !== scope.sprintId) return false;
  } else if (row.isPricing) return false;
  if (scope.initiativeId && row.milestoneId !== scope.initiativeId) return false;
  if (scope.unreadOnly && !row.unread) return false;
  return true;
}

/**
 * Merges a TicketList?ticketIds answer (`fresh`) for the asked `ids` into `rows`: an asked row is replaced in place,
 * or dropped when absent (deleted) or no longer in the list; a fresh ticket not yet shown is appended when it
 * belongs. Feature rows (an initiative's) are kept as they are. Answers `rows` itself when nothing changed, so
 * what is computed from the rows is not computed again.
 */
export function mergeTicketRows<R extends ListRowTicket>(
  rows: readonly R[],
  fresh: readonly R[],
  ids: Iterable<number>,
  belongs: (row: R) => boolean,
): readonly R[] {
  const asked = new Set(ids);
  const byId = new Map<number, R>();
  for (const row of fresh) if (asked.has(row.ticketId)) byId.set(row.ticketId, row);
  let changed = false;
  const seen = new Set<number>();
  const next: R[] = [];
  for (const row of rows) {
    if (row.isFeature || !asked.has(row.ticketId)) {
      next.push(row);
      continue;
    }
    seen.add(row.ticketId);
    const update = byId.get(row.ticketId);
    if (update && belongs(update)) {
      next.push(update);
      if (update !== row) changed = true;
    } else changed = true;
  }
  for (const [id, row] of byId)
    if (!seen.has(id) && belongs(row)) {
      next.push(row);
      changed = true;
    }
  return changed ? next : rows;
}

/**
 * Applies a local change to one ticket's row (mark as read), dropping it when it no longer belongs. Answers `rows`
 * itself when the ticket is not shown or the change changes nothing.
 */
export function patchTicketRow<R extends ListRowTicket>(
  rows: readonly R[],
  ticketId: number,
  patch: Partial<R>,
  belongs: (row: R) => boolean,
): readonly R[] {
  const at = rows.findIndex((r) => r.ticketId === ticketId && !r.isFeature);
  if (at < 0) return rows;
  const row = rows[at];
  if ((Object.keys(patch) as (keyof R)[]).every((k) => row[k] === patch[k])) return rows;
  const updated = { ...row, ...patch };
  const next = [...rows];
  if (belongs(updated)) next[at] = updated;
  else next.splice(at, 1);
  return next;
}
