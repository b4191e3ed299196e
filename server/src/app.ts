/** Builds the A1 Fastify app: OpenAPI, authentication, the spec's areas, and the built web app at /. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelope, SERVER_MESSAGES } from '@a1/shared';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { authHook } from './auth/hook.ts';
import { permissionGuard } from './auth/permission-guard.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerValidators } from './http/validators.ts';
import { graceful } from './http/graceful.ts';
import { registerHealth } from './http/health.ts';
import { clientErrorHandler, LIMITS, registerLimits } from './http/limits.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerBodyParsers } from './http/body-parser.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { Area } from './areas/area.ts';
import { securityArea } from './areas/security/index.ts';
import { sharedArea } from './areas/shared/index.ts';
import { excelArea } from './areas/excel/index.ts';
import { userSettingArea } from './areas/usersetting/index.ts';
import { ticketingArea } from './areas/ticketing/index.ts';
import { jobDashboardArea } from './areas/jobdashboard/index.ts';
import { receivingArea } from './areas/receiving/index.ts';
import { jobAdminArea } from './areas/jobadmin/index.ts';
import { binsArea } from './areas/bins/index.ts';
import { billingArea } from './areas/billing/index.ts';
import { lookupsArea } from './areas/lookups/index.ts';
import { translationsArea } from './areas/translations/index.ts';
import { reportsArea } from './areas/reports/index.ts';
import { projectTrackingArea } from './areas/projecttracking/index.ts';
import { packageSearchArea } from './areas/packagesearch/index.ts';
import { problemsArea } from './areas/problems/index.ts';
import { startWorker, workerOptionsFromEnv } from './jobs/worker.ts';

/** The spec's areas, in the order their routes are registered. */
export const AREAS: readonly Area[] = [
  securityArea,
  sharedArea,
  excelArea,
  userSettingArea,
  ticketingArea,
  jobDashboardArea,
  receivingArea,
  jobAdminArea,
  binsArea,
  billingArea,
  lookupsArea,
  translationsArea,
  reportsArea,
  projectTrackingArea,
  packageSearchArea,
  problemsArea,
];

export interface AppDeps {
  db: Db;
  config: Config;
  /** Where the log goes (default standard output); tests read it. */
  logStream?: { write(line: string): void };
}

/**
 * proxy-addr's hop-count trust: the socket's peer is hop 0, each X-Forwarded-For entry from the right one more; the
 * client is the first address past the trusted hops. Direct clients must not reach an instance that trusts a hop.
 */
export const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildApp({ db, config, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-a1-api-key"]'],
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    // The spec writes both /api/A1/... and /api/a1/...: paths match whatever the case.
    routerOptions: { caseSensitive: false },
    // X-Forwarded-For names the client only through this many proxies (0: never): a client must not pick its own
    // address, which every per-address limit relies on. A function, as Fastify 5.12 ignores a plain hop count.
    trustProxy: config.trustProxy > 0 ? trustHops(config.trustProxy) : false,
    bodyLimit: LIMITS.bodyLimitBytes,
    clientErrorHandler,
  });
  registerErrorHandling(app);
  // First of the onRequest hooks, so that early refusals (401, 503 while stopping) carry the headers too.
  registerSecurityHeaders(app, config);
  registerValidators(app);
  registerBodyParsers(app, { requestTimeoutMs: config.requestTimeoutMs });
  registerInputGuard(app);
  await app.register(graceful);
  await registerLimits(app, {
    connectionsPerAddress: config.connectionsPerAddress,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  registerHealth(app, db, () => app.a1Stopping);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'A1 Back Office API',
        version: '1.0.0',
        description:
          "The A1-compatible API. Authenticated calls send the session's API username and password as Basic authorization and its API key in x-a1-api-key.",
      },
      components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
      security: [{ basic: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authHook, {
    db,
    sessionCacheMs: config.sessionCacheMs,
    sessionMaxMs: config.sessionMaxHours * 3_600_000,
  });
  await app.register(permissionGuard, { db });
  // Each area registers its routes from its contract entries (shared/src/contract/<area>.ts).
  for (const area of AREAS) await area(app, { db, config });
  const worker = startWorker(db, {
    ...workerOptionsFromEnv(),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  // preClose: a running job goes back to the queue at once, not after the requests in flight.
  app.addHook('preClose', async () => worker.stop());

  const indexHtml = path.join(config.webDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: ['index.html'] });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.toLowerCase().startsWith('/api/'))
      return reply.code(404).send(errorEnvelope(404, SERVER_MESSAGES.notFound));
    // Client-side routing: any other GET is a page of the single-page app.
    if (hasWeb && request.method === 'GET') return reply.type('text/html').sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found. Build the web app (pnpm build) to serve it here.');
  });
  return app;
}
