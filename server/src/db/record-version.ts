/**
 * Optimistic saves of versioned records (design §3, issue 23 point 8). The write itself carries the check:
 * `UPDATE … WHERE id = $1 AND version = $2`, one atomic statement; the table trigger (migration 0010) adds 1 to
 * the version. When nothing was written because the version moved on, staleRecord answers who saved and when.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { RECORD_VERSION_MESSAGES } from '@a1/shared';
import type { Db } from './client.ts';
import * as t from './schema/index.ts';
import { A1Error } from '../http/errors.ts';

type Exec = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type VersionedTable =
  typeof t.tickets | typeof t.features | typeof t.initiatives | typeof t.featureIssues | typeof t.jobs | typeof t.users;

/** The row with this id, and at this version when the caller sent one (clients without versions still save). */
export function atVersion(table: VersionedTable, id: number, version: number | undefined): SQL {
  return version === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.version, version))!;
}

/**
 * The 409 for a save that found the record at another version: "changed by {name} at {time}; reload to see it".
 * Null when the record is gone (the caller answers its own 404).
 */
export async function staleRecord(db: Exec, table: VersionedTable, id: number): Promise<A1Error | null> {
  const rows = (await db.execute(
    sql`SELECT r.modified_on AS "at", u.full_name AS "name" FROM ${table} r
        LEFT JOIN ${t.users} u ON u.id = r.modified_by WHERE r.id = ${id}`,
  )) as unknown as { rows: Array<{ at: string | Date | null; name: string | null }> };
  const row = rows.rows[0];
  if (!row) return null;
  const at = row.at ? new Date(row.at) : new Date();
  const name = row.name ?? RECORD_VERSION_MESSAGES.unknownSaver;
  return new A1Error(409, RECORD_VERSION_MESSAGES.changedBy(name, RECORD_VERSION_MESSAGES.formatTime(at)));
}

/**
 * Throws the 409 when an update guarded by atVersion wrote no row though the caller sent a version and the record
 * exists; returns when it wrote, or when the record is gone (the caller's 404).
 */
export async function requireWritten(
  db: Exec,
  table: VersionedTable,
  id: number,
  version: number | undefined,
  written: readonly unknown[],
): Promise<void> {
  if (written.length > 0 || version === undefined) return;
  const stale = await staleRecord(db, table, id);
  if (stale) throw stale;
}
