/** The names an update's change text gives (the e-mail's): each field's label, and a row's or user's name. */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema/index.ts';
import type { Exec } from './ticket-write-types.ts';

export const LABELS: Record<string, string> = {
  title: 'Title',
  type: 'Type',
  priority: 'Priority',
  moduleName: 'Main Module',
  subModuleName: 'Sub Module',
  points: 'Points',
  sortPriority: 'Sort Priority',
  sticker: 'Sticker',
  crfLink: 'CRF Link',
  endDate: 'End Date',
};

export async function nameOf(db: Exec, table: PgTable & { id: PgColumn; name: PgColumn }, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ name: table.name })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return (row?.name as string | undefined) ?? String(id);
}

export async function userName(db: Exec, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ name: t.users.fullName }).from(t.users).where(eq(t.users.id, id));
  return row?.name ?? String(id);
}
