/**
 * Operation/Admin/JobDashboard/ (spec 2 §7): the operations admin's work on jobs. Every status change goes through
 * changeStatus (the transition table, recorded in the status history); multi-row writes run in one transaction.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  JOB_ADJUSTMENT_OPTIONS,
  JOB_HOLD_STATUSES,
  JOB_MESSAGES,
  JOB_PRODUCTS,
  JOB_STATUSES,
} from '@a1/shared/constants/jobs';
import { JOB_ACTION_STATUS } from '@a1/shared/rules/jobs/index';
import type {
  JobAdjustment,
  JobGeneral,
  JobOnHoldAssignment,
  JobPiece,
  JobPieceData,
  JobStatusChange,
  ManualJob,
  NewJobAdjustment,
  UpdateJob,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { changeStatus, jobGeneral, lockJob, type Reader, type Tx } from '../jobdashboard/jobs.ts';
import { selectJobRows } from '../jobdashboard/job-rows.ts';
import { createdBetween, holdEvents } from '../jobdashboard/service.ts';

/** Who saves a job: the version check names them to the next stale saver. */
type Saver = { userId: number; fullName: string };

/** Job admin lists its jobs newest first. */
const newestFirst = [desc(t.jobs.createdOn), desc(t.jobs.id)];

export async function adminJobs(db: Db, q: { startDate?: string; endDate?: string; onHold?: boolean }) {
  const where = createdBetween(q);
  if (q.onHold) {
    const holds = await db
      .select({ id: t.jobStatuses.id })
      .from(t.jobStatuses)
      .where(inArray(t.jobStatuses.name, [...JOB_HOLD_STATUSES]));
    where.push(
      inArray(
        t.jobs.statusId,
        holds.map((h) => h.id),
      ),
    );
  }
  return selectJobRows(db, where.length ? and(...where) : undefined, { order: newestFirst });
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function pieceData(db: Db, jobIds: number[]): Promise<JobPieceData[]> {
  const rows = await db
    .select({
      jobId: t.jobs.id,
      number: t.jobs.number,
      pieces: sql<number>`count(${t.jobPieces.id})::int`,
      weightKg: sql<number>`coalesce(sum(${t.jobPieces.weightKg}), 0)::float8`,
      received: sql<number>`count(*) filter (where ${t.jobPieces.stage} = 'Received')::int`,
      processed: sql<number>`count(*) filter (where ${t.jobPieces.stage} = 'Processed')::int`,
      dispatched: sql<number>`count(*) filter (where ${t.jobPieces.stage} = 'Dispatched')::int`,
    })
    .from(t.jobs)
    .leftJoin(t.jobPieces, eq(t.jobPieces.jobId, t.jobs.id))
    .where(inArray(t.jobs.id, jobIds))
    .groupBy(t.jobs.id, t.jobs.number)
    .orderBy(asc(t.jobs.id));
  return rows.map((r) => ({ ...r, weightKg: round(r.weightKg) }));
}

const toPiece = (p: typeof t.jobPieces.$inferSelect): JobPiece => ({
  id: p.id,
  jobId: p.jobId,
  pieceNumber: p.pieceNumber,
  stage: p.stage,
  service: p.service,
  isMail: p.isMail,
  weightKg: p.weightKg,
  binId: p.binId,
});

async function existingJob(db: Reader, jobId: number) {
  const [job] = await db.select().from(t.jobs).where(eq(t.jobs.id, jobId));
  if (!job) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
  return job;
}

export async function pieceList(db: Db, q: { jobId: number; pieceStage?: string; isMail?: boolean }) {
  await existingJob(db, q.jobId);
  const where: SQL[] = [eq(t.jobPieces.jobId, q.jobId)];
  if (q.pieceStage) where.push(eq(t.jobPieces.stage, q.pieceStage));
  if (q.isMail !== undefined) where.push(eq(t.jobPieces.isMail, q.isMail));
  const rows = await db
    .select()
    .from(t.jobPieces)
    .where(and(...where))
    .orderBy(asc(t.jobPieces.pieceNumber));
  return rows.map(toPiece);
}

export const adjustmentOptions = () => JOB_ADJUSTMENT_OPTIONS.map((o) => ({ ...o }));

async function adjustmentRows(db: Reader, where: SQL, order: SQL[]): Promise<JobAdjustment[]> {
  const rows = await db
    .select({ a: t.jobAdjustments, jobNumber: t.jobs.number })
    .from(t.jobAdjustments)
    .innerJoin(t.jobs, eq(t.jobs.id, t.jobAdjustments.jobId))
    .where(where)
    .orderBy(...order);
  return rows.map(({ a, jobNumber }) => ({
    id: a.id,
    jobId: a.jobId,
    jobNumber,
    optionId: a.optionId,
    option: JOB_ADJUSTMENT_OPTIONS.find((o) => o.id === a.optionId)?.name ?? `Option ${a.optionId}`,
    pieceId: a.pieceId,
    quantity: a.quantity,
    comment: a.comment,
    billed: a.billed,
    createdBy: a.createdBy,
    createdOn: a.createdOn.toISOString(),
  }));
}

export async function adjustments(db: Db, jobId: number) {
  await existingJob(db, jobId);
  return adjustmentRows(db, eq(t.jobAdjustments.jobId, jobId), [
    desc(t.jobAdjustments.createdOn),
    desc(t.jobAdjustments.id),
  ]);
}

export async function billingAdjustments(db: Db, jobId?: number) {
  const where = [eq(t.jobAdjustments.billed, false)];
  if (jobId) where.push(eq(t.jobAdjustments.jobId, jobId));
  return adjustmentRows(db, and(...where)!, [asc(t.jobAdjustments.createdOn), asc(t.jobAdjustments.id)]);
}

const FINAL = ['Voided', 'Invoiced'];

export async function addAdjustment(db: Db, body: NewJobAdjustment, by: string) {
  const option = JOB_ADJUSTMENT_OPTIONS.find((o) => o.id === body.optionId);
  if (!option) throw new A1Error(400, JOB_MESSAGES.unknownAdjustmentOption(body.optionId));
  const id = await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId);
    if (FINAL.includes(locked.status))
      throw new A1Error(409, `Job ${locked.job.number} is ${locked.status}: it takes no more adjustments.`);
    if (body.pieceId) {
      const [piece] = await tx
        .select({ id: t.jobPieces.id })
        .from(t.jobPieces)
        .where(and(eq(t.jobPieces.id, body.pieceId), eq(t.jobPieces.jobId, body.jobId)));
      if (!piece) throw new A1Error(400, `Piece ${body.pieceId} is not a piece of job ${locked.job.number}.`);
    }
    const [row] = await tx
      .insert(t.jobAdjustments)
      .values({
        jobId: body.jobId,
        optionId: option.id,
        pieceId: body.pieceId ?? null,
        quantity: body.quantity,
        comment: body.comment?.trim() || null,
        createdBy: by,
      })
      .returning({ id: t.jobAdjustments.id });
    await tx.update(t.jobs).set({ updatedOn: new Date() }).where(eq(t.jobs.id, body.jobId));
    return row.id;
  });
  return (await adjustmentRows(db, eq(t.jobAdjustments.id, id), []))[0];
}

