/**
 * The A1 authentication hook: every /api/A1 call but those whose contract entry is public must carry the
 * session's Basic credentials and API key; the custom headers are read into the request either way. An unknown
 * path needs a session too, so an anonymous caller learns nothing about which paths exist.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, API_BASE } from '@a1/shared';
import type { Db } from '../db/client.ts';
import { A1Error } from '../http/errors.ts';
import { readA1Headers } from '../http/context.ts';
import { resolveSession } from './sessions.ts';
import { SESSION_CACHE_MS, startSessionCache } from './session-cache.ts';
import { callOf } from './permission-guard.ts';
import './access-cache.ts';

const apiPrefix = `${API_BASE.toLowerCase()}/`;

export const authHook = fp(
  async (app: FastifyInstance, options: { db: Db; sessionCacheMs?: number; sessionMaxMs?: number }) => {
    const cache = await startSessionCache(options.db, options.sessionCacheMs ?? SESSION_CACHE_MS, (message) =>
      app.log.warn(message),
    );
    app.addHook('onClose', async () => cache.close());
    app.decorate('accessCache', cache.access);
    app.decorateRequest('a1Headers', undefined as never);
    app.decorateRequest('sessionUser', undefined);
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!path.toLowerCase().startsWith(apiPrefix)) return;
      request.a1Headers = readA1Headers(request);
      if (callOf(request)?.permission.kind === 'public') return;
      try {
        request.sessionUser = await resolveSession(
          options.db,
          request.headers.authorization,
          request.a1Headers.apiKey,
          Date.now(),
          cache,
          options.sessionMaxMs,
        );
      } catch (error) {
        if (error instanceof A1Error)
          return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.message));
        throw error;
      }
    });
  },
);
