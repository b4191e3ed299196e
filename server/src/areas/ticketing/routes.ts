/** Ticketing calls: unread notifications with their live stream, and ticket search by number. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { AreaDeps } from '../area.ts';
import { markReadAndNotify, ticketsByNumber, unreadTickets } from './service.ts';
import type { UnreadHub } from './unread-events.ts';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Comments keep proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export function ticketingRoutes(
  app: FastifyInstance,
  { db }: AreaDeps,
  hub: UnreadHub,
  streams: Set<() => void>,
): void {
  route(app, A1.unreadTickets, ({ user }) => unreadTickets(db, user.userId));
  route(app, A1.unreadTicketsByIds, ({ query, user }) =>
    unreadTickets(db, user.userId, query.ticketIds.split(',').map(Number)),
  );
  route(app, A1.unreadTicketMarkRead, ({ body, user }) => markReadAndNotify(db, user.userId, body.ticketId));
  route(app, A1.unreadTicketsMarkAllRead, ({ user }) => markReadAndNotify(db, user.userId));
  route(app, A1.ticketByNumber, ({ query }) => ticketsByNumber(db, query.ticketNumber));

  route(app, A1.unreadTicketEvents, ({ user, request, reply }) =>
    eventStream(request, reply, streams, (res) =>
      hub.subscribe(user.userId, () => res.write('event: unread\ndata: {}\n\n')),
    ),
  );
}

/**
 * Answers with a server-sent event stream: its headers and a first comment, then whatever `subscribe` writes to it,
 * with a keep-alive comment every HEARTBEAT_MS, until the client goes or the server ends every stream in `streams`.
 * `subscribe` answers its unsubscribe.
 */
export function eventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  subscribe: (res: ServerResponse) => () => void,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write(': connected\n\n');
  const unsubscribe = subscribe(res);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const end = () => {
    if (!streams.delete(end)) return;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  streams.add(end);
  request.raw.on('close', end);
}