export async function deleteAdjustment(db: Db, q: { jobId: number; jobAdjustmentId: number }) {
  const [row] = await db
    .select()
    .from(t.jobAdjustments)
    .where(and(eq(t.jobAdjustments.id, q.jobAdjustmentId), eq(t.jobAdjustments.jobId, q.jobId)));
  if (!row) throw new A1Error(404, JOB_MESSAGES.adjustmentNotFound(q.jobAdjustmentId));
  if (row.billed) throw new A1Error(409, `Adjustment ${row.id} is billed already: it can no longer be deleted.`);
  await db.delete(t.jobAdjustments).where(eq(t.jobAdjustments.id, row.id));
  return true;
}

function checkProduct(productName: string | null | undefined) {
  if (productName && !Object.hasOwn(JOB_PRODUCTS, productName))
    throw new A1Error(400, `"${productName}" is not a product. Products: ${Object.keys(JOB_PRODUCTS).join(', ')}.`);
}

export async function setMailJob(
  db: Db,
  body: { jobId: number; version?: number; isMail: boolean; productName?: string | null },
  user: Saver,
) {
  checkProduct(body.productName);
  await existingJob(db, body.jobId);
  const written = await db
    .update(t.jobs)
    .set({
      isMail: body.isMail,
      ...(body.productName !== undefined ? { productName: body.productName } : {}),
      updatedOn: new Date(),
      modifiedBy: user.userId,
    })
    .where(atVersion(t.jobs, body.jobId, body.version))
    .returning({ id: t.jobs.id });
  await requireWritten(db, t.jobs, body.jobId, body.version, written);
  return jobGeneral(db, { id: body.jobId });
}

