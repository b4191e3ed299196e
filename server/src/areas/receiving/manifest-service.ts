/**
 * Manifests at the dock (issue 26): a manifest by number with its packages (of the package model), tares, comments
 * and jobs; PUT ManifestTares saves the tares (net = gross − the tare type's weight; a typed gross kept as typed)
 * and receives or closes the manifest onto a job: its every package in one INSERT … SELECT and one UPDATE, in one
 * transaction, whatever its size (10,000 packages is one request). GET ManifestComment adds a comment.
 */
import { eq, sql } from 'drizzle-orm';
import { PACKAGE_STATUSES, RECEIVING_MESSAGES, type Manifest, type ManifestStatus } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { changeStatus, lockJob } from '../jobdashboard/jobs.ts';
import type { Reader, Tx } from '../jobdashboard/reader.ts';
import { recordHistory } from './history.ts';
import { NO_MORE_PIECES, type Actor } from './jobs-service.ts';
import { floatArray, intArray, numberKey, rowsOf, textArray } from '../../db/sql-arrays.ts';
import { personNameOf } from '../../db/person-name.ts';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type ManifestRow = typeof t.manifests.$inferSelect;

export async function manifestRow(db: Reader, by: { id: number } | { number: string }): Promise<ManifestRow> {
  const [row] = await db
    .select()
    .from(t.manifests)
    .where('id' in by ? eq(t.manifests.id, by.id) : eq(t.manifests.manifestKey, numberKey(by.number)));
  if (!row)
    throw new A1Error(
      404,
      'id' in by
        ? RECEIVING_MESSAGES.unknownManifest('manifestId', by.id)
        : RECEIVING_MESSAGES.unknownManifest('ManifestNumber', by.number),
    );
  return row;
}

/** The jobs that received a manifest. */
export const manifestJobIds = async (db: Reader, manifestId: number): Promise<number[]> =>
  (
    await db
      .select({ jobId: t.manifestJobs.jobId })
      .from(t.manifestJobs)
      .where(eq(t.manifestJobs.manifestId, manifestId))
  )
    .map((r) => r.jobId)
    .sort((a, b) => a - b);

export async function manifest(db: Reader, by: { id: number } | { number: string }): Promise<Manifest> {
  const m = await manifestRow(db, by);
  const [head] = rowsOf<Omit<Manifest, 'packages' | 'tares' | 'comments'>>(
    await db.execute(sql`
      SELECT m.id AS "manifestId", m.manifest_number AS "manifestNumber", m.customer_id AS "customerId",
             c.name AS customer, m.status, m.is_dnb AS "isDnb",
             coalesce((SELECT json_agg(json_build_object('jobId', j.id, 'number', j.number) ORDER BY j.id)
                       FROM manifest_jobs mj JOIN jobs j ON j.id = mj.job_id WHERE mj.manifest_id = m.id), '[]'::json) AS jobs,
             (SELECT count(*)::int FROM packages p WHERE p.manifest_key = m.manifest_key) AS "packageCount",
             (SELECT count(*)::int FROM packages p WHERE p.manifest_key = m.manifest_key
                AND p.status <> ${PACKAGE_STATUSES[0]}) AS "receivedCount",
             (SELECT coalesce(sum(p.weight_kg), 0)::float8 FROM packages p WHERE p.manifest_key = m.manifest_key) AS "weightKg",
             ${iso('m.received_on')} AS "receivedOn", ${iso('m.closed_on')} AS "closedOn", m.version
      FROM manifests m JOIN customers c ON c.id = m.customer_id WHERE m.id = ${m.id}`),
  );
  const packages = rowsOf<Manifest['packages'][number]>(
    await db.execute(sql`
      SELECT id AS "packageId", tracking_number AS "trackingNumber", weight_kg AS "weightKg", status,
             (status <> ${PACKAGE_STATUSES[0]}) AS received
      FROM packages WHERE manifest_key = ${m.manifestKey} ORDER BY id`),
  );
  const tares = rowsOf<Manifest['tares'][number]>(
    await db.execute(sql`
      SELECT mt.id AS "tareId", mt.tare_type_id AS "tareTypeId", tt.name AS "tareType", mt.gross_kg AS "grossKg",
             mt.tare_kg AS "tareKg", mt.net_kg AS "netKg", mt.weight_source AS "weightSource",
             ${personNameOf('mt.created_by')} AS "createdBy", ${iso('mt.created_on')} AS "createdOn"
      FROM manifest_tares mt JOIN tare_types tt ON tt.id = mt.tare_type_id WHERE mt.manifest_id = ${m.id}
      ORDER BY mt.id`),
  );
  const comments = rowsOf<Manifest['comments'][number]>(
    await db.execute(sql`
      SELECT id AS "commentId", comment, ${personNameOf('created_by')} AS "createdBy", ${iso('created_on')} AS "createdOn"
      FROM manifest_comments WHERE manifest_id = ${m.id} ORDER BY id DESC`),
  );
  return { ...head, packages, tares, comments };
}

/**
 * Receives every package of the manifest onto the job: a piece each (their tracking numbers, unique per job, so
 * packages scanned before stay as they are) and the packages marked Received; two statements.
 */
