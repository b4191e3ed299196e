/**
 * Which packages a caller sees (issue 25 "Who sees what"), decided on the server from the caller alone: internal
 * staff every package; an external account only those of the customers it acts for (user_customers), none without.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { intArray } from '../../db/sql-arrays.ts';

/** null: every package; else the customers whose packages the caller sees (possibly none). */
export type Scope = readonly number[] | null;

export async function scopeOf(db: Db, user: SessionUser): Promise<Scope> {
  if (user.isInternal) return null;
  const rows = await db
    .select({ customerId: t.userCustomers.customerId })
    .from(t.userCustomers)
    .where(eq(t.userCustomers.userId, user.userId));
  return rows.map((r) => r.customerId);
}

/** The scope as a condition on packages: one array parameter, so a search's text is the same for any scope. */
export const inScope = (scope: Scope): SQL | undefined =>
  scope === null
    ? undefined
    : scope.length === 0
      ? sql`FALSE`
      : sql`${t.packages.customerId} = ANY(${intArray(scope)})`;
