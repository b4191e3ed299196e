/** UserSetting/: the signed-in user's locations (shell §7). */
import type { FastifyInstance } from 'fastify';
import { envelope } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { userLocations } from '../security/users.ts';

export async function userSettingRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/LocationList', { schema: { tags: ['UserSetting'], summary: 'Locations the user may work at, with the default flagged.' } },
    async (request) => envelope(await userLocations(db, currentUser(request).userId)));
}
