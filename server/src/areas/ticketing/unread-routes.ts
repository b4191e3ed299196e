/**
 * Unread ticket notifications and ticket-by-number under /api/A1/Ticketing/ (paths ours: the spec does not
 * show them):
 *   GET  UnreadTickets                 the user's unread tickets (ticketId, title, unread, createdOn, updatedOn)
 *   GET  UnreadTickets/ByIds?ticketIds=1,2   the same, narrowed to those ids
 *   PUT  UnreadTickets/MarkRead        body { ticketId }: marks one read
 *   PUT  UnreadTickets/MarkAllRead     marks all read
 *   GET  UnreadTickets/Events          server-sent events: `event: unread` whenever the user's list changes
 *   GET  TicketByNumber?ticketNumber=  tickets matching the number (the header search opens exactly one)
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { markAllRead, markRead, ticketsByNumber, unreadTickets } from './unread-service.ts';
import { notifyUnreadChanged, startUnreadHub } from './unread-events.ts';

const tags = ['Ticketing'];
const HEARTBEAT_MS = 25_000;

export async function unreadRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const hub = await startUnreadHub(db, (message) => app.log.warn(message));
  const streams = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.get('/UnreadTickets', { schema: { tags, summary: "The signed-in user's unread tickets." } }, async (request) =>
    envelope(await unreadTickets(db, currentUser(request).userId)),
  );

  app.get<{ Querystring: { ticketIds: string } }>(
    '/UnreadTickets/ByIds',
    {
      schema: {
        tags,
        summary: "The signed-in user's unread tickets among the given ids (comma-separated).",
        querystring: {
          type: 'object',
          required: ['ticketIds'],
          properties: { ticketIds: { type: 'string', pattern: '^\\d+(,\\d+)*$', maxLength: 2000 } },
        },
      },
    },
    async (request) =>
      envelope(await unreadTickets(db, currentUser(request).userId, request.query.ticketIds.split(',').map(Number))),
  );

  app.put<{ Body: { ticketId: number } }>(
    '/UnreadTickets/MarkRead',
    {
      schema: {
        tags,
        summary: 'Mark one ticket read for the signed-in user.',
        body: {
          type: 'object',
          required: ['ticketId'],
          additionalProperties: false,
          properties: { ticketId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const count = await markRead(db, userId, request.body.ticketId);
      if (count) await notifyUnreadChanged(db, [userId]);
      return envelope(count);
    },
  );

  app.put(
    '/UnreadTickets/MarkAllRead',
    {
      schema: { tags, summary: 'Mark every ticket read for the signed-in user.', body: { type: ['object', 'null'] } },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const count = await markAllRead(db, userId);
      if (count) await notifyUnreadChanged(db, [userId]);
      return envelope(count);
    },
  );

  app.get<{ Querystring: { ticketNumber: string } }>(
    '/TicketByNumber',
    {
      schema: {
        tags,
        summary: 'Tickets whose number matches (the number is the ticket id).',
        querystring: {
          type: 'object',
          required: ['ticketNumber'],
          properties: { ticketNumber: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    async (request) => envelope(await ticketsByNumber(db, request.query.ticketNumber)),
  );

  app.get(
    '/UnreadTickets/Events',
    { schema: { tags, summary: "Server-sent events: `event: unread` when the signed-in user's unread list changes." } },
    (request, reply) => {
      const userId = currentUser(request).userId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(': connected\n\n');
      const unsubscribe = hub.subscribe(userId, () => res.write('event: unread\ndata: {}\n\n'));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
}
