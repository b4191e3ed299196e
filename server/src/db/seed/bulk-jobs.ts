/**
 * Bench volume of jobs (issue 14 Speed): tops the jobs table up to `total` rows in one INSERT … SELECT over
 * generate_series, so 100,000 jobs take seconds rather than the minutes of row-by-row seeding. The rows look
 * like the demo's (every status, customer, location and type; invoice numbers on closed jobs), created over
 * the last `spreadDays` days (deterministic, not random), each with its first status-history row.
 * Used by `pnpm seed --jobs <n>` and tests/bench/jobs.bench.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

export const BULK_JOBS_SPREAD_DAYS = 365;

/** `--jobs 100000` or `--jobs=100000`: undefined when absent; a clear error when not a whole number. */
export function jobCountArg(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--jobs' || a.startsWith('--jobs='));
  if (i < 0) return undefined;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 2_000_000)
    throw new Error(`--jobs wants a whole number up to 2000000, not "${raw}".`);
  return n;
}

/** Adds jobs until the table holds `total`; answers how many were added. */
export async function addBulkJobs(db: Db, total: number, spreadDays = BULK_JOBS_SPREAD_DAYS): Promise<number> {
  const [{ existing, last }] = await db
    .select({ existing: sql<number>`count(*)::int`, last: sql<number>`COALESCE(max(${t.jobs.id}), 0)::int` })
    .from(t.jobs);
  const add = total - existing;
  if (add <= 0) return 0;
  const spreadSeconds = spreadDays * 86_400;
  await db.transaction(async (tx) => {
    // Numbers continue the demo's J0240001…; a multiplicative hash spreads creation times evenly but not in order.
    await tx.execute(sql`
      WITH s AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM job_statuses),
           c AS (SELECT array_agg(id ORDER BY id) AS ids FROM customers),
           l AS (SELECT array_agg(id ORDER BY id) AS ids FROM locations),
           g AS (
             SELECT g, now() - ((g::bigint * 2654435761) % ${spreadSeconds}) * interval '1 second' AS created,
                    (g % cardinality(s.ids)) + 1 AS si
             FROM generate_series(${last + 1}::int, ${last + add}::int) AS g, s
           )
      INSERT INTO jobs (number, customer_id, status_id, location_id, type, first_invoice_number,
                        dandt_invoice_number, received_by, received_on, closed_on, created_by, created_on,
                        updated_on, product_name, is_mail)
      SELECT 'J' || lpad((240000 + g.g)::text, 7, '0'),
             c.ids[(g.g % cardinality(c.ids)) + 1],
             s.ids[g.si],
             l.ids[(g.g % cardinality(l.ids)) + 1],
             (ARRAY['Mail', 'Parcel', 'Returns', 'Freight'])[(g.g % 4) + 1],
             CASE WHEN s.names[g.si] IN ('Closed', 'DNB Job Closed', 'Invoiced') THEN 'INV' || (100000 + g.g) END,
             CASE WHEN s.names[g.si] IN ('Closed', 'DNB Job Closed', 'Invoiced') AND g.g % 2 = 0
                  THEN 'DT' || (200000 + g.g) END,
             CASE WHEN s.names[g.si] NOT IN ('Open', 'Not Received') THEN 'ops.manager@a1demo.com' END,
             CASE WHEN s.names[g.si] NOT IN ('Open', 'Not Received') THEN g.created END,
             CASE WHEN s.names[g.si] IN ('Closed', 'DNB Job Closed', 'Invoiced') THEN g.created + interval '3 days' END,
             'seed', g.created, g.created + interval '1 day',
             (ARRAY['Economy Mail', 'Business Parcel', 'Priority Tracked', 'Freight Consolidation'])[(g.g % 4) + 1],
             g.g % 4 = 0
      FROM g, s, c, l`);
    await tx.execute(sql`
      INSERT INTO job_status_history (job_id, from_status_id, to_status_id, changed_by, changed_on)
      SELECT id, NULL, status_id, 'seed', created_on FROM jobs WHERE id > ${last}`);
  });
  await db.execute(sql`ANALYZE jobs`);
  return add;
}