export const manualJobs = (db: Db) => selectJobRows(db, eq(t.jobs.manual, true), { order: newestFirst });

async function checkReferences(db: Reader, customerId: number, locationId: number) {
  const [customer] = await db.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.id, customerId));
  if (!customer) throw new A1Error(400, JOB_MESSAGES.unknownCustomer(customerId));
  const [location] = await db.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.id, locationId));
  if (!location) throw new A1Error(400, JOB_MESSAGES.unknownLocation(locationId));
}

async function recordHistory(tx: Tx, jobId: number, statusId: number, comment: string, by: string) {
  await tx
    .insert(t.jobStatusHistory)
    .values({ jobId, fromStatusId: statusId, toStatusId: statusId, comment, changedBy: by });
}

export async function createManualJob(db: Db, body: ManualJob, by: string): Promise<JobGeneral> {
  checkProduct(body.productName);
  const number = body.number.trim();
  await checkReferences(db, body.customerId, body.locationId);
  const openId = JOB_STATUSES.indexOf('Open') + 1;
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(t.jobs)
      .values({
        number,
        customerId: body.customerId,
        locationId: body.locationId,
        type: body.type.trim(),
        statusId: openId,
        productName: body.productName ?? null,
        isMail: body.isMail ?? false,
        manual: true,
        createdBy: by,
      })
      .onConflictDoNothing({ target: t.jobs.number })
      .returning({ id: t.jobs.id });
    if (!created) throw new A1Error(409, JOB_MESSAGES.duplicateNumber(number));
    await tx.insert(t.jobStatusHistory).values({
      jobId: created.id,
      fromStatusId: null,
      toStatusId: openId,
      comment: 'Keyed in by hand',
      changedBy: by,
    });
    return created.id;
  });
  return jobGeneral(db, { id });
}

export async function updateManualJob(db: Db, body: ManualJob & { jobId: number; version?: number }, user: Saver) {
  const by = user.fullName;
  checkProduct(body.productName);
  await checkReferences(db, body.customerId, body.locationId);
  const number = body.number.trim();
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    if (!locked.job.manual) throw new A1Error(409, JOB_MESSAGES.notManual(locked.job.number));
    const [taken] = await tx.select({ id: t.jobs.id }).from(t.jobs).where(eq(t.jobs.number, number));
    if (taken && taken.id !== body.jobId) throw new A1Error(409, JOB_MESSAGES.duplicateNumber(number));
    await tx
      .update(t.jobs)
      .set({
        number,
        customerId: body.customerId,
        locationId: body.locationId,
        type: body.type.trim(),
        productName: body.productName ?? null,
        isMail: body.isMail ?? locked.job.isMail,
        updatedOn: new Date(),
        modifiedBy: user.userId,
      })
      .where(atVersion(t.jobs, body.jobId, body.version));
    await recordHistory(tx, body.jobId, locked.job.statusId, 'Manual job updated', by);
  });
  return jobGeneral(db, { id: body.jobId });
}

