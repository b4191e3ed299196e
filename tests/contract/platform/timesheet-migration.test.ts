/**
 * Migrations 0013 and 0014 (issue 24 point 3): the hours of the three old stores (ticket_timesheets,
 * work_timesheets, project_timesheets) move into the one timesheets table, nothing lost, then the old tables go.
 * A database at migration 0012 is filled by hand with one entry of each kind, then migrated to the end.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@a1/server/db/client';

const migrations = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@a1/server/db/client')),
  'migrations',
);
const BEFORE = '0013_timesheets';

/** A copy of the migrations folder with the journal cut before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'a1-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

describe('the timesheets of every owner kind in one table', () => {
  let folder: string;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('moves each entry with its owner kind, hours, day, notes and deleted flag, then drops the old tables', async () => {
    folder = migrationsBefore(BEFORE);
    const db = (database = await openDatabase({ migrationsFolder: folder }));
    await db.migrate();
    const run = (q: string) => db.db.execute(sql.raw(q));
    await run(`SET session_replication_role = replica`); // the hand-made rows skip the owners' keys
    await run(`INSERT INTO timesheet_categories (id, name) VALUES (3, 'Testing')`);
    // The author: the one table keeps its foreign key to users (the owners are a kind and an id).
    await run(`INSERT INTO users (id, kanban_user_id, email, username, full_name, subsidiary_id)
               VALUES (7, 7, 'ana@a1demo.com', 'ana', 'Ana Roy', 1)`);
    await run(`INSERT INTO ticket_timesheets (ticket_id, user_id, date, hours, category_id, notes, is_enabled, created_by)
               VALUES (41, 7, '2026-11-02', 1.5, 3, 'Repro', true, 'ana@a1demo.com'),
                      (41, 7, '2026-11-03', 0.5, 3, 'Deleted', false, 'ana@a1demo.com')`);
    await run(`INSERT INTO work_timesheets (kind, parent_id, user_id, date, hours, category_id, notes, created_by)
               VALUES ('Feature', 31, 7, '2026-11-04', 2, 3, 'Workshop', 'ana@a1demo.com'),
                      ('Initiative', 21, 7, '2026-11-05', 3, 3, 'Planning', 'ana@a1demo.com')`);
    await run(`INSERT INTO project_timesheets (project_id, user_id, date, hours, category_id, notes, created_by)
               VALUES (11, 7, '2026-11-06', 4, 3, 'Steering', 'ana@a1demo.com')`);
    await run(`SET session_replication_role = origin`);
    // On with the whole folder: the migrator applies only what the database has not seen.
    cpSync(migrations, folder, { recursive: true });
    await db.migrate();
    const rows = (
      await run(`SELECT owner_kind, owner_id, user_id, date::text AS date, hours::float AS hours, category_id, notes,
                        is_enabled, created_by FROM timesheets ORDER BY date`)
    ).rows;
    expect(rows).toEqual([
      {
        owner_kind: 'Ticket',
        owner_id: 41,
        user_id: 7,
        date: '2026-11-02',
        hours: 1.5,
        category_id: 3,
        notes: 'Repro',
        is_enabled: true,
        created_by: 'ana@a1demo.com',
      },
      {
        owner_kind: 'Ticket',
        owner_id: 41,
        user_id: 7,
        date: '2026-11-03',
        hours: 0.5,
        category_id: 3,
        notes: 'Deleted',
        is_enabled: false,
        created_by: 'ana@a1demo.com',
      },
      {
        owner_kind: 'Feature',
        owner_id: 31,
        user_id: 7,
        date: '2026-11-04',
        hours: 2,
        category_id: 3,
        notes: 'Workshop',
        is_enabled: true,
        created_by: 'ana@a1demo.com',
      },
      {
        owner_kind: 'Initiative',
        owner_id: 21,
        user_id: 7,
        date: '2026-11-05',
        hours: 3,
        category_id: 3,
        notes: 'Planning',
        is_enabled: true,
        created_by: 'ana@a1demo.com',
      },
      {
        owner_kind: 'Project',
        owner_id: 11,
        user_id: 7,
        date: '2026-11-06',
        hours: 4,
        category_id: 3,
        notes: 'Steering',
        is_enabled: true,
        created_by: 'ana@a1demo.com',
      },
    ]);
    const old = await run(`SELECT table_name FROM information_schema.tables
      WHERE table_name IN ('ticket_timesheets', 'work_timesheets', 'project_timesheets', 'feature_timesheets',
                           'initiative_timesheets')`);
    expect(old.rows).toEqual([]);
  });
});
