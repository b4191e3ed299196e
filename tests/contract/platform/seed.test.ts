/** The demo data: sized to exercise the screens, spec-fixed ids present, and re-creatable by `pnpm seed`. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JOB_STATUSES } from '@a1/shared/constants/jobs';
import { openDatabase, type Database } from '@a1/server/db/client';
import { seedDemo } from '@a1/server/db/seed/index';
import { adminDatabaseUrl, requirePostgres } from '../../support/test-server';
import { createDatabase, databaseUrl, dropDatabase } from '../../support/pg-admin';

const count = async (database: Database, table: string): Promise<number> => {
  const result = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
  return (result.rows[0] as { n: number }).n;
};

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedDemo(database.db);
  });
  afterAll(async () => database?.close());

  it('has the sizes the screens need', async () => {
    expect(await count(database, 'users')).toBe(40);
    expect(await count(database, 'projects')).toBe(20);
    expect(await count(database, 'initiatives')).toBe(80);
    expect(await count(database, 'features')).toBe(400);
    expect(await count(database, 'tickets')).toBe(5000);
    expect(await count(database, 'ticket_comments')).toBeGreaterThan(5000);
    const ticketHours = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM timesheets WHERE owner_kind = 'Ticket'`,
    );
    expect((ticketHours.rows[0] as { n: number }).n).toBeGreaterThan(1000);
    expect(await count(database, 'jobs')).toBe(2000);
  });

  it("covers every job status, department and both subsidiaries, and has the spec's fixed ids", async () => {
    const statuses = await database.db.execute(
      sql`SELECT DISTINCT s.name FROM jobs j JOIN job_statuses s ON s.id = j.status_id`,
    );
    expect(statuses.rows.map((r: any) => r.name)).toEqual(expect.arrayContaining([...JOB_STATUSES]));
    const departments = await database.db.execute(
      sql`SELECT DISTINCT d.name FROM users u JOIN departments d ON d.id = u.department_id`,
    );
    expect(departments.rows.map((r: any) => r.name).sort()).toEqual([
      'Customer Service',
      'Finance',
      'IT',
      'Operations',
      'Pricing',
      'Sales',
    ]);
    const subsidiaries = await database.db.execute(
      sql`SELECT DISTINCT s.name FROM users u JOIN subsidiaries s ON s.id = u.subsidiary_id`,
    );
    expect(subsidiaries.rows.map((r: any) => r.name).sort()).toEqual(['France', 'USA']);
    const fixed = await database.db.execute(sql`SELECT
      (SELECT count(*)::int FROM projects WHERE id IN (165, 282, 881, 1475)) AS projects,
      (SELECT count(*)::int FROM initiatives WHERE id IN (442, 4317, 8807)) AS initiatives,
      (SELECT count(*)::int FROM features WHERE id IN (13837, 50094)) AS features,
      (SELECT count(*)::int FROM phases WHERE id = 106) AS phase,
      (SELECT count(*)::int FROM users WHERE id = 3802) AS extra_owner,
      (SELECT count(*)::int FROM roles WHERE name = 'CRF Senior Manager Approval') AS approval_role`);
    expect(fixed.rows[0]).toEqual({
      projects: 4,
      initiatives: 3,
      features: 2,
      phase: 1,
      extra_owner: 1,
      approval_role: 1,
    });
  });

  it('has English and French translations', async () => {
    const rows = await database.db.execute(
      sql`SELECT l.iso2, count(*)::int AS n FROM translations t JOIN languages l ON l.id = t.language_id GROUP BY l.iso2 ORDER BY l.iso2`,
    );
    expect(rows.rows.map((r: any) => r.iso2)).toEqual(['en', 'fr']);
    expect((rows.rows[0] as any).n).toBe((rows.rows[1] as any).n);
    // A name translated in a context (the ticket type "Report", not the Reports module) reads as the name in English.
    const report = await database.db.execute(
      sql`SELECT l.iso2, t.value FROM translations t JOIN languages l ON l.id = t.language_id
          JOIN translation_keys k ON k.id = t.key_id WHERE k.name = 'db.ticketType.Report' ORDER BY l.iso2`,
    );
    expect(report.rows.map((r: any) => [r.iso2, r.value])).toEqual([
      ['en', 'Report'],
      ['fr', 'Rapport'],
    ]);
  });

  it('`pnpm seed` re-creates the demo data on PostgreSQL (run twice: same result)', async () => {
    await requirePostgres();
    const adminUrl = adminDatabaseUrl;
    const name = `a1_seed_${process.pid}`;
    await dropDatabase(adminUrl, name);
    await createDatabase(adminUrl, name);
    const url = databaseUrl(adminUrl, name);
    const seedCli = path.resolve(import.meta.dirname, '../../../server/src/seed-cli.ts');
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', seedCli], {
        env: { ...process.env, DATABASE_URL: url },
      });
    try {
      await run();
      const { stdout } = await run();
      expect(stdout).toMatch(/Demo data re-created/);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const { rows } = await check.query(
        'SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM users) AS users',
      );
      await check.end();
      expect(rows[0]).toEqual({ tickets: 5000, users: 40 });
    } finally {
      await dropDatabase(adminUrl, name);
    }
  });
});
