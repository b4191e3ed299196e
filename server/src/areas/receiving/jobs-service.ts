/**
 * Receiving jobs (issue 26): GET Job, PUT Job (the dock's fields and its scans), PUT BulkJob (one transaction) and
 * GET JobStatus. Status changes go through the job dashboards' one changeStatus (transition table, status history);
 * every write is also recorded in the job's receiving history.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  RECEIVING_MESSAGES,
  type BulkJobRow,
  type ReceivingJob,
  type ReceivingJobSave,
  type ReceivingJobUpdate,
  type ScanResult,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { changeStatus, lockJob } from '../jobdashboard/jobs.ts';
import type { Tx } from '../jobdashboard/reader.ts';
import { checkFields, hasFields, writeFields } from './job-fields.ts';
import { recordHistory } from './history.ts';
import { receivingJob, receivingJobs } from './job-read.ts';
import { recordScans } from './scans.ts';
import { intArray, numberKey } from '../../db/sql-arrays.ts';

export interface Actor {
  userId: number;
  email: string;
  fullName: string;
}

/** Statuses in which a job takes no more pieces. */
export const NO_MORE_PIECES = ['Closed', 'DNB Job Closed', 'Invoiced', 'Voided'];
/** Statuses a first received piece moves to Received. */
const NOT_YET_RECEIVED = ['Open', 'Not Received'];

export async function findJobs(db: Db, q: { JobNumber?: string; StatusID?: number }): Promise<ReceivingJob[]> {
  const where: SQL[] = [];
  if (q.JobNumber !== undefined) {
    const key = numberKey(q.JobNumber);
    if (!key) throw new A1Error(400, RECEIVING_MESSAGES.jobQueryNeeded);
    where.push(sql`upper(regexp_replace(jobs.number, '\\s', '', 'g')) = ${key}`);
  }
  if (q.StatusID !== undefined) {
    const [status] = await db.select().from(t.jobStatuses).where(eq(t.jobStatuses.id, q.StatusID));
    if (!status) throw new A1Error(400, `StatusID ${q.StatusID} is not a known job status.`);
    where.push(eq(t.jobs.statusId, q.StatusID));
  }
  if (where.length === 0) throw new A1Error(400, RECEIVING_MESSAGES.jobQueryNeeded);
  return receivingJobs(db, and(...where)!);
}

function scanDetail(results: readonly ScanResult[]): string {
  const by = (outcome: ScanResult['outcome']) => results.filter((r) => r.outcome === outcome).map((r) => r.barcode);
  const parts = [
    ['Received', by('received')],
    ['Already received', by('alreadyReceived')],
    ['Manifest linked', by('manifestLinked')],
    ['Manifest already linked', by('manifestAlreadyLinked')],
  ] as const;
  return parts
    .filter(([, codes]) => codes.length > 0)
    .map(
      ([label, codes]) =>
        `${label} (${codes.length}): ${codes.slice(0, 20).join(', ')}${codes.length > 20 ? ', …' : ''}`,
    )
    .join('; ');
}

/** Marks the job as saved by the user: the jobs trigger adds 1 to its version (a stale reader then gets 409). */
async function touch(tx: Tx, jobId: number, userId: number): Promise<void> {
  await tx.update(t.jobs).set({ modifiedBy: userId, updatedOn: new Date() }).where(eq(t.jobs.id, jobId));
}

