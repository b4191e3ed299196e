/** User lookups shared by the security calls. */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Location, LoginUser } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type UserRow = typeof t.users.$inferSelect;

/** Finds a user by e-mail or username, ignoring case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(t.users)
    .where(or(eq(sql`lower(${t.users.email})`, key), eq(sql`lower(${t.users.username})`, key)))
    .limit(1);
  return rows[0];
}

export async function userLocations(db: Db, userId: number): Promise<Location[]> {
  const rows = await db
    .select({
      locationId: t.locations.id,
      locationName: t.locations.name,
      subsidiaryName: t.subsidiaries.name,
      division: t.locations.division,
      isDefault: t.userLocations.isDefault,
    })
    .from(t.userLocations)
    .innerJoin(t.locations, eq(t.locations.id, t.userLocations.locationId))
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.locations.subsidiaryId))
    .where(eq(t.userLocations.userId, userId))
    .orderBy(asc(t.locations.id));
  return rows;
}

export async function toLoginUser(db: Db, user: UserRow): Promise<LoginUser> {
  return {
    userId: user.id,
    kanbanUserId: user.kanbanUserId,
    username: user.username,
    userFullName: user.fullName,
    defaultMainModule: user.defaultMainModule,
    isInternal: user.isInternal,
    isInternalSecure: user.isInternalSecure,
    changeUsername: user.changeUsername,
    changePassword: user.changePassword,
    availableLocations: await userLocations(db, user.id),
  };
}
