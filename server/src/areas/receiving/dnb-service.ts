/**
 * DNB manifests (issue 26): a DNB manifest's packages are received on a job of their own that is closed without
 * billing (DNB Job Closed). CreateDNBJobs makes that job once: dnb_jobs is keyed by the manifest and the manifest
 * row is locked while it is made, so the same manifest twice (or two sessions at once) answers the same job.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { DNB_JOB_TYPE, RECEIVING_MESSAGES, type DnbJob, type DnbManifest } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import { changeStatus, lockJob, statusIdOf } from '../jobdashboard/jobs.ts';
import type { Reader } from '../jobdashboard/reader.ts';
import { recordHistory } from './history.ts';
import type { Actor } from './jobs-service.ts';
import { manifestRow, receivePackages } from './manifest-service.ts';
import { rowsOf } from '../../db/sql-arrays.ts';

/** The DNB job's number: DNB and the manifest's id (unique, within the job number's 20 characters). */
export const dnbJobNumber = (manifestId: number) => `DNB${String(manifestId).padStart(7, '0')}`;
/** The steps of the transition table from a received DNB job to DNB Job Closed. */
const TO_CLOSED: Record<string, string> = {
  Received: 'Processing',
  Processing: 'Closed',
  Released: 'Closed',
  Forwarded: 'Closed',
  Closed: 'DNB Job Closed',
};

async function dnbJobs(db: Reader, manifestId: number): Promise<DnbJob[]> {
  return rowsOf<DnbJob>(
    await db.execute(sql`
      SELECT j.id AS "jobId", j.number, d.manifest_id AS "manifestId", j.customer_id AS "customerId",
             c.name AS customer, s.name AS status,
             (SELECT count(*)::int FROM job_pieces p WHERE p.job_id = j.id) AS pieces,
             (SELECT coalesce(sum(p.weight_kg), 0)::float8 FROM job_pieces p WHERE p.job_id = j.id) AS "weightKg"
      FROM dnb_jobs d JOIN jobs j ON j.id = d.job_id JOIN customers c ON c.id = j.customer_id
      JOIN job_statuses s ON s.id = j.status_id
      WHERE d.manifest_id = ${manifestId} ORDER BY j.id`),
  );
}

export async function isDnbManifest(db: Db, manifestId: number): Promise<DnbManifest> {
  const m = await manifestRow(db, { id: manifestId });
  return { manifestId: m.id, isDnb: m.isDnb, jobs: await dnbJobs(db, m.id) };
}

/** The office a DNB job is made at: the caller's default office, else the first. */
async function officeOf(db: Reader, userId: number): Promise<number> {
  const [own] = await db
    .select({ id: t.userLocations.locationId })
    .from(t.userLocations)
    .where(eq(t.userLocations.userId, userId))
    .orderBy(sql`${t.userLocations.isDefault} DESC`, asc(t.userLocations.locationId))
    .limit(1);
  if (own) return own.id;
  const [first] = await db.select({ id: t.locations.id }).from(t.locations).orderBy(asc(t.locations.id)).limit(1);
  return first.id;
}

export async function createDnbJobs(db: Db, manifestId: number, user: Actor): Promise<DnbJob[]> {
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(t.manifests).where(eq(t.manifests.id, manifestId)).for('update');
    if (!m) throw new A1Error(404, RECEIVING_MESSAGES.unknownManifest('manifestId', manifestId));
    if (!m.isDnb) throw new A1Error(409, RECEIVING_MESSAGES.notDnbManifest(m.manifestNumber));
    const [existing] = await tx.select().from(t.dnbJobs).where(eq(t.dnbJobs.manifestId, m.id));
    if (existing) return;
    const now = new Date();
    const [job] = await tx
      .insert(t.jobs)
      .values({
        number: dnbJobNumber(m.id),
        customerId: m.customerId,
        locationId: await officeOf(tx, user.userId),
        type: DNB_JOB_TYPE,
        statusId: await statusIdOf(tx, 'Received'),
        receivedBy: user.email,
        receivedOn: now,
        createdBy: user.email,
        createdOn: now,
        updatedOn: now,
      })
      .returning({ id: t.jobs.id, number: t.jobs.number });
    await tx.insert(t.dnbJobs).values({ manifestId: m.id, jobId: job.id });
    const pieces = await receivePackages(tx, m, job.id, user.email);
    await recordHistory(
      tx,
      job.id,
      'dnb',
      `DNB job ${job.number} created for manifest ${m.manifestNumber} with ${pieces} piece(s).`,
      user.email,
    );
  });
  return dnbJobs(db, manifestId);
}

export async function updateDnbJobs(
  db: Db,
  body: { manifestId: number; close: boolean; comment?: string | null },
  user: Actor,
): Promise<DnbJob[]> {
  const m = await manifestRow(db, { id: body.manifestId });
  if (!m.isDnb) throw new A1Error(409, RECEIVING_MESSAGES.notDnbManifest(m.manifestNumber));
  const comment =
    sanitizeOptionalPlainText(body.comment) || (body.close ? 'DNB job closed at the dock.' : 'DNB job re-opened.');
  await db.transaction(async (tx) => {
    for (const { jobId } of await dnbJobs(tx, m.id)) {
      // Along the transition table, each step in the status history; already there: nothing changes.
      for (let step = 0; step < 4; step++) {
        const locked = await lockJob(tx, jobId);
        const to = body.close
          ? TO_CLOSED[locked.status]
          : locked.status === 'DNB Job Closed'
            ? 'Processing'
            : undefined;
        if (!to) break;
        await changeStatus(tx, locked, to, comment, user.email, user.userId);
        await recordHistory(tx, jobId, 'dnb', `${locked.status} → ${to}: ${comment}`, user.email);
        if (!body.close) break;
      }
    }
  });
  return dnbJobs(db, m.id);
}
