/**
 * The receiving job (issue 26): the Job shape of Job/All (the one builder, jobdashboard/job-rows.ts) with the dock's
 * fields resolved, its pieces and weight, and the manifests it received, in two set-based queries for any number.
 */
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { RECEIVING_LIMITS, type ManifestRef, type ReceivingJob } from '@a1/shared';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { selectJobRows } from '../jobdashboard/job-rows.ts';
import type { Reader } from '../jobdashboard/reader.ts';
import { intArray, rowsOf } from '../../db/sql-arrays.ts';
import { JOB_MESSAGES } from '@a1/shared/constants/jobs';

interface Extra {
  id: number;
  locationId: number;
  inboundCarrierId: number | null;
  inboundCarrier: string | null;
  carrierReference: string | null;
  mailingTermId: number | null;
  mailingTerm: string | null;
  quoteProductOptionId: number | null;
  quoteProductOption: string | null;
  legacyPickupId: number | null;
  legacyPickup: string | null;
  ignoreDims: boolean;
  comment: string | null;
  pieces: number;
  weightKg: number;
  manifests: ManifestRef[];
  emailSentOn: string | null;
  emailOutcome: string | null;
}

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function extras(db: Reader, ids: number[]): Promise<Map<number, Extra>> {
  const rows = rowsOf<Extra>(
    await db.execute(sql`
      SELECT j.id, j.location_id AS "locationId",
             r.inbound_carrier_id AS "inboundCarrierId", ic.name AS "inboundCarrier",
             r.carrier_reference AS "carrierReference",
             r.mailing_term_id AS "mailingTermId", mt.name AS "mailingTerm",
             r.quote_product_option_id AS "quoteProductOptionId",
             CASE WHEN q.id IS NULL THEN NULL ELSE q.product || ' – ' || q.service END AS "quoteProductOption",
             r.legacy_pickup_id AS "legacyPickupId", lp.pickup_number AS "legacyPickup",
             (pb.customer_id IS NOT NULL) AS "ignoreDims", r.comment,
             coalesce(p.pieces, 0)::int AS pieces, coalesce(p.weight, 0)::float8 AS "weightKg",
             coalesce(m.list, '[]'::json) AS manifests,
             ${iso(sql`r.email_sent_on`)} AS "emailSentOn", r.email_outcome AS "emailOutcome"
      FROM jobs j
      LEFT JOIN job_receiving r ON r.job_id = j.id
      LEFT JOIN inbound_carriers ic ON ic.id = r.inbound_carrier_id
      LEFT JOIN mailing_terms mt ON mt.id = r.mailing_term_id
      LEFT JOIN quote_product_options q ON q.id = r.quote_product_option_id
      LEFT JOIN legacy_pickups lp ON lp.id = r.legacy_pickup_id
      LEFT JOIN poly_bag_ignore_dims_customers pb ON pb.customer_id = j.customer_id
      LEFT JOIN LATERAL (SELECT count(*) AS pieces, sum(weight_kg) AS weight FROM job_pieces WHERE job_id = j.id) p ON true
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('manifestId', mf.id, 'manifestNumber', mf.manifest_number) ORDER BY mf.id) AS list
        FROM manifest_jobs mj JOIN manifests mf ON mf.id = mj.manifest_id WHERE mj.job_id = j.id) m ON true
      WHERE j.id = ANY(${intArray(ids)})`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The jobs matching `where`, newest first, at most `limit`, as the receiving screen opens them. */
export async function receivingJobs(
  db: Reader,
  where: SQL,
  limit: number = RECEIVING_LIMITS.jobList,
): Promise<ReceivingJob[]> {
  const jobs = await selectJobRows(db, where, { order: [desc(t.jobs.id)], limit });
  if (jobs.length === 0) return [];
  const more = await extras(
    db,
    jobs.map((j) => j.id),
  );
  return jobs.map((job) => {
    const { id: _id, ...extra } = more.get(job.id)!;
    return { ...job, ...extra };
  });
}

export async function receivingJob(db: Reader, jobId: number): Promise<ReceivingJob> {
  const [job] = await receivingJobs(db, inArray(t.jobs.id, [jobId]), 1);
  if (!job) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
  return job;
}
