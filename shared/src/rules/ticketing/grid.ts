/**
 * The ticket grid (spec 3 §2, §4): the three quick-filter rows with their counts (one pass over the tickets),
 * the fallback to All at zero, the screen tabs' groupings and sort modes, the columns in the spec's order, and the
 * unread icons.
 */
import {
  AGENT_GROUP_OF,
  DEFAULT_LANE_FILTER,
  IT_DEPARTMENT,
  PEOPLE_FILTERS,
  TICKET_LANES,
  TICKET_PRIORITIES,
  UNREAD_FIELDS,
  type PeopleFilter,
  type TicketScreenTab,
  type UnreadField,
} from '../../constants/ticketing-ui.ts';
import type { GridColumn } from '../grid/types.ts';

/** A ticket as the grid rules read it. */
export interface GridTicket {
  ticketId: number;
  laneName?: string | null;
  priority?: string | null;
  agentId?: number | null;
  agentName?: string | null;
  agentGroup?: string | null;
  scheduleGroupId?: number | null;
  unread?: boolean | null;
  unreadFields?: string | null;
  moduleName?: string | null;
  requesterName?: string | null;
  requesterDepartment?: string | null;
  projectName?: string | null;
  isFeature?: boolean | null;
}

/** A quick filter: All, Unread, a lane, a priority, or one of row 3's people filters. */
export type QuickFilter = 'all' | 'unread' | `lane:${string}` | `priority:${string}` | PeopleFilter;

export interface QuickFilterButton {
  id: QuickFilter;
  /** The label: a lane or priority as the data names it; the others are i18n keys in the web. */
  label: string;
  count: number;
}

export const laneFilter = (lane: string): QuickFilter => `lane:${lane}`;
export const priorityFilter = (priority: string): QuickFilter => `priority:${priority}`;

/** Does the ticket pass the quick filter? */
export function matchesQuickFilter(ticket: GridTicket, filter: QuickFilter, me: number | null | undefined): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !!ticket.unread;
  if (filter.startsWith('lane:')) return ticket.laneName === filter.slice(5);
  if (filter.startsWith('priority:')) return ticket.priority === filter.slice(9);
  switch (filter as PeopleFilter) {
    case 'me':
      return me != null && ticket.agentId === me;
    case 'noAgent':
      return ticket.agentId == null;
    case 'noSprint':
      return ticket.scheduleGroupId == null;
    default:
      return ticket.agentGroup === AGENT_GROUP_OF[filter as keyof typeof AGENT_GROUP_OF];
  }
}

/** Every quick filter's count in one pass over the tickets (the issue's ≤ 30 ms for 50,000 tickets). */
export function quickFilterCounts(
  tickets: readonly GridTicket[],
  me: number | null | undefined,
): Map<QuickFilter, number> {
  const counts = new Map<QuickFilter, number>();
  const bump = (key: QuickFilter) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const groupKey = new Map<string, PeopleFilter>(
    Object.entries(AGENT_GROUP_OF).map(([filter, group]) => [group, filter as PeopleFilter]),
  );
  for (const t of tickets) {
    bump('all');
    if (t.unread) bump('unread');
    if (t.laneName) bump(`lane:${t.laneName}`);
    if (t.priority) bump(`priority:${t.priority}`);
    if (me != null && t.agentId === me) bump('me');
    if (t.agentId == null) bump('noAgent');
    if (t.scheduleGroupId == null) bump('noSprint');
    const group = t.agentGroup ? groupKey.get(t.agentGroup) : undefined;
    if (group) bump(group);
  }
  return counts;
}

/**
 * The three rows (spec 3 §4): row 1 All, Unread (hidden when empty) and the nine lanes; row 2 the priorities;
 * row 3 for IT only.
 */
