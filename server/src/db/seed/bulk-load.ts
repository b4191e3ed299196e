/**
 * Bulk loading for the demo packages: rows sent as PostgreSQL array literals, a column each, which unnest reads back,
 * into tables whose secondary indexes are built once after the load.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

export type Cell = string | number | boolean | null;
export type ArrayType = 'int' | 'text' | 'float8' | 'numeric' | 'timestamptz' | 'bool';

/**
 * A PostgreSQL array's text form ({1,"a b",NULL}) of the values, every text quoted with its quotes and backslashes
 * escaped: sent as one bound parameter and cast (`$1::text[]`), never spliced into the statement.
 */
export function arrayLiteral(values: readonly Cell[]): string {
  const cells = values.map((v) =>
    v === null ? 'NULL' : typeof v === 'string' ? `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"` : String(v),
  );
  return `{${cells.join(',')}}`;
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again from their own definitions as
 * the database holds them (pg_indexes): building an index once over 20,000 rows costs a fraction of adding every row
 * to it, above all the trigram (GIN) ones. Indexes behind a constraint (primary key, unique) stay.
 */
export async function withIndexesDeferred(db: Db, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes = (
    await db.execute(sql`
      SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ${tables}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.indexname))::regclass)`)
  ).rows as Array<{ indexname: string; indexdef: string }>;
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.indexname)}`);
  await load();
  // The definitions come from the catalog, not from input.
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
}
