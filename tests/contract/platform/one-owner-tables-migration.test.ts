/**
 * Migrations 0013, 0014, 0016, 0017 and 0020 (issue 24 point 3): the hours of the three old stores (ticket_timesheets,
 * work_timesheets, project_timesheets) move into the one timesheets table, and the files of the five old stores
 * (ticket_attachments, sprint_attachments, project_attachments, then a parcel job's receiving_attachments and a
 * problem card's package_issue_attachments) into the one attachments table, nothing lost, then the old tables go.
 * One database is filled by hand at migration 0012 with rows of each kind, migrated to 0019, filled with the job's
 * and the card's files, then migrated to the end.
 */
import { cpSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@a1/server/db/client';
import { cutMigrations, migrations, migrationsBefore } from '../../support/migrations';

const BEFORE = '0013_timesheets';

describe('timesheets and attachments of every owner kind in one table each', () => {
  let folder: string;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  beforeAll(async () => {
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
    await run(`INSERT INTO ticket_attachments (ticket_id, file_name, file_prefix, content_type, size, content, created_by,
                                               created_on)
               VALUES (41, 'steps.txt', 'p41', 'text/plain', 5, 'steps'::bytea, 'ana@a1demo.com', '2026-11-02T10:00Z')`);
    await run(`INSERT INTO sprint_attachments (sprint_id, file_name, file_prefix, content_type, size, content, created_by,
                                               created_on)
               VALUES (31, 'brief.txt', 'p31', 'text/plain', 5, 'brief'::bytea, 'ana@a1demo.com', '2026-11-03T10:00Z')`);
    // Kanban files were kept in base64; a card's file also named its project.
    await run(`INSERT INTO project_attachments (card_id, project_id, sprint_id, file_name, content_type, size, content,
                                                created_by, created_on)
               VALUES (42, 11, NULL, 'card.txt', 'text/plain', 4, 'Y2FyZA==', 'ana@a1demo.com', '2026-11-04T10:00Z'),
                      (NULL, 11, 32, 'crf.txt', 'text/plain', 3, 'Y3Jm', 'ana@a1demo.com', '2026-11-05T10:00Z'),
                      (NULL, 11, NULL, 'plan.txt', 'text/plain', 4, 'cGxhbg==', 'ana@a1demo.com', '2026-11-06T10:00Z')`);
    await run(`SET session_replication_role = origin`);
    // On to 0019: the migrator applies only what the database has not seen.
    cutMigrations(folder, '0020_jobs_and_cards_attachments');
    await db.migrate();
    await run(`SET session_replication_role = replica`); // no job 51 nor card 61 exists
    await run(`INSERT INTO receiving_attachments (job_id, file_name, file_prefix, content_type, size, description,
                                                  content, created_by, created_on)
               VALUES (51, 'bol.pdf', 'b51', 'application/pdf', 4, 'Bill of lading', 'bol!'::bytea, 'ana@a1demo.com',
                       '2026-11-07T10:00Z')`);
    // The cards' files were kept in base64, without a stored-name prefix.
    await run(`INSERT INTO package_issue_attachments (package_issue_id, file_name, content_type, size, content,
                                                      created_by, created_on)
               VALUES (61, 'damage.txt', 'text/plain', 6, 'ZGFtYWdl', 'ana@a1demo.com', '2026-11-08T10:00Z')`);
    await run(`SET session_replication_role = origin`);
    cpSync(migrations, folder, { recursive: true });
    await db.migrate();
  }, 120_000);

  it('moves each timesheet entry with its owner kind, hours, day, notes and deleted flag, then drops the old tables', async () => {
    const run = (q: string) => database!.db.execute(sql.raw(q));
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

  it('moves each file with its owner (a Kanban file to its card, else its feature, else its project) and bytes', async () => {
    const run = (q: string) => database!.db.execute(sql.raw(q));
    const rows = (
      await run(`SELECT owner_kind, owner_id, file_name, convert_from(content, 'UTF8') AS text, size, created_by,
                        length(file_prefix) > 0 AS has_prefix FROM attachments
                 WHERE owner_kind IN ('Ticket', 'Feature', 'Project') ORDER BY created_on`)
    ).rows;
    const file = (owner_kind: string, owner_id: number, file_name: string, text: string) => ({
      owner_kind,
      owner_id,
      file_name,
      text,
      size: text.length,
      created_by: 'ana@a1demo.com',
      has_prefix: true,
    });
    expect(rows).toEqual([
      file('Ticket', 41, 'steps.txt', 'steps'),
      file('Feature', 31, 'brief.txt', 'brief'),
      file('Ticket', 42, 'card.txt', 'card'),
      file('Feature', 32, 'crf.txt', 'crf'),
      file('Project', 11, 'plan.txt', 'plan'),
    ]);
    const old = await run(`SELECT table_name FROM information_schema.tables
      WHERE table_name IN ('ticket_attachments', 'sprint_attachments', 'project_attachments')`);
    expect(old.rows).toEqual([]);
  });

  it("moves a job's and a problem card's files with their owner, name, bytes, description and author (0020)", async () => {
    const run = (q: string) => database!.db.execute(sql.raw(q));
    const rows = (
      await run(`SELECT owner_kind, owner_id, file_name, content_type, size, description,
                        convert_from(content, 'UTF8') AS text, created_by, created_on::text AS created_on,
                        length(file_prefix) AS prefix FROM attachments
                 WHERE owner_kind IN ('Job', 'PackageIssue') ORDER BY created_on`)
    ).rows;
    expect(rows).toEqual([
      {
        owner_kind: 'Job',
        owner_id: 51,
        file_name: 'bol.pdf',
        content_type: 'application/pdf',
        size: 4,
        description: 'Bill of lading',
        text: 'bol!',
        created_by: 'ana@a1demo.com',
        created_on: expect.stringMatching(/^2026-11-07 10:00:00/),
        prefix: 3,
      },
      {
        owner_kind: 'PackageIssue',
        owner_id: 61,
        file_name: 'damage.txt',
        content_type: 'text/plain',
        size: 6,
        description: null,
        // Base64 "ZGFtYWdl" is decoded to the file's own bytes.
        text: 'damage',
        created_by: 'ana@a1demo.com',
        created_on: expect.stringMatching(/^2026-11-08 10:00:00/),
        // A stored-name prefix is made as the upload check makes one: 16 hex characters.
        prefix: 16,
      },
    ]);
    const old = await run(`SELECT table_name FROM information_schema.tables
      WHERE table_name IN ('receiving_attachments', 'package_issue_attachments')`);
    expect(old.rows).toEqual([]);
  });

  it('refuses an owner kind the product does not have', async () => {
    const refused = await database!.db
      .execute(
        sql.raw(`INSERT INTO attachments (owner_kind, owner_id, file_name, file_prefix, content_type, size, content,
                                          created_by)
                 VALUES ('Invoice', 1, 'x.txt', 'p', 'text/plain', 1, 'x'::bytea, 'ana@a1demo.com')`),
      )
      .then(
        () => 'inserted',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(refused).toMatch(/attachments_owner_kind/);
  });
});
