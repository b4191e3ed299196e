/** Builds the A1 Fastify app: OpenAPI, authentication, the spec's areas, and the built web app at /. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, errorEnvelope, SERVER_MESSAGES } from '@a1/shared';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { authHook } from './auth/hook.ts';
import { registerErrorHandling } from './http/errors.ts';
import { authenticationRoutes } from './areas/security/authentication-routes.ts';
import { passwordRoutes } from './areas/security/password-routes.ts';
import { menuRoutes } from './areas/security/menu-routes.ts';
import { appVersionRoutes } from './areas/shared/app-version-routes.ts';
import { userSettingRoutes } from './areas/usersetting/routes.ts';
import { excelRoutes } from './areas/excel/routes.ts';
import { jobDashboardRoutes } from './areas/jobdashboard/routes.ts';
import { excelExportsRoutes } from './areas/shared/excel-exports-routes.ts';
import { unreadRoutes } from './areas/ticketing/unread-routes.ts';
import { receivingRoutes } from './areas/receiving/routes.ts';
import { startWorker, workerOptionsFromEnv } from './jobs/worker.ts';

export interface AppDeps {
  db: Db;
  config: Config;
}

export async function buildApp({ db, config }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-a1-api-key"]'] },
    // The spec writes both /api/A1/... and /api/a1/...: paths match whatever the case.
    routerOptions: { caseSensitive: false },
    trustProxy: true,
    bodyLimit: 50 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  registerErrorHandling(app);

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
  await app.register(authHook, { db });

  await app.register(authenticationRoutes, { prefix: `${API_BASE}/Security/Authentication`, db, config });
  await app.register(passwordRoutes, { prefix: `${API_BASE}/Security`, db });
  await app.register(menuRoutes, { prefix: `${API_BASE}/Security`, db });
  await app.register(menuRoutes, { prefix: `${API_BASE}/LayoutMenu`, db });
  await app.register(appVersionRoutes, { prefix: `${API_BASE}/Shared`, buildTime: config.buildTime });
  await app.register(userSettingRoutes, { prefix: `${API_BASE}/UserSetting`, db });
  await app.register(excelRoutes, { prefix: `${API_BASE}/Shared`, db });
  await app.register(jobDashboardRoutes, { prefix: `${API_BASE}/volumes/jobdashboard`, db });
  await app.register(excelExportsRoutes, { prefix: `${API_BASE}/Shared`, db });
  await app.register(unreadRoutes, { prefix: `${API_BASE}/Ticketing`, db });
  await app.register(receivingRoutes, { prefix: `${API_BASE}/Receiving`, db });
  const worker = startWorker(db, {
    ...workerOptionsFromEnv(),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => worker.stop());

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
