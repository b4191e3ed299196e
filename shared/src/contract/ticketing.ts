/**
 * Ticketing/ (spec 3 §7). So far: the header's unread notifications and ticket search. Their paths are ours: the
 * spec does not show them (shell §7).
 */
import { call, check, menu } from './call.ts';
import { Id, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';

const BASE = `${API_BASE}/Ticketing`;
/** Ticket notifications are for internal staff (shell §1 Users). */
const internal = check('internal');
/** The ticket screens of the Ticketing module (their side-menu routes). */
export const TICKET_SCREENS = ['ticketing/ticket', 'ticketing/pricing'] as const;

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
    path: `${BASE}/UnreadTickets`,
    summary: "The signed-in user's unread tickets.",
    permission: internal,
    response: T.Array(UnreadTicket),
    ours: 'Path not shown in the spec.',
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
    permission: menu(...TICKET_SCREENS),
    query: Strict({ ticketNumber: T.String({ minLength: 1, maxLength: 50 }) }),
    response: T.Array(T.Object({ ticketId: T.Integer(), title: T.String() })),
  }),
} as const;
export type UnreadTicket = typeof UnreadTicket.static;
