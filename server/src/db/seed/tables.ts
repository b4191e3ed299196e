/** The tables the demo fills: emptied before a seed, their sequences moved past the explicit ids after it. */
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

const SERIAL_TABLES = [
  'subsidiaries',
  'locations',
  'departments',
  'users',
  'roles',
  'modules',
  'menu_items',
  'sessions',
  'login_events',
  'projects',
  'initiatives',
  'phases',
  'health_statuses',
  'features',
  'lanes',
  'schedule_groups',
  'customers',
  'tickets',
  'ticket_comments',
  'timesheet_categories',
  'timesheets',
  'job_statuses',
  'jobs',
  'languages',
  'translation_keys',
  'translations',
  'job_status_history',
  'job_hold_events',
  'bins',
  'receptacles',
  'job_pieces',
  'job_adjustments',
  'feature_issues',
  'feature_issue_comments',
  'feature_supporting_documents',
  'project_history',
  'attachments',
  'kanban_comments',
  'kanban_checklists',
  'kanban_tags',
  'kanban_notes',
  'packages',
  'package_items',
  'tracking_events',
  'package_notes',
  'package_labels',
  'label_prints',
  'package_pim_changes',
  'package_returns',
  'problem_lanes',
  'problem_categories',
  'problem_issues',
  'problem_issue_levels',
  'package_issues',
  'package_issue_activity',
  'package_issue_comments',
  'problem_default_comments',
  'problem_saved_filters',
  'problem_category_mappings',
  'dangerous_goods',
  'denied_party_lists',
  'denied_party_entries',
  'denied_party_screenings',
];

/**
 * Empties every table (the `seed` command re-creates the demo from nothing): every table the Drizzle schema declares,
 * which is every table there is (scripts/db-check.sh), so an area's new tables are never forgotten here.
 */
export async function clearAll(db: Db): Promise<void> {
  const tables = (Object.values(t) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
  await db.execute(sql.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

/** After explicit ids, move each sequence past the largest id so new rows do not collide. */
export async function resetSequences(db: Db): Promise<void> {
  for (const name of SERIAL_TABLES) {
    const statement: SQL = sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${name}"), 1))`,
    );
    await db.execute(statement);
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
  return rows[0].n === 0;
}
