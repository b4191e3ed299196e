/**
 * A graceful stop (SIGTERM): /ready says "stopping" so the load balancer sends no more, new requests get 503 with
 * `Connection: close` (Fastify's return503OnClosing), requests in flight finish within the grace time, and every
 * open event stream is told to reconnect soon (`retry:`) before it ends, so browsers move to another instance.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { callOf } from '../auth/permission-guard.ts';

/** The reconnection delay streams are given on the way out (EventSource `retry:`, milliseconds). */
export const RECONNECT_HINT_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a stop begins. */
    a1Stopping: boolean;
    /** Stops taking requests, lets those in flight finish for up to `graceMs`, then closes the app. */
    a1Stop(graceMs: number): Promise<{ forced: boolean }>;
  }
}

export const graceful = fp(async (app: FastifyInstance) => {
  const streams = new Set<ServerResponse>();
  app.decorate('a1Stopping', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!callOf(request)?.stream) return;
    const raw = reply.raw;
    streams.add(raw);
    raw.once('close', () => streams.delete(raw));
  });
  app.decorate('a1Stop', async (graceMs: number) => {
    app.a1Stopping = true;
    for (const stream of streams) {
      if (stream.headersSent && !stream.writableEnded) stream.write(`retry: ${RECONNECT_HINT_MS}\n\n`);
    }
    let timer: NodeJS.Timeout | undefined;
    const closed = app.close().then(() => false);
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), graceMs);
    });
    const forced = await Promise.race([closed, late]);
    clearTimeout(timer);
    if (forced) {
      // Past the grace time: whatever is still open is cut, so the process can go.
      app.server.closeAllConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    }
    return { forced };
  });
});
