/**
 * Job dashboard (spec 3 §7 volumes/jobdashboard/): the job list with per-status counts, invoice number lookups,
 * the job search, the job's general, parcel and mail views, on hold (info, comments, release) and Finance Closed On.
 */
import { and, asc, desc, eq, gt, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import {
  HOLD_TYPE_STATUS,
  JOB_HOLD_STATUSES,
  JOB_MESSAGES,
  JOB_PRODUCTS,
  JOB_SEARCH_LIMIT,
  type HoldType,
} from '@a1/shared/constants/jobs';
import { LIST_MAX_ROWS, LIST_MESSAGES, LIST_STREAM_BATCH_ROWS } from '@a1/shared/constants/limits';
import type { HoldEvent, Job, JobMail, JobParcel, JobSearchHit, JobStatusCount, OnHoldInfo } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { RowStream, Streamed } from '../../http/streamed.ts';
import { changeStatus, jobGeneral, lockJob, validDay } from './jobs.ts';
import type { Reader } from './reader.ts';
import { selectJobRows } from './job-rows.ts';

/** Created between the start of the start day and the end of the end day (the grid's date range rule, shell §9). */
export function createdBetween(range: { startDate?: string; endDate?: string }): SQL[] {
  const where: SQL[] = [];
  if (range.startDate)
    where.push(gte(t.jobs.createdOn, new Date(`${validDay(range.startDate, 'startDate')}T00:00:00.000Z`)));
  if (range.endDate) where.push(lte(t.jobs.createdOn, new Date(`${validDay(range.endDate, 'endDate')}T23:59:59.999Z`)));
  return where;
}

/** Per-status counts of the jobs in the range: every status, zero when none (one grouped query). */
export async function jobStatusCounts(db: Reader, where: SQL[]): Promise<JobStatusCount[]> {
  const [statuses, counts] = await Promise.all([
    db.select().from(t.jobStatuses).orderBy(asc(t.jobStatuses.id)),
    db
      .select({ statusId: t.jobs.statusId, count: sql<number>`count(*)::int` })
      .from(t.jobs)
      .where(where.length ? and(...where) : undefined)
      .groupBy(t.jobs.statusId),
  ]);
  const byId = new Map(counts.map((c) => [c.statusId, c.count]));
  return statuses.map((s) => ({ id: s.id, name: s.name, count: byId.get(s.id) ?? 0 }));
}

/** Job/All: jobs created in the range (id picks one job), with per-status counts. */
export async function listJobs(
  db: Db,
  range: { startDate?: string; endDate?: string; id?: number },
): Promise<{ jobs: Job[]; statuses: JobStatusCount[] }> {
  const where = createdBetween(range);
  if (range.id !== undefined) where.push(eq(t.jobs.id, range.id));
  const [jobs, statuses] = await Promise.all([
    selectJobRows(db, where.length ? and(...where) : undefined),
    jobStatusCounts(db, where),
  ]);
  return { jobs, statuses };
}

/** The jobs matching `where` in id order, LIST_STREAM_BATCH_ROWS per query (keyset: each query starts past the last id). */
export async function* jobBatches(db: Reader, where: SQL[], batch = LIST_STREAM_BATCH_ROWS): AsyncGenerator<Job[]> {
  let after = 0;
  for (;;) {
    const jobs = await selectJobRows(db, and(...where, gt(t.jobs.id, after)), { limit: batch });
    if (jobs.length) yield jobs;
    if (jobs.length < batch) return;
    after = jobs[jobs.length - 1].id;
  }
}

/**
 * Job/All as the route answers it: the per-status counts first (their sum is the number of jobs, so a range past
 * LIST_MAX_ROWS is refused before a byte is sent), then the jobs streamed batch by batch. Rows and counts are
 * separate reads: a job created while a long list is being sent may be in the rows and not yet in the counts.
 */
export async function streamJobList(
  db: Db,
  range: { startDate?: string; endDate?: string },
): Promise<Streamed<{ jobs: Job[]; statuses: JobStatusCount[] }>> {
  const where = createdBetween(range);
  const statuses = await jobStatusCounts(db, where);
  const total = statuses.reduce((n, s) => n + s.count, 0);
  if (total > LIST_MAX_ROWS) throw new A1Error(400, LIST_MESSAGES.tooManyRows);
  return new Streamed<{ jobs: Job[]; statuses: JobStatusCount[] }>({
    jobs: new RowStream(() => jobBatches(db, where)),
    statuses,
  });
}

export async function invoiceNumbers(db: Db, jobIds: number[]) {
  const rows = await db
    .select({ jobId: t.jobs.id, invoiceNumber: t.jobs.firstInvoiceNumber })
    .from(t.jobs)
    .where(inArray(t.jobs.id, jobIds))
    .orderBy(asc(t.jobs.id));
  return rows;
}

export async function dutyInvoiceNumbers(db: Db, jobIds: number[]) {
  return db
    .select({ jobId: t.jobs.id, dandTInvoiceNumber: t.jobs.dandtInvoiceNumber })
    .from(t.jobs)
    .where(inArray(t.jobs.id, jobIds))
    .orderBy(asc(t.jobs.id));
}

/** Job/Search: numbers containing the term (any case), exact match first, then newest. */
export async function searchJobs(db: Db, searchTerm: string): Promise<JobSearchHit[]> {
  const term = searchTerm.trim();
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({
      id: t.jobs.id,
      number: t.jobs.number,
      customer: t.customers.name,
      customerId: t.jobs.customerId,
      status: t.jobStatuses.name,
      createdOn: t.jobs.createdOn,
    })
    .from(t.jobs)
    .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    // upper() LIKE rather than ILIKE: the same any-case match at about half the cost per row (issue 14 Speed).
    .where(like(sql`upper(${t.jobs.number})`, sql`upper(${`%${escaped}%`})`))
    .orderBy(desc(sql`upper(${t.jobs.number}) = upper(${term})`), desc(t.jobs.createdOn), desc(t.jobs.id))
    .limit(JOB_SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
}

async function jobByNumber(db: Reader, number: string) {
  const [job] = await db.select().from(t.jobs).where(eq(t.jobs.number, number.trim()));
  if (!job) throw new A1Error(404, JOB_MESSAGES.jobNotFound(number.trim()));
  return job;
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function jobParcel(db: Db, number: string): Promise<JobParcel> {
  const job = await jobByNumber(db, number);
  const group = (column: typeof t.jobPieces.service | typeof t.jobPieces.stage) =>
    db
      .select({
        name: column,
        pieces: sql<number>`count(*)::int`,
        weightKg: sql<number>`coalesce(sum(${t.jobPieces.weightKg}), 0)::float8`,
      })
      .from(t.jobPieces)
      .where(eq(t.jobPieces.jobId, job.id))
      .groupBy(column)
      .orderBy(asc(column));
  const [byService, byStage] = await Promise.all([group(t.jobPieces.service), group(t.jobPieces.stage)]);
  const pieces = byService.reduce((n, r) => n + r.pieces, 0);
  const weightKg = byService.reduce((n, r) => n + r.weightKg, 0);
  const fix = (rows: typeof byService) => rows.map((r) => ({ ...r, weightKg: round(r.weightKg) }));
  return {
    jobId: job.id,
    number: job.number,
    pieces,
    weightKg: round(weightKg),
    byService: fix(byService),
    byStage: fix(byStage),
  };
}

export async function jobMail(db: Db, number: string): Promise<JobMail> {
  const job = await jobByNumber(db, number);
  const [[pieces], [bins], [receptacles]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.jobPieces)
      .where(and(eq(t.jobPieces.jobId, job.id), eq(t.jobPieces.isMail, true))),
    db
      .select({
        n: sql<number>`count(*)::int`,
        open: sql<number>`count(*) filter (where ${t.bins.status} = 'Open')::int`,
      })
      .from(t.bins)
      .where(eq(t.bins.jobId, job.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.receptacles)
      .innerJoin(t.bins, eq(t.bins.id, t.receptacles.binId))
      .where(eq(t.bins.jobId, job.id)),
  ]);
  return {
    jobId: job.id,
    number: job.number,
    isMail: job.isMail,
    productName: job.productName,
    services: job.productName ? [...(JOB_PRODUCTS[job.productName] ?? [])] : [],
    pieces: pieces.n,
    bins: bins.n,
    openBins: bins.open,
    receptacles: receptacles.n,
  };
}

const toHoldEvent = (r: typeof t.jobHoldEvents.$inferSelect): HoldEvent => ({
  id: r.id,
  jobId: r.jobId,
  type: r.type,
  action: r.action,
  comment: r.comment,
  createdBy: r.createdBy,
  createdOn: r.createdOn.toISOString(),
});

export async function holdEvents(db: Reader, jobId: number, types?: string[]): Promise<HoldEvent[]> {
  const where = [eq(t.jobHoldEvents.jobId, jobId)];
  if (types) where.push(inArray(t.jobHoldEvents.type, types.length ? types : ['']));
  const rows = await db
    .select()
    .from(t.jobHoldEvents)
    .where(and(...where))
    .orderBy(desc(t.jobHoldEvents.createdOn), desc(t.jobHoldEvents.id));
  return rows.map(toHoldEvent);
}

export async function onHoldInfo(db: Reader, by: { number: string } | { id: number }): Promise<OnHoldInfo> {
  const general = await jobGeneral(db, by);
  const events = await holdEvents(db, general.id);
  const lastHold = general.onHold ? events.find((e) => e.action === 'hold') : undefined;
  return {
    jobId: general.id,
    number: general.number,
    status: general.status,
    onHold: general.onHold,
    heldOn: lastHold?.createdOn ?? null,
    heldBy: lastHold?.createdBy ?? null,
    reason: lastHold?.comment ?? null,
    assignedToId: general.onHold ? general.holdAssignedToId : null,
    assignedTo: general.onHold ? general.holdAssignedTo : null,
    comments: events.filter((e) => e.action === 'comment').length,
  };
}

/** HoldComments: the comment kinds asked for; none asked: every kind. */
export async function holdComments(db: Db, q: { jobId: number; onHold?: boolean; cs?: boolean; ops?: boolean }) {
  await jobGeneral(db, { id: q.jobId });
  const asked = (['onHold', 'cs', 'ops'] as const).filter((k) => q[k]);
  return holdEvents(db, q.jobId, asked.length ? [...asked] : undefined);
}

/** HoldRelease: a job on hold goes to Released, with the comment in its hold and status history. */
export async function releaseHold(
  db: Db,
  q: { jobId: number; comment: string; type: HoldType },
  by: string,
): Promise<OnHoldInfo> {
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, q.jobId);
    if (!JOB_HOLD_STATUSES.includes(locked.status)) throw new A1Error(409, JOB_MESSAGES.notOnHold(locked.job.number));
    await changeStatus(tx, locked, 'Released', q.comment, by);
    await tx.update(t.jobs).set({ holdAssignedTo: null }).where(eq(t.jobs.id, q.jobId));
    await tx
      .insert(t.jobHoldEvents)
      .values({ jobId: q.jobId, type: q.type, action: 'release', comment: q.comment.trim(), createdBy: by });
  });
  return onHoldInfo(db, { id: q.jobId });
}

