/**
 * The tickets resource (spec 3 §7 Ticketing/): the list is GET TicketList (filter.sprintId 0 for support tickets,
 * the pricing feature for pricing ones; or ticketIds, customFilterName, unreadOnly, initiativeId), answered whole
 * (the grid filters, sorts and pages in the browser); one ticket is GET Ticket; create POST Ticket; update PUT
 * Ticket (meta.sendEmail for Save and Email); delete DELETE Ticket; deleteMany PUT BulkDeleteTickets; updateMany
 * POST TicketListBulkUpdate (data: lane, sprint, agent, comment; -1 unchanged).
 */
import { A1, type BulkUpdate, type NewTicket, type TicketUpdate } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

type ListFilter = {
  sprintId?: number;
  ticketIds?: string;
  customFilterName?: 'Me' | 'MyRequests' | 'NoAgent' | 'NoSprint' | 'Open';
  unreadOnly?: boolean;
  initiativeId?: number;
};

export const tickets: ResourceCalls = {
  async getList(params) {
    const { sprintId, ticketIds, customFilterName, unreadOnly, initiativeId } = (params.filter ?? {}) as ListFilter;
    const list = await a1Call(
      A1.ticketList,
      { query: { sprintId, ticketIds, customFilterName, unreadOnly, initiativeId } },
      callOptions(params),
    );
    return { data: list.map((t) => ({ ...t, id: t.ticketId })), total: list.length };
  },
  async getOne(params) {
    const ticket = await a1Call(A1.ticketGet, { query: { ticketId: Number(params.id) } }, callOptions(params));
    return { data: { ...ticket, id: ticket.ticketId } };
  },
  async getMany(params) {
    const ids = params.ids.map(Number).filter((id) => id > 0);
    if (!ids.length) return { data: [] };
    const list = await a1Call(A1.ticketList, { query: { ticketIds: ids.join(',') } }, callOptions(params));
    return { data: list.map((t) => ({ ...t, id: t.ticketId })) };
  },
  async create(params) {
    const ticket = await a1Call(A1.ticketCreate, { body: params.data as NewTicket }, callOptions(params));
    return { data: { ...ticket, id: ticket.ticketId } };
  },
  async update(params) {
    const sendEmail = (params.meta as { sendEmail?: boolean } | undefined)?.sendEmail;
    const body = { ...(params.data as TicketUpdate), ticketId: Number(params.id) };
    const ticket = await a1Call(A1.ticketUpdate, { query: { sendEmail }, body }, callOptions(params));
    return { data: { ...ticket, id: ticket.ticketId } };
  },
  async delete(params) {
    await a1Call(A1.ticketDelete, { query: { ticketId: Number(params.id) } }, callOptions(params));
    return { data: { ...(params.previousData ?? {}), id: params.id } };
  },
  async deleteMany(params) {
    const ticketList = params.ids.map(Number);
    await a1Call(A1.ticketBulkDelete, { body: { ticketList } }, callOptions(params));
    return { data: params.ids };
  },
  async updateMany(params) {
    const data = params.data as Omit<BulkUpdate, 'ticketList'>;
    const ticketList = params.ids.map(Number);
    await a1Call(A1.ticketBulkUpdate, { body: { ...data, ticketList } }, callOptions(params));
    return { data: params.ids };
  },
};