/** Close, re-open, void: one status change each (the transition table decides). */
export async function jobAction(
  db: Db,
  action: keyof typeof JOB_ACTION_STATUS,
  body: { jobId: number; version?: number; comment?: string },
  user: Saver,
) {
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    await changeStatus(tx, locked, JOB_ACTION_STATUS[action], body.comment, user.fullName, user.userId);
  });
  return jobGeneral(db, { id: body.jobId });
}

export async function updateJob(db: Db, body: UpdateJob, user: Saver) {
  const by = user.fullName;
  checkProduct(body.productName);
  await checkReferences(db, body.customerId, body.locationId);
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    if (FINAL.includes(locked.status))
      throw new A1Error(409, `Job ${locked.job.number} is ${locked.status}: it can no longer be changed.`);
    await tx
      .update(t.jobs)
      .set({
        customerId: body.customerId,
        locationId: body.locationId,
        type: body.type.trim(),
        ...(body.productName !== undefined ? { productName: body.productName } : {}),
        updatedOn: new Date(),
        modifiedBy: user.userId,
      })
      .where(atVersion(t.jobs, body.jobId, body.version));
    await recordHistory(tx, body.jobId, locked.job.statusId, 'Job details updated', by);
  });
  return jobGeneral(db, { id: body.jobId });
}

export async function updateJobStatus(
  db: Db,
  body: { jobId: number; version?: number; statusId: number; comment?: string },
  user: Saver,
) {
  const by = user.fullName;
  const [status] = await db.select().from(t.jobStatuses).where(eq(t.jobStatuses.id, body.statusId));
  if (!status) throw new A1Error(400, JOB_MESSAGES.unknownStatus(body.statusId));
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    await changeStatus(tx, locked, status.name, body.comment, by, user.userId);
    if (JOB_HOLD_STATUSES.includes(status.name))
      await tx.insert(t.jobHoldEvents).values({
        jobId: body.jobId,
        type: status.name === 'CS Hold' ? 'cs' : 'onHold',
        action: 'hold',
        comment: body.comment?.trim() || `Put on ${status.name}`,
        createdBy: by,
      });
  });
  return jobGeneral(db, { id: body.jobId });
}

export async function currentProduct(db: Db, jobId: number) {
  const job = await existingJob(db, jobId);
  return {
    jobId,
    productName: job.productName,
    services: job.productName ? [...(JOB_PRODUCTS[job.productName] ?? [])] : [],
  };
}

export async function mailProductServices(db: Db, jobId: number) {
  const job = await existingJob(db, jobId);
  return Object.entries(JOB_PRODUCTS).map(([productName, services]) => ({
    productName,
    services: [...services],
    current: productName === job.productName,
  }));
}

export async function statusHistory(db: Db, jobId: number): Promise<JobStatusChange[]> {
  await existingJob(db, jobId);
  const from = sql<string | null>`(select name from job_statuses where id = ${t.jobStatusHistory.fromStatusId})`;
  const rows = await db
    .select({ h: t.jobStatusHistory, toStatus: t.jobStatuses.name, fromStatus: from })
    .from(t.jobStatusHistory)
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobStatusHistory.toStatusId))
    .where(eq(t.jobStatusHistory.jobId, jobId))
    .orderBy(desc(t.jobStatusHistory.changedOn), desc(t.jobStatusHistory.id));
  return rows.map(({ h, toStatus, fromStatus }) => ({
    id: h.id,
    jobId: h.jobId,
    fromStatus,
    toStatus,
    comment: h.comment,
    changedBy: h.changedBy,
    changedOn: h.changedOn.toISOString(),
  }));
}

export async function onHoldHistory(db: Db, jobId: number) {
  await existingJob(db, jobId);
  return holdEvents(db, jobId);
}

