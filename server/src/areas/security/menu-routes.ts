/** GET MainMenu and SideMenu, under Security/ and the LayoutMenu/ alias (shell §7, spec 3 §7 Security). */
import type { FastifyInstance } from 'fastify';
import { envelope } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { mainMenu, sideMenu } from './menu-service.ts';

export async function menuRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { getAll?: boolean } }>(
    '/MainMenu',
    {
      schema: {
        tags: ['Security'],
        summary: 'Main modules the user reaches; getAll=true lists every module (administrators).',
        querystring: { type: 'object', properties: { getAll: { type: 'boolean' } } },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return envelope(await mainMenu(db, user.userId, !!request.query.getAll && user.isAdmin), 200, 'OK', 'mainMenu');
    },
  );

  app.get<{ Querystring: { mainModuleId?: number } }>(
    '/SideMenu',
    {
      schema: {
        tags: ['Security'],
        summary: 'Side-menu entries the user may open, as a tree; mainModuleId narrows to one module.',
        querystring: { type: 'object', properties: { mainModuleId: { type: 'integer', minimum: 1 } } },
      },
    },
    async (request) =>
      envelope(await sideMenu(db, currentUser(request).userId, request.query.mainModuleId), 200, 'OK', 'sideMenu'),
  );
}
