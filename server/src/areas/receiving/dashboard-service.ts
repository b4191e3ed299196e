/**
 * The receiving dashboard (issue 26): the day's inbound jobs (created or received that day) with their pieces by
 * stage, and counts by status; a job's pieces at a stage. One aggregate query each, on indexed columns: the
 * dashboard reads only the day's jobs, whatever the table holds.
 */
import { sql } from 'drizzle-orm';
import { PIECE_STAGES } from '@a1/shared/constants/jobs';
import { type ReceivingDashboard, type ReceivingDashboardRow, type ReceivingPiece } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { validDay } from '../jobdashboard/jobs.ts';
import { receivingJob } from './job-read.ts';
import { rowsOf } from '../../db/sql-arrays.ts';
import { personNameOf } from '../../db/person-name.ts';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function dashboard(db: Db, q: { day?: string }): Promise<ReceivingDashboard> {
  const day = q.day ? validDay(q.day, 'day') : new Date().toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const stageCounts = PIECE_STAGES.map((stage) => sql`${stage}::text, count(*) FILTER (WHERE p.stage = ${stage})`);
  const jobs = rowsOf<ReceivingDashboardRow>(
    await db.execute(sql`
      WITH day_jobs AS (
        SELECT id FROM jobs WHERE created_on >= ${from.toISOString()} AND created_on < ${to.toISOString()}
        UNION
        SELECT id FROM jobs WHERE received_on >= ${from.toISOString()} AND received_on < ${to.toISOString()}
      )
      SELECT j.id AS "jobId", j.number, j.customer_id AS "customerId", c.name AS customer,
             j.status_id AS "statusId", s.name AS status, l.name AS location, j.type,
             ic.name AS "inboundCarrier", ${iso('j.created_on')} AS "createdOn",
             ${iso('j.received_on')} AS "receivedOn", ${personNameOf('j.received_by')} AS "receivedBy",
             pc.pieces, pc.weight AS "weightKg", mc.manifests, j.version
      FROM day_jobs d
      JOIN jobs j ON j.id = d.id
      JOIN customers c ON c.id = j.customer_id
      JOIN job_statuses s ON s.id = j.status_id
      JOIN locations l ON l.id = j.location_id
      LEFT JOIN job_receiving r ON r.job_id = j.id
      LEFT JOIN inbound_carriers ic ON ic.id = r.inbound_carrier_id
      LEFT JOIN LATERAL (
        SELECT json_build_object(${sql.join(stageCounts, sql`, `)}) AS pieces,
               coalesce(sum(p.weight_kg), 0)::float8 AS weight
        FROM job_pieces p WHERE p.job_id = j.id) pc ON true
      LEFT JOIN LATERAL (SELECT count(*)::int AS manifests FROM manifest_jobs mj WHERE mj.job_id = j.id) mc ON true
      ORDER BY j.id DESC`),
  );
  const statuses = rowsOf<{ statusId: number; name: string; count: number }>(
    await db.execute(sql`SELECT id AS "statusId", name, 0 AS count FROM job_statuses ORDER BY id`),
  );
  for (const s of statuses) s.count = jobs.filter((j) => j.statusId === s.statusId).length;
  return { day, statuses, jobs };
}

export async function dashboardPieces(db: Db, q: { jobId: number; pieceStage?: string }): Promise<ReceivingPiece[]> {
  await receivingJob(db, q.jobId);
  return rowsOf<ReceivingPiece>(
    await db.execute(sql`
      SELECT p.id AS "pieceId", p.job_id AS "jobId", p.piece_number AS barcode, p.stage, p.service,
             p.weight_kg AS "weightKg", p.package_id AS "packageId", pk.manifest_number AS "manifestNumber",
             ${personNameOf('p.scanned_by')} AS "scannedBy", ${iso('p.scanned_on')} AS "scannedOn"
      FROM job_pieces p LEFT JOIN packages pk ON pk.id = p.package_id
      WHERE p.job_id = ${q.jobId} ${q.pieceStage ? sql`AND p.stage = ${q.pieceStage}` : sql``}
      ORDER BY p.scanned_on DESC NULLS LAST, p.id DESC`),
  );
}