export async function onHoldAssignment(db: Reader, jobId: number): Promise<JobOnHoldAssignment> {
  const [row] = await db
    .select({ jobId: t.jobs.id, appUserId: t.jobs.holdAssignedTo, userName: t.users.fullName })
    .from(t.jobs)
    .leftJoin(t.users, eq(t.users.id, t.jobs.holdAssignedTo))
    .where(eq(t.jobs.id, jobId));
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
  return row;
}

export async function overrideOnHoldAssignment(db: Db, q: { jobId: number; appUserId: number }, by: string) {
  const [user] = await db
    .select({ id: t.users.id, name: t.users.fullName, enabled: t.users.isEnabled })
    .from(t.users)
    .where(eq(t.users.id, q.appUserId));
  if (!user || !user.enabled) throw new A1Error(400, JOB_MESSAGES.unknownUserId(q.appUserId));
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, q.jobId);
    if (!JOB_HOLD_STATUSES.includes(locked.status)) throw new A1Error(409, JOB_MESSAGES.notOnHold(locked.job.number));
    await tx.update(t.jobs).set({ holdAssignedTo: user.id, updatedOn: new Date() }).where(eq(t.jobs.id, q.jobId));
    await tx.insert(t.jobHoldEvents).values({
      jobId: q.jobId,
      type: 'cs',
      action: 'assign',
      comment: `Assigned to ${user.name}`,
      createdBy: by,
    });
  });
  return onHoldAssignment(db, q.jobId);
}

type Cell = string | number | boolean | null;
/** Shipment/Shared/Report: a named report over one job, as columns and rows. */
export async function shipmentReport(
  db: Db,
  q: { paramVal: string; paramName: 'jobId' | 'jobNumber'; reportName: string },
) {
  const reports: Record<
    string,
    (jobId: number) => Promise<{ columns: [string, string, string][]; rows: Record<string, Cell>[] }>
  > = {
    JobStatusHistory: async (jobId) => ({
      columns: [
        ['Changed On', 'changedOn', 'dateTime'],
        ['From', 'fromStatus', 'string'],
        ['To', 'toStatus', 'string'],
        ['Comment', 'comment', 'string'],
        ['Changed By', 'changedBy', 'string'],
      ],
      rows: (await statusHistory(db, jobId)).map((h) => ({ ...h })),
    }),
    JobPieces: async (jobId) => ({
      columns: [
        ['Piece', 'pieceNumber', 'string'],
        ['Stage', 'stage', 'string'],
        ['Service', 'service', 'string'],
        ['Weight (kg)', 'weightKg', 'number'],
      ],
      rows: (await pieceList(db, { jobId })).map((p) => ({ ...p })),
    }),
    JobAdjustments: async (jobId) => ({
      columns: [
        ['Option', 'option', 'string'],
        ['Quantity', 'quantity', 'number'],
        ['Comment', 'comment', 'string'],
        ['Billed', 'billed', 'boolean'],
        ['Created On', 'createdOn', 'dateTime'],
      ],
      rows: (await adjustments(db, jobId)).map((a) => ({ ...a })),
    }),
  };
  const build = reports[q.reportName];
  if (!build) throw new A1Error(400, JOB_MESSAGES.unknownReport(q.reportName));
  let jobId: number;
  if (q.paramName === 'jobId') {
    jobId = Number(q.paramVal);
    if (!Number.isInteger(jobId) || jobId < 1 || jobId > 2_147_483_647)
      throw new A1Error(400, `paramVal ${q.paramVal} is not a job id.`);
  } else {
    const [job] = await db.select({ id: t.jobs.id }).from(t.jobs).where(eq(t.jobs.number, q.paramVal.trim()));
    if (!job) throw new A1Error(404, JOB_MESSAGES.jobNotFound(q.paramVal.trim()));
    jobId = job.id;
  }
  const { columns, rows } = await build(jobId);
  return {
    reportName: q.reportName,
    columns: columns.map(([title, value, type]) => ({ title, value, type })),
    rows,
  };
}
