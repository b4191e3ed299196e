/** The people of the project-tracking dialogs: user options by role or id, a person field's e-mail, global users. */
import { asc, eq, sql } from 'drizzle-orm';
import type { UserOption } from '@a1/shared/contract/projecttracking';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { Tx } from './rows.ts';

const userOptionColumns = {
  appUserId: t.users.id,
  userEmail: t.users.email,
  userFullName: t.users.fullName,
  departmentId: t.users.departmentId,
};

export async function usersWithRole(db: Tx, roleName: string): Promise<UserOption[]> {
  return db
    .selectDistinct(userOptionColumns)
    .from(t.users)
    .innerJoin(t.userRoles, eq(t.userRoles.userId, t.users.id))
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(eq(t.roles.name, roleName))
    .orderBy(asc(t.users.fullName), asc(t.users.id));
}

export async function userById(db: Tx, id: number): Promise<UserOption | null> {
  const [row] = await db.select(userOptionColumns).from(t.users).where(eq(t.users.id, id));
  return row ?? null;
}

/** The user id of an e-mail (case-insensitive); a person field of a feature must name a known user. */
export async function userIdByEmail(db: Tx, email: string | null | undefined, field: string): Promise<number | null> {
  if (!email) return null;
  const [row] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(sql`lower(${t.users.email}) = lower(${email})`);
  if (!row) throw new A1Error(400, `${field}: no user has the e-mail ${email}.`);
  return row.id;
}

/** Global: the user's subsidiary is not USA (shell §6). */
export async function isGlobalUser(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ name: t.subsidiaries.name })
    .from(t.users)
    .leftJoin(t.subsidiaries, eq(t.subsidiaries.id, t.users.subsidiaryId))
    .where(eq(t.users.id, userId));
  return row?.name !== 'USA';
}