export async function updateJob(db: Db, body: ReceivingJobUpdate, user: Actor): Promise<ReceivingJobSave> {
  const scans = body.scans ?? [];
  const editing = hasFields(body);
  const results = await db.transaction(async (tx) => {
    // The job row is locked for the batch: a first piece may move it to Received; the version counts for edits.
    const locked = await lockJob(tx, body.jobId, editing ? body.version : undefined);
    if (editing) {
      await checkFields(tx, locked.job, body);
      const changed = await writeFields(tx, body.jobId, body);
      await touch(tx, body.jobId, user.userId);
      await recordHistory(tx, body.jobId, 'updated', `Changed ${changed.join(', ')}.`, user.email);
    }
    if (scans.length === 0) return [];
    if (NO_MORE_PIECES.includes(locked.status))
      throw new A1Error(409, RECEIVING_MESSAGES.jobClosed(locked.job.number, locked.status));
    const scanned = await recordScans(tx, body.jobId, scans, user.email);
    if (scanned.some((r) => r.outcome === 'received') && NOT_YET_RECEIVED.includes(locked.status))
      await changeStatus(tx, locked, 'Received', 'First piece scanned at the dock.', user.email);
    await recordHistory(tx, body.jobId, 'scan', scanDetail(scanned), user.email);
    return scanned;
  });
  return { job: await receivingJob(db, body.jobId), scans: results };
}

/** GET JobStatus: one job to another status along the transition table. */
export async function jobStatus(db: Db, q: { jobId: number; statusId: number }, user: Actor): Promise<ReceivingJob> {
  const [status] = await db.select().from(t.jobStatuses).where(eq(t.jobStatuses.id, q.statusId));
  if (!status) throw new A1Error(400, RECEIVING_MESSAGES.unknownStatus(q.statusId));
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, q.jobId);
    await changeStatus(tx, locked, status.name, 'Changed at the dock.', user.email, user.userId);
    await recordHistory(tx, q.jobId, 'status', `${locked.status} → ${status.name}`, user.email);
  });
  return receivingJob(db, q.jobId);
}

/** PUT BulkJob: every row or none; a refusal names the row and the field. */
export async function bulkJob(db: Db, rows: readonly BulkJobRow[], user: Actor): Promise<ReceivingJob[]> {
  const seen = new Map<number, number>();
  rows.forEach((row, i) => {
    if (seen.has(row.jobId)) throw new A1Error(400, RECEIVING_MESSAGES.bulkDuplicate(i, row.jobId));
    seen.set(row.jobId, i);
  });
  const statuses = new Map((await db.select().from(t.jobStatuses)).map((s) => [s.id, s.name]));
  await db.transaction(async (tx) => {
    for (const [i, row] of rows.entries()) {
      const prefix = `jobs[${i}].`;
      /** Runs a step; its refusal is said of the row's field, and that nothing was changed. */
      const named = async <R>(field: string, step: () => Promise<R>): Promise<R> => {
        try {
          return await step();
        } catch (error) {
          if (!(error instanceof A1Error)) throw error;
          const text = error.message.startsWith(prefix) ? error.message : `${prefix}${field}: ${error.message}`;
          throw new A1Error(error.statusCode, `${text} Nothing was changed.`);
        }
      };
      const to = row.statusId === undefined ? undefined : statuses.get(row.statusId);
      if (row.statusId !== undefined && to === undefined)
        throw new A1Error(400, `${prefix}statusId: ${row.statusId} is not a known job status. Nothing was changed.`);
      const locked = await named(row.version === undefined ? 'jobId' : 'version', () =>
        lockJob(tx, row.jobId, row.version),
      );
      await named('', () => checkFields(tx, locked.job, row, prefix));
      const changed = await writeFields(tx, row.jobId, row);
      if (changed.length > 0) {
        await touch(tx, row.jobId, user.userId);
        await recordHistory(tx, row.jobId, 'updated', `Bulk edit: changed ${changed.join(', ')}.`, user.email);
      }
      if (to !== undefined && to !== locked.status) {
        await named('statusId', () => changeStatus(tx, locked, to, 'Bulk edit at the dock.', user.email, user.userId));
        await recordHistory(tx, row.jobId, 'status', `Bulk edit: ${locked.status} → ${to}`, user.email);
      }
    }
  });
  return receivingJobs(db, sql`jobs.id = ANY(${intArray(rows.map((r) => r.jobId))})`, rows.length);
}
