/**
 * Ticketing/ (spec 3 §7): the header's unread notifications and ticket search (their paths are ours: the spec
 * does not show them, shell §7), and every call of the ticket screens, split by topic into ticketing-*.ts.
 */
import { call, check } from './call.ts';
import { Id, Strict, T } from './fields.ts';
import { TICKETING_BASE as BASE, ticketScreens } from './ticketing-base.ts';
import { ticketCalls } from './ticketing-tickets.ts';
import { ticketTabCalls } from './ticketing-tabs.ts';
import { ticketLookupCalls } from './ticketing-lookups.ts';

export { TICKET_SCREENS, TICKETING_BASE } from './ticketing-base.ts';
export * from './ticketing-types.ts';
export * from './ticketing-tab-types.ts';
/** Ticket notifications are for internal staff (shell §1 Users). */
const internal = check('internal');

export const UnreadTicket = T.Object({
  ticketId: T.Integer(),
  title: T.String(),
  /** What changed: LANE, COMMENT, ASSIGNED (comma-separated, spec 3 unreadFields). */
  unread: T.String(),
  createdOn: T.String(),
  updatedOn: T.String(),
});

export const ticketingCalls = {
  unreadTickets: call({
    method: 'GET',
    path: `${BASE}/unread`,
    summary: "The signed-in user's unread tickets (spec 2 §7: GET api/A1/Ticketing/unread).",
    permission: internal,
    response: T.Array(UnreadTicket),
  }),
  unreadTicketsByIds: call({
    method: 'GET',
    path: `${BASE}/UnreadTickets/ByIds`,
    summary: "The signed-in user's unread tickets among the given ids (comma-separated).",
    permission: internal,
    query: Strict({ ticketIds: T.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 2000 }) }),
    response: T.Array(UnreadTicket),
    ours: 'Path not shown in the spec.',
  }),
  unreadTicketMarkRead: call({
    method: 'PUT',
    path: `${BASE}/UnreadTickets/MarkRead`,
    summary: 'Mark one ticket read for the signed-in user.',
    permission: internal,
    body: Strict({ ticketId: Id }),
    response: T.Integer({ description: 'How many rows changed (0 or 1).' }),
    ours: 'Path not shown in the spec.',
  }),
  unreadTicketsMarkAllRead: call({
    method: 'PUT',
    path: `${BASE}/UnreadTickets/MarkAllRead`,
    summary: 'Mark every ticket read for the signed-in user.',
    permission: internal,
    response: T.Integer({ description: 'How many tickets were marked read.' }),
    ours: 'Path not shown in the spec.',
  }),
  unreadTicketEvents: call({
    method: 'GET',
    path: `${BASE}/UnreadTickets/Events`,
    summary: "Server-sent events: `event: unread` when the signed-in user's unread list changes.",
    permission: internal,
    stream: true,
    ours: 'Not in the spec: live updates of the unread list.',
  }),
  ticketByNumber: call({
    method: 'GET',
    path: `${BASE}/TicketByNumber`,
    summary: 'Tickets whose number matches (the number is the ticket id).',
    permission: ticketScreens,
    query: Strict({ ticketNumber: T.String({ minLength: 1, maxLength: 50 }) }),
    response: T.Array(T.Object({ ticketId: T.Integer(), title: T.String() })),
    ours: "Not in the spec: the header's ticket search by number.",
  }),
  ...ticketCalls,
  ...ticketTabCalls,
  ...ticketLookupCalls,
} as const;
export type UnreadTicket = typeof UnreadTicket.static;
