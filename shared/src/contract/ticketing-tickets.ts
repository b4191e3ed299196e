/**
 * Ticketing/ ticket calls (spec 3 §7): the list, one ticket, create, update (with Save and Email), delete, read
 * marks, bulk update, shuffle points, bulk delete, the QA ticket, the live change stream and the settings.
 */
import { call } from './call.ts';
import { Id, STALE_VERSION_409, Strict, T } from './fields.ts';
import { CUSTOM_TICKET_FILTERS, TICKET_LIMITS } from '../constants/ticketing.ts';
import { TICKETING_BASE as BASE, ticketScreens } from './ticketing-base.ts';
import {
  BulkUpdate,
  NewTicket,
  ShufflePoints,
  Ticket,
  TicketListItem,
  TicketSettingsAnswer,
  TicketUpdate,
} from './ticketing-types.ts';

const IdList = T.String({
  pattern: '^\\d{1,10}(,\\d{1,10})*$',
  maxLength: 20_000,
  description: 'Comma-separated ids.',
});

export const ticketCalls = {
  ticketList: call({
    method: 'GET',
    path: `${BASE}/TicketList`,
    summary:
      "Tickets for the grid. sprintId 0: every support ticket; the pricing feature id (50094): the pricing tickets; another feature id: that feature's tickets. Or ticketIds, or a customFilterName; unreadOnly keeps the caller's unread ones.",
    permission: ticketScreens,
    query: Strict({
      sprintId: T.Optional(T.Integer({ minimum: 0, maximum: 2_147_483_647 })),
      ticketIds: T.Optional(IdList),
      customFilterName: T.Optional(
        T.Unsafe<(typeof CUSTOM_TICKET_FILTERS)[number]>({ type: 'string', enum: [...CUSTOM_TICKET_FILTERS] }),
      ),
      unreadOnly: T.Optional(T.Boolean()),
      /** Ours: the initiative route parameter (spec 3 §2). */
      initiativeId: T.Optional(Id),
    }),
    response: T.Array(TicketListItem),
    ours: 'customFilterName values (Me, MyRequests, NoAgent, NoSprint, Open) and initiativeId.',
  }),
  ticketGet: call({
    method: 'GET',
    path: `${BASE}/Ticket`,
    summary: 'One ticket with its description, for the ticket dialog.',
    permission: ticketScreens,
    query: Strict({ ticketId: Id }),
    response: Ticket,
    ours: 'The spec does not show the support ticket get path.',
  }),
  ticketCreate: call({
    method: 'POST',
    path: `${BASE}/Ticket`,
    summary:
      'Creates a ticket in lane Next (status Submitted, or Assigned with an agent); points default 0.25, sort priority 4, health 1. Answers the ticket.',
    permission: ticketScreens,
    body: NewTicket,
    response: Ticket,
  }),
  ticketUpdate: call({
    method: 'PUT',
    path: `${BASE}/Ticket`,
    summary: `Updates a ticket. Moving it to lane 2 or 7 needs newComment; any other lane change posts the lane-change comment. sendEmail=true also e-mails the change to the notification list, requester and agent (extra key emailedTo). ${STALE_VERSION_409}`,
    permission: ticketScreens,
    query: Strict({ sendEmail: T.Optional(T.Boolean()) }),
    body: TicketUpdate,
    response: Ticket,
    extra: T.Object({ emailedTo: T.Array(T.String()) }),
  }),
  ticketDelete: call({
    method: 'DELETE',
    path: `${BASE}/Ticket`,
    summary: 'Deletes a ticket with its comments, checklist, timesheets, test cases, attachments and marks.',
    permission: ticketScreens,
    query: Strict({ ticketId: Id }),
    response: T.Boolean(),
  }),
  ticketMarkAsRead: call({
    method: 'DELETE',
    path: `${BASE}/markasread`,
    summary: 'Marks one ticket read for the caller: answers how many marks were removed (0 or 1).',
    permission: ticketScreens,
    query: Strict({ ticketId: Id }),
    response: T.Integer(),
  }),
  ticketMarkAllAsRead: call({
    method: 'DELETE',
    path: `${BASE}/markallasread`,
    summary: 'Marks every ticket read for the caller: answers how many marks were removed.',
    permission: ticketScreens,
    response: T.Integer(),
  }),
  ticketBulkUpdate: call({
    method: 'POST',
    path: `${BASE}/TicketListBulkUpdate`,
    summary:
      'Sets lane, sprint (schedule group) and agent of every ticket of ticketList (-1: unchanged; 0 or null sprint or agent: cleared) and adds the comment to each, in one transaction. Lane 2 or 7 needs the comment; other lane changes post the lane-change comment. Answers how many tickets changed.',
    permission: ticketScreens,
    body: BulkUpdate,
    response: T.Integer(),
  }),
  ticketShufflePoints: call({
    method: 'PUT',
    path: `${BASE}/ShufflePoints`,
    summary:
      "Fits the agent's open tickets of the schedule group into `points`: by sort priority then id, the tickets past the total move to the next schedule group (none left: no schedule group). Answers how many moved.",
    permission: ticketScreens,
    body: ShufflePoints,
    response: T.Integer(),
    ours: 'What shuffling does (the spec shows only the body).',
  }),
  ticketBulkDelete: call({
    method: 'PUT',
    path: `${BASE}/BulkDeleteTickets`,
    summary: 'Deletes the tickets of ticketList in one transaction. Answers how many were deleted.',
    permission: ticketScreens,
    body: Strict({ ticketList: T.Array(Id, { minItems: 1, maxItems: TICKET_LIMITS.bulkTickets }) }),
    response: T.Integer(),
    ours: 'The body { ticketList }.',
  }),
  ticketCreateQa: call({
    method: 'POST',
    path: `${BASE}/QaTicket`,
    summary:
      'Creates the QA ticket of a non-pricing Issue or Enhancement: type Testing, lane 5, points 1, sort priority 4, title and description prefixed QA:. Answers the new ticket.',
    permission: ticketScreens,
    body: Strict({ ticketId: Id }),
    response: Ticket,
    ours: 'The path and body: the spec shows the button and its toasts.',
  }),
  ticketSettings: call({
    method: 'GET',
    path: `${BASE}/Settings`,
    summary: "The spec's fixed ids and defaults from the settings rows, and whether Save and Email can send.",
    permission: ticketScreens,
    response: TicketSettingsAnswer,
    ours: 'Not in the spec: the screens read the fixed ids from here.',
  }),
  ticketEvents: call({
    method: 'GET',
    path: `${BASE}/TicketEvents`,
    summary:
      'Server-sent events: `event: ticket` with data { ticketId, kind, byUserId } whenever someone creates, changes, comments on or deletes a ticket.',
    permission: ticketScreens,
    stream: true,
    ours: 'Not in the spec: live updates of the ticket screens.',
  }),
} as const;
