/** Row helpers of the project-tracking services: the transaction type, a 404 for a missing row, deletes, known ids. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

/** A transaction or the database: both run the same queries. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raises a 404 the caller can act on when a row is missing. */
export function found<R>(row: R | undefined, what: string, id: number): R {
  if (!row) throw new A1Error(404, `${what} ${id} does not exist.`);
  return row;
}

/** Deletes the row with this id (a hard delete); answers how many rows went, 1 or 0. */
export async function deleteById(
  db: Tx,
  table: typeof t.kanbanComments | typeof t.kanbanChecklists,
  id: number,
): Promise<number> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length;
}

/**
 * Refuses ids that name no row of the table, with a 400 naming the field and the missing ids (e.g. "tagIds: no tag
 * 7, 9.").
 */
export async function requireKnownIds(
  db: Tx,
  table: typeof t.kanbanTags | typeof t.tickets,
  ids: number[],
  field: string,
  noun: string,
): Promise<void> {
  if (!ids.length) return;
  const known = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
  );
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw new A1Error(400, `${field}: no ${noun} ${missing.join(', ')}.`);
}