/** Puts a job on hold of a type (job admin's Update Job Status to a hold status uses changeStatus directly). */
export const holdStatusOf = (type: HoldType) => HOLD_TYPE_STATUS[type];

/**
 * Job/FinanceClosedOn: the first save sets the created audit fields, every save the updated ones; answers the
 * job id (above 0).
 */
export async function setFinanceClosedOn(db: Db, body: { JobId: number; FinanceClosedOn: string }, by: string) {
  const day = validDay(body.FinanceClosedOn, 'FinanceClosedOn');
  const now = new Date();
  const [row] = await db
    .update(t.jobs)
    .set({
      financeClosedOn: day,
      financeClosedOnCreatedOn: sql`coalesce(${t.jobs.financeClosedOnCreatedOn}, ${now.toISOString()}::timestamptz)`,
      financeClosedOnCreatedBy: sql`coalesce(${t.jobs.financeClosedOnCreatedBy}, ${by})`,
      financeClosedOnUpdatedOn: now,
      financeClosedOnUpdatedBy: by,
    })
    .where(eq(t.jobs.id, body.JobId))
    .returning({ id: t.jobs.id });
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound(body.JobId));
  return row.id;
}

/** The caller's subsidiary (decides a job row's navigation). */
export async function userSubsidiary(db: Db, userId: number) {
  const [row] = await db
    .select({ subsidiaryId: t.subsidiaries.id, subsidiaryName: t.subsidiaries.name })
    .from(t.users)
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.users.subsidiaryId))
    .where(eq(t.users.id, userId));
  if (!row) throw new A1Error(404, JOB_MESSAGES.unknownUserId(userId));
  return row;
}
