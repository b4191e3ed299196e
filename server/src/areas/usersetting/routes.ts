/** UserSetting/: locations, workstation settings, scale list and the user's own settings (shell §7). */
import type { FastifyInstance } from 'fastify';
import { envelope } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { userLocations } from '../security/users.ts';
import { workstationRoutes } from './workstation-routes.ts';
import { userSettingsRoutes } from './user-settings-routes.ts';

export async function userSettingRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/LocationList',
    { schema: { tags: ['UserSetting'], summary: 'Locations the user may work at, with the default flagged.' } },
    async (request) => envelope(await userLocations(db, currentUser(request).userId)),
  );
  await workstationRoutes(app, { db });
  await userSettingsRoutes(app, { db });
}
