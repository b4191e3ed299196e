/**
 * A hot query as a prepared statement: on PostgreSQL it is planned once per pooled connection and then only
 * executed (a package search by job number spent 1.2 ms of its 5 ms planning, issue 25); on PGlite, in process,
 * it runs as any other. The statement's name is a digest of its text, so each distinct text (a criterion, exact or
 * partial, with or without a scope) is a statement of its own and a name never meets two texts on one connection. Rows come as
 * `db.execute` gives them: dates and times as PostgreSQL's text, as drizzle reads them (its Date parser also cost a
 * job's 500 rows 0.7 ms).
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

type TypeParser = (value: string) => unknown;
interface PgPool {
  totalCount: number;
  query(config: {
    name: string;
    text: string;
    values: unknown[];
    types: { getTypeParser: (oid: number, format?: string) => TypeParser };
  }): Promise<{ rows: unknown[] }>;
}

/** node-postgres' Pool (PGlite's client keeps no pool counts). */
const isPool = (client: unknown): client is PgPool =>
  typeof client === 'object' && client !== null && 'totalCount' in client;

/** timestamp, timestamptz, date and interval: left as text, as drizzle's node-postgres session leaves them. */
const AS_TEXT = new Set([1114, 1184, 1082, 1186]);
let parsers: { getTypeParser: (oid: number, format?: string) => TypeParser } | undefined;

/** The driver's parsers but for dates and times; pg loads only here, where the engine is PostgreSQL. */
async function driverParsers() {
  if (!parsers) {
    const { types } = (await import('pg')).default;
    parsers = {
      getTypeParser: (oid, format) =>
        AS_TEXT.has(oid) ? (value) => value : (types.getTypeParser(oid, format as 'text') as TypeParser),
    };
  }
  return parsers;
}

export async function executePrepared<R>(db: Db, query: SQL): Promise<R[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!isPool(client)) return (await db.execute(query)).rows as R[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `a1_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  return (await client.query({ name, text, values: params, types: await driverParsers() })).rows as R[];
}