export function quickFilterRows(counts: Map<QuickFilter, number>, isIt: boolean): QuickFilterButton[][] {
  const count = (id: QuickFilter) => counts.get(id) ?? 0;
  const row1: QuickFilterButton[] = [{ id: 'all', label: 'all', count: count('all') }];
  if (count('unread') > 0) row1.push({ id: 'unread', label: 'unread', count: count('unread') });
  for (const lane of TICKET_LANES) row1.push({ id: laneFilter(lane), label: lane, count: count(laneFilter(lane)) });
  const row2 = TICKET_PRIORITIES.map((p) => ({ id: priorityFilter(p), label: p, count: count(priorityFilter(p)) }));
  const rows = [row1, row2];
  if (isIt) rows.push(PEOPLE_FILTERS.map((id) => ({ id, label: id, count: count(id) })));
  return rows;
}

export const isItUser = (department: string | null | undefined): boolean => department === IT_DEPARTMENT;

/**
 * The filter in force (spec 3 §4): the remembered choice, unless it counts zero tickets (or is row 3's and the
 * user is not IT, or is unknown), then All.
 */
export function effectiveQuickFilter(
  chosen: string | null | undefined,
  counts: Map<QuickFilter, number>,
  isIt: boolean,
): QuickFilter {
  if (!chosen || !isQuickFilter(chosen)) return 'all';
  if (!isIt && (PEOPLE_FILTERS as readonly string[]).includes(chosen)) return 'all';
  return (counts.get(chosen) ?? 0) > 0 ? chosen : 'all';
}

export function isQuickFilter(value: string): value is QuickFilter {
  if (value === 'all' || value === 'unread') return true;
  if (value.startsWith('lane:')) return (TICKET_LANES as readonly string[]).includes(value.slice(5));
  if (value.startsWith('priority:')) return (TICKET_PRIORITIES as readonly string[]).includes(value.slice(9));
  return (PEOPLE_FILTERS as readonly string[]).includes(value);
}

/** The unread fields a ticket carries (spec 3 §3: comma list of LANE, COMMENT, ASSIGNED). */
export function unreadFieldsOf(ticket: Pick<GridTicket, 'unread' | 'unreadFields'>): UnreadField[] {
  if (!ticket.unread || !ticket.unreadFields) return [];
  const parts = ticket.unreadFields.split(',').map((p) => p.trim().toUpperCase());
  return UNREAD_FIELDS.filter((f) => parts.includes(f));
}

/** Which grid column shows the icon of each unread field (spec 3 §2). */
export const UNREAD_FIELD_COLUMN: Record<UnreadField, TicketColumnKey> = {
  LANE: 'laneName',
  COMMENT: 'latestComment',
  ASSIGNED: 'agentName',
};

/** The grid's columns in the spec's order (spec 3 §2), as row fields. */
export const TICKET_COLUMNS = [
  'ticketId',
  'title',
  'type',
  'moduleName',
  'subModuleName',
  'requesterName',
  'requesterDepartment',
  'agentName',
  'laneName',
  'latestComment',
  'sticker',
  'priority',
  'sortPriority',
  'points',
  'projectName',
  'milestoneName',
  'sprintName',
  'crfSticker',
  'scheduleGroup',
  'endDate',
  'updatedBy',
  'updatedOn',
  'createdOn',
  'agentGroup',
  'featureNote',
] as const;
export type TicketColumnKey = (typeof TICKET_COLUMNS)[number] | 'sprintStatus' | 'sprintPhase' | 'isTicket';

/** The Project view adds Feature Status and Feature Phase (spec 3 §2). */
export function ticketColumns(tab: TicketScreenTab): TicketColumnKey[] {
  const columns: TicketColumnKey[] = [...TICKET_COLUMNS];
  if (tab === 'project') columns.push('sprintStatus', 'sprintPhase');
  // Is Ticket (a filter column, spec 3 §2 "Other column defaults") closes the set.
  columns.push('isTicket');
  return columns;
}

/** The value type of the ticket columns that are not text (spec 3 §2). */
const TICKET_COLUMN_TYPES: Partial<Record<TicketColumnKey, GridColumn['type']>> = {
  ticketId: 'number',
  sortPriority: 'number',
  points: 'number',
  endDate: 'date',
  updatedOn: 'dateTime',
  createdOn: 'date',
};

