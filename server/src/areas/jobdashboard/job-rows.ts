/**
 * Job/All's rows at volume (issue 14 Speed: the default 61 days of 100,000 jobs is some 17,000 rows). PostgreSQL
 * answers each row already in the Job shape — only the columns the list shows, the names joined, timestamps as
 * ISO 8601 text — so Node neither parses 35 columns nor builds Dates per row only to format them again.
 * Same answer as selectJobs (jobs.ts), which every other job read keeps using.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Job } from '@a1/shared';
import type { Reader } from './jobs.ts';

/** A timestamp column as Date.prototype.toISOString() writes it (UTC, milliseconds, Z). */
const iso = (column: string) => sql.raw(`to_char(jobs.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function selectJobRows(db: Reader, where: SQL | undefined, limit?: number): Promise<Job[]> {
  const result = await db.execute(sql`
    SELECT jobs.id, jobs.number, customers.name AS customer, jobs.customer_id AS "customerId",
           job_statuses.name AS status, jobs.status_id AS "statusId", locations.name AS location, jobs.type,
           jobs.first_invoice_number AS "firstInvoiceNumber", jobs.dandt_invoice_number AS "dandTInvoiceNumber",
           ${iso('updated_on')} AS "updatedOn", jobs.received_by AS "receivedBy",
           ${iso('received_on')} AS "receivedOn", ${iso('closed_on')} AS "closedOn",
           jobs.finance_closed_on::text AS "financeClosedOn",
           ${iso('finance_closed_on_created_on')} AS "financeClosedOnCreatedOn",
           jobs.finance_closed_on_created_by AS "financeClosedOnCreatedBy",
           ${iso('finance_closed_on_updated_on')} AS "financeClosedOnUpdatedOn",
           jobs.finance_closed_on_updated_by AS "financeClosedOnUpdatedBy",
           jobs.created_by AS "createdBy", ${iso('created_on')} AS "createdOn"
    FROM jobs
    JOIN customers ON customers.id = jobs.customer_id
    JOIN job_statuses ON job_statuses.id = jobs.status_id
    JOIN locations ON locations.id = jobs.location_id
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY jobs.id
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`);
  return (result as unknown as { rows: Job[] }).rows;
}
