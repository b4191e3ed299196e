/**
 * A hot query as a prepared statement: on PostgreSQL it is planned once per pooled connection and then only
 * executed (a package search by job number spent 1.2 ms of its 5 ms planning, issue 25); on PGlite, in process,
 * it runs as any other. The statement's name is a digest of its text, so each distinct text (a criterion, exact or
 * partial, with or without a scope) is a statement of its own and a name never meets two texts on one connection.
 * Rows come as arrays in the statement's column order (no object per row). On PostgreSQL every value is
 * PostgreSQL's text, numbers and times too: the caller converts the fields it answers (db/pg-time.ts), where the
 * driver's parsers, its Date and its row objects cost a job's 500 rows about 1 ms. On PGlite values come typed
 * (numbers as numbers, times as Dates); a caller reads either.
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
    rowMode: 'array';
    types: { getTypeParser: (oid: number, format?: string) => TypeParser };
  }): Promise<{ rows: unknown[] }>;
}

interface PGliteClient {
  query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[] }>;
}

/** node-postgres' Pool (PGlite's client keeps no pool counts). */
const isPool = (client: unknown): client is PgPool =>
  typeof client === 'object' && client !== null && 'totalCount' in client;

const asText: TypeParser = (value) => value;
/** No parser for any type: every value as PostgreSQL's text. */
const TEXT_ONLY = { getTypeParser: () => asText };

export async function executePrepared(db: Db, query: SQL): Promise<Array<readonly unknown[]>> {
  const client = (db as unknown as { $client: unknown }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (!isPool(client))
    return (await (client as PGliteClient).query(text, params, { rowMode: 'array' })).rows as unknown[][];
  const name = `a1_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  return (await client.query({ name, text, values: params, rowMode: 'array', types: TEXT_ONLY })).rows as unknown[][];
}