/**
 * A ticket column's type and kind: text unless listed; the Ticket column names a ticket, so it reads "1010", never
 * "1,010" (issue 29 point 2), and still sorts as a number.
 */
export function ticketColumnType(key: TicketColumnKey): Pick<GridColumn, 'type' | 'kind'> {
  const type = TICKET_COLUMN_TYPES[key] ?? 'string';
  return key === 'ticketId' ? { type, kind: 'identifier' } : { type };
}

/** The column filters a user starts with (spec 3 §2, §4): lanes Next and In Progress, their department, tickets. */
export function defaultColumnFilters(department: string | null | undefined) {
  return {
    laneName: [...DEFAULT_LANE_FILTER] as string[],
    requesterDepartment: department ? [department] : [],
    isTicket: true,
  };
}

/** The field each screen tab groups by (spec 3 §2); the Tickets tab does not group. */
export const GROUP_FIELD: Record<TicketScreenTab, keyof GridTicket | null> = {
  tickets: null,
  module: 'moduleName',
  requester: 'requesterName',
  department: 'requesterDepartment',
  assigned: 'agentName',
  project: 'projectName',
};

/** The sort modes (spec 3 §2): by module, requester, department, assigned, project, and unread-only. */
export type SortMode = Exclude<TicketScreenTab, 'tickets'> | 'unreadOnly' | 'none';

/** Groups of a tab: each value with its count, by name (blank last), for the group picker. */
export function groupsOf(tickets: readonly GridTicket[], tab: TicketScreenTab): Array<{ name: string; count: number }> {
  const field = GROUP_FIELD[tab];
  if (!field) return [];
  const counts = new Map<string, number>();
  for (const t of tickets) {
    const name = String(t[field] ?? '');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => (a.name === '' ? 1 : b.name === '' ? -1 : a.name.localeCompare(b.name)));
}

/**
 * Tickets in a sort mode: grouped by the mode's field (blank last, then by ticket number), or only the unread
 * ones. The input is not changed.
 */
export function sortTickets<T extends GridTicket>(tickets: readonly T[], mode: SortMode): T[] {
  if (mode === 'none') return [...tickets];
  if (mode === 'unreadOnly') return tickets.filter((t) => t.unread);
  const field = GROUP_FIELD[mode] as keyof GridTicket;
  return [...tickets].sort((a, b) => {
    const x = String(a[field] ?? '');
    const y = String(b[field] ?? '');
    if (x !== y) return x === '' ? 1 : y === '' ? -1 : x.localeCompare(y);
    return a.ticketId - b.ticketId;
  });
}

/** The next or previous ticket of a list from the current one (keyboard j/k), clamped at the ends. */
export function stepTicket(ids: readonly number[], current: number | null, step: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const at = current == null ? -1 : ids.indexOf(current);
  if (at === -1) return step === 1 ? ids[0] : ids[ids.length - 1];
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))];
}

/** What decides an agent's group: enabled, department and whether a Business Analyst role is theirs. */
export interface AgentFacts {
  isEnabled: boolean;
  department: string | null | undefined;
  businessAnalyst: boolean;
}

/**
 * The agent group of a ticket (the Agent Group column and quick-filter row 3, spec 3 §2, §4): a disabled account
 * is a Past Employee; in IT, a business analyst is in Business Analysts, everyone else in Developers; any other
 * department is Support. Null when the ticket has no agent.
 */
export function agentGroupOf(agent: AgentFacts | null | undefined): string | null {
  if (!agent) return null;
  if (!agent.isEnabled) return AGENT_GROUP_OF.pastEmployees;
  if (agent.department === IT_DEPARTMENT)
    return agent.businessAnalyst ? AGENT_GROUP_OF.businessAnalysts : AGENT_GROUP_OF.developers;
  return AGENT_GROUP_OF.support;
}
