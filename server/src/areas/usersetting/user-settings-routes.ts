/** GET/PUT UserSetting/UserSettings: the User Settings dialog (shell §2, §5). Defaults until first saved. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { envelope, GRID_FONT_SIZE } from '@a1/shared';
import { TICKETING_ENVIRONMENTS } from '@a1/shared/constants/shell';
import type { UserSettings } from '@a1/shared/contract/shell-routes';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { currentUser } from '../../http/context.ts';
import { A1Error } from '../../http/errors.ts';
import { userLocations } from '../security/users.ts';

const tags = ['UserSetting'];

async function readSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(t.userSettings).where(eq(t.userSettings.userId, userId)).limit(1);
  if (row)
    return {
      autoPrintErrorLabel: row.autoPrintErrorLabel,
      locationId: row.locationId,
      gridFontSize: row.gridFontSize,
      ticketingEnvironment: row.ticketingEnvironment,
    };
  const locations = await userLocations(db, userId);
  const location = locations.find((l) => l.isDefault) ?? locations[0];
  return {
    autoPrintErrorLabel: true,
    locationId: location?.locationId ?? null,
    gridFontSize: GRID_FONT_SIZE.default,
    ticketingEnvironment: TICKETING_ENVIRONMENTS[0],
  };
}

export async function userSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/UserSettings',
    {
      schema: {
        tags,
        summary: "The signed-in user's settings (auto-print error, location, grid font size, ticketing environment).",
      },
    },
    async (request) => envelope(await readSettings(db, currentUser(request).userId)),
  );

  app.put<{ Body: UserSettings }>(
    '/UserSettings',
    {
      schema: {
        tags,
        summary:
          "Save the signed-in user's settings. Grid font size 25–200 in steps of 5; the location must be one of the user's.",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['autoPrintErrorLabel', 'locationId', 'gridFontSize'],
          properties: {
            autoPrintErrorLabel: { type: 'boolean' },
            locationId: { type: 'integer', minimum: 1 },
            gridFontSize: {
              type: 'integer',
              minimum: GRID_FONT_SIZE.min,
              maximum: GRID_FONT_SIZE.max,
              multipleOf: GRID_FONT_SIZE.step,
            },
            ticketingEnvironment: { type: 'string', enum: [...TICKETING_ENVIRONMENTS] },
          },
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const b = request.body;
      if (!(await userLocations(db, userId)).some((l) => l.locationId === b.locationId)) {
        throw new A1Error(400, 'Invalid body: locationId is not one of your locations.');
      }
      const values = {
        autoPrintErrorLabel: b.autoPrintErrorLabel,
        locationId: b.locationId,
        gridFontSize: b.gridFontSize,
        ticketingEnvironment: b.ticketingEnvironment ?? TICKETING_ENVIRONMENTS[0],
        updatedOn: new Date(),
      };
      await db
        .insert(t.userSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: t.userSettings.userId, set: values });
      return envelope(await readSettings(db, userId));
    },
  );
}
