/**
 * The one builder of the Job shape (spec 3 §3 job as Job/All lists it): every read of listed jobs — Job/All and
 * its stream, the job admin lists — and the Job part of Job/General come from here. PostgreSQL answers each row
 * already in the Job shape — only the columns the list shows, the names joined, timestamps as ISO 8601 text — so
 * Node neither parses 35 columns nor builds Dates per row only to format them again (issue 14 Speed: the default
 * 61 days of 100,000 jobs is some 17,000 rows).
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Job } from '@a1/shared';
import { LIST_MAX_ROWS } from '@a1/shared/constants/limits';
import * as t from '../../db/schema/index.ts';
import type { Reader } from './reader.ts';

/** A timestamp column as Date.prototype.toISOString() writes it (UTC, milliseconds, Z). */
const iso = (column: string) => sql.raw(`to_char(jobs.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Jobs with their names resolved, in the Job shape, in `order` (id by default). Without a limit, at most
 * LIST_MAX_ROWS + 1: a whole list past the cap is refused by the route (http/route.ts), and reading one row more
 * is how it knows.
 */
export async function selectJobRows(
  db: Reader,
  where: SQL | undefined,
  { order = [asc(t.jobs.id)], limit = LIST_MAX_ROWS + 1 }: { order?: SQL[]; limit?: number } = {},
): Promise<Job[]> {
  const result = await db.execute(sql`
    SELECT jobs.id, jobs.number, customers.name AS customer, jobs.customer_id AS "customerId",
           job_statuses.name AS status, jobs.status_id AS "statusId", locations.name AS location, jobs.type,
           jobs.first_invoice_number AS "firstInvoiceNumber", jobs.dandt_invoice_number AS "dandTInvoiceNumber",
           ${iso('updated_on')} AS "updatedOn", coalesce(receiver.full_name, jobs.received_by) AS "receivedBy",
           ${iso('received_on')} AS "receivedOn", ${iso('closed_on')} AS "closedOn",
           jobs.finance_closed_on::text AS "financeClosedOn",
           ${iso('finance_closed_on_created_on')} AS "financeClosedOnCreatedOn",
           jobs.finance_closed_on_created_by AS "financeClosedOnCreatedBy",
           ${iso('finance_closed_on_updated_on')} AS "financeClosedOnUpdatedOn",
           jobs.finance_closed_on_updated_by AS "financeClosedOnUpdatedBy",
           coalesce(creator.full_name, jobs.created_by) AS "createdBy", ${iso('created_on')} AS "createdOn", jobs.version
    FROM jobs
    JOIN customers ON customers.id = jobs.customer_id
    JOIN job_statuses ON job_statuses.id = jobs.status_id
    JOIN locations ON locations.id = jobs.location_id
    -- Who received and created it by name, not by the e-mail stored (issue 29 point 2): hash joins on the few users.
    LEFT JOIN users receiver ON receiver.email = jobs.received_by
    LEFT JOIN users creator ON creator.email = jobs.created_by
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${limit}`);
  return (result as unknown as { rows: Job[] }).rows;
}
