/**
 * A consignee name is found in a database of any locale. PostgreSQL's upper() follows the database's LC_CTYPE: in a
 * C-locale database upper('Lefèvre') is 'LEFèVRE', and a name key built with it missed every accented search (a run
 * on such a cluster found nobody for "lefèvre"). The key is built from shared's own letters (CASE_FOLD) instead.
 * PostgreSQL only: PGlite's locale is fixed; the suite's server makes a C-locale database from template0 (a copy of
 * the seeded template cannot change its locale), migrated, with the few rows a search reads.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@a1/server/db/client';
import * as t from '@a1/server/db/schema/index';
import { findPackages } from '@a1/server/areas/packagesearch/search';
import { createDatabaseInLocale, databaseUrl, dropDatabase } from '../../support/pg-admin';
import { adminDatabaseUrl, requirePostgres } from '../../support/test-server';

describe('package search in a C-locale PostgreSQL database', () => {
  const name = `a1_clocale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database: Database;
  /** Consignee name → package id. */
  const ids = new Map<string, number>();
  beforeAll(async () => {
    await requirePostgres();
    await createDatabaseInLocale(adminDatabaseUrl, name, 'C');
    database = await openDatabase({ databaseUrl: databaseUrl(adminDatabaseUrl, name), statementTimeoutMs: 0 });
    await database.migrate();
    const [customer] = await database.db.insert(t.customers).values({ name: 'Locale Test' }).returning();
    const inserted = await database.db
      .insert(t.packages)
      .values(
        ['Zoë Lefèvre', 'Łukasz Żółć', 'Jean Martin'].map((consigneeName, i) => ({
          trackingNumber: `LC${i}`,
          customerId: customer.id,
          service: 'Standard',
          status: 'In transit',
          consigneeName,
          consigneeAddress1: '1 rue de la Paix',
          consigneeCity: 'Paris',
          consigneeCountry: 'FR',
          weightKg: 1,
          declaredValue: '10.00',
          currency: 'EUR',
        })),
      )
      .returning({ id: t.packages.id, consigneeName: t.packages.consigneeName });
    for (const p of inserted) ids.set(p.consigneeName, p.id);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await dropDatabase(adminDatabaseUrl, name);
  });

  it('T-287: the database really is C: upper() leaves an accent alone there', async () => {
    const { rows } = await database.db.execute<{ up: string }>(sql`SELECT upper('lefèvre') AS up`);
    expect(rows[0].up).toBe('LEFèVRE');
  });

  it('T-287: a part of an accented name finds it however it is typed, and only it', async () => {
    for (const term of ['lefèvre', 'LEFÈVRE', 'Lefèvre', 'żółć']) {
      const found = await findPackages(database.db, null, { searchCriteria: 'consigneeName', searchTerm: term });
      const expected = term === 'żółć' ? 'Łukasz Żółć' : 'Zoë Lefèvre';
      expect([...found.matches.keys()], term).toEqual([ids.get(expected)]);
      expect(found.notFound, term).toEqual([]);
    }
  });
});