export async function receivePackages(tx: Tx, m: ManifestRow, jobId: number, by: string): Promise<number> {
  const pieces = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO job_pieces (job_id, piece_number, stage, service, weight_kg, package_id, scanned_by, scanned_on)
      SELECT ${jobId}, p.tracking_key, 'Received', p.service, p.weight_kg, p.id, ${by}, now()
      FROM packages p WHERE p.manifest_key = ${m.manifestKey}
      ON CONFLICT (job_id, piece_number) DO NOTHING RETURNING id`),
  );
  await tx.execute(sql`
    UPDATE packages SET status = ${PACKAGE_STATUSES[1]}, job_id = coalesce(job_id, ${jobId})
    WHERE manifest_key = ${m.manifestKey} AND status = ${PACKAGE_STATUSES[0]}`);
  await tx.insert(t.manifestJobs).values({ manifestId: m.id, jobId, linkedBy: by }).onConflictDoNothing();
  return pieces.length;
}

export async function saveTares(
  db: Db,
  body: {
    manifestId: number;
    version?: number;
    jobId?: number;
    tares: Array<{ tareTypeId: number; grossKg: number; weightSource: 'scale' | 'typed' }>;
    action?: 'save' | 'receive' | 'close';
  },
  user: Actor,
): Promise<Manifest> {
  const action = body.action ?? 'save';
  const types = new Map((await db.select().from(t.tareTypes)).map((tt) => [tt.id, tt]));
  body.tares.forEach((row, i) => {
    if (!types.has(row.tareTypeId)) throw new A1Error(400, RECEIVING_MESSAGES.unknownTareType(i, row.tareTypeId));
  });
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(t.manifests).where(eq(t.manifests.id, body.manifestId)).for('update');
    if (!m) throw new A1Error(404, RECEIVING_MESSAGES.unknownManifest('manifestId', body.manifestId));
    if (body.version !== undefined && body.version !== m.version)
      throw new A1Error(409, RECEIVING_MESSAGES.manifestChanged(m.manifestNumber));
    if (m.status === 'Closed') throw new A1Error(409, RECEIVING_MESSAGES.manifestClosed(m.manifestNumber));
    const linked = await manifestJobIds(tx, m.id);
    const jobId = body.jobId ?? linked[0];
    if (action !== 'save' && jobId === undefined) throw new A1Error(400, RECEIVING_MESSAGES.manifestJobNeeded);
    const jobs = jobId === undefined ? [] : [jobId, ...linked.filter((id) => id !== jobId)];

    await tx.delete(t.manifestTares).where(eq(t.manifestTares.manifestId, m.id));
    if (body.tares.length > 0)
      await tx.execute(sql`
        INSERT INTO manifest_tares (manifest_id, tare_type_id, gross_kg, tare_kg, net_kg, weight_source, created_by)
        SELECT ${m.id}, r.type, r.gross, tt.weight_kg, greatest(r.gross - tt.weight_kg, 0), r.source, ${user.email}
        FROM unnest(${intArray(body.tares.map((r) => r.tareTypeId))}, ${floatArray(body.tares.map((r) => r.grossKg))},
                    ${textArray(body.tares.map((r) => r.weightSource))}) WITH ORDINALITY AS r(type, gross, source, n)
        JOIN tare_types tt ON tt.id = r.type ORDER BY r.n`);
    const typed = body.tares.filter((r) => r.weightSource === 'typed').length;
    const tareText = `${body.tares.length} tare(s) saved on manifest ${m.manifestNumber}${typed ? `, ${typed} typed over the scale` : ''}`;

    let received = 0;
    if (action !== 'save') {
      const locked = await lockJob(tx, jobId!);
      if (NO_MORE_PIECES.includes(locked.status))
        throw new A1Error(409, RECEIVING_MESSAGES.jobClosed(locked.job.number, locked.status));
      received = await receivePackages(tx, m, jobId!, user.email);
      if (['Open', 'Not Received'].includes(locked.status))
        await changeStatus(tx, locked, 'Received', `Manifest ${m.manifestNumber} received.`, user.email);
    }
    const status: ManifestStatus =
      action === 'close' ? 'Closed' : action === 'receive' ? 'Received' : (m.status as ManifestStatus);
    const now = new Date();
    await tx
      .update(t.manifests)
      .set({
        version: m.version + 1,
        status,
        ...(action !== 'save' && !m.receivedOn ? { receivedOn: now, receivedBy: user.email } : {}),
        ...(action === 'close' ? { closedOn: now, closedBy: user.email } : {}),
      })
      .where(eq(t.manifests.id, m.id));
    const detail =
      action === 'save'
        ? `${tareText}.`
        : `${tareText}; manifest ${status.toLowerCase()}, ${received} piece(s) received.`;
    for (const id of jobs) await recordHistory(tx, id, 'manifest', detail, user.email);
  });
  return manifest(db, { id: body.manifestId });
}

export async function addComment(db: Db, q: { manifestNumber: string; comment: string }, user: Actor) {
  const m = await manifestRow(db, { number: q.manifestNumber });
  const comment = sanitizePlainText(q.comment);
  if (!comment) throw new A1Error(400, RECEIVING_MESSAGES.commentEmpty);
  await db.transaction(async (tx) => {
    await tx.insert(t.manifestComments).values({ manifestId: m.id, comment, createdBy: user.email });
    for (const id of await manifestJobIds(tx, m.id))
      await recordHistory(tx, id, 'manifestComment', `Comment on manifest ${m.manifestNumber}: ${comment}`, user.email);
  });
  return (await manifest(db, { id: m.id })).comments;
}
