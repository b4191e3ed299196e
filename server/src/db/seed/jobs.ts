/**
 * Job details of the demo (issue 14): role checks of job admin, products and mail flags, status history,
 * holds with their comments and assignee, pieces, bins with receptacles, and adjustments. Deterministic (its own
 * seeded PRNG, so the rest of the demo is unchanged). Pieces and bins go to the first DETAIL_JOBS jobs only, so a
 * bench seed of 100,000 jobs stays quick.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { JOB_ADJUSTMENT_OPTIONS, JOB_HOLD_STATUSES, JOB_STATUSES } from '@a1/shared/constants/jobs';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { createRandom, DAY_MS } from './random.ts';

/** Which roles carry the job admin checks (rows of role_checks; see shared/src/contract/call.ts CHECK_NAMES). */
export const JOB_ROLE_CHECKS: Record<string, string[]> = {
  Administrator: ['jobAdmin', 'customerServiceAdmin'],
  Operations: ['jobAdmin'],
  'Customer Service': ['customerServiceAdmin'],
};

const DETAIL_JOBS = 2000;
const TYPE_PRODUCT: Record<string, string> = {
  Mail: 'Economy Mail',
  Parcel: 'Business Parcel',
  Returns: 'Priority Tracked',
  Freight: 'Freight Consolidation',
};
const HOLD_REASONS = [
  'Customs documents missing',
  'Customer asked to hold the shipment',
  'Rate not agreed for the destination',
  'Credit limit reached',
  'Damaged pieces to inspect',
];
const SERVICES = ['Priority', 'Standard', 'Economy', 'Registered'];

async function insertChunked<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 1000) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

interface SeededJob {
  id?: number;
  number: string;
  statusId: number;
  type: string;
  createdOn?: Date | null;
  updatedOn?: Date | null;
}

export async function seedJobDetails(db: Db, jobRows: readonly SeededJob[]): Promise<void> {
  const rnd = createRandom(14);
  const roles = await db.select().from(t.roles);
  const roleId = new Map(roles.map((r) => [r.name, r.id]));
  await db
    .insert(t.roleChecks)
    .values(
      Object.entries(JOB_ROLE_CHECKS).flatMap(([role, checks]) =>
        roleId.has(role) ? checks.map((checkName) => ({ roleId: roleId.get(role)!, checkName })) : [],
      ),
    );

  // Products and mail flags by job type; the demo's operations people work the jobs on hold.
  for (const [type, productName] of Object.entries(TYPE_PRODUCT))
    await db
      .update(t.jobs)
      .set({ productName, isMail: type === 'Mail' })
      .where(eq(t.jobs.type, type));
  const workers = await db
    .select({ id: t.users.id, name: t.users.fullName })
    .from(t.users)
    .where(and(eq(t.users.isInternal, true), eq(t.users.departmentId, 4)))
    .orderBy(t.users.id);
  const holdStatusIds = JOB_HOLD_STATUSES.map((s) => JOB_STATUSES.indexOf(s as never) + 1);
  if (workers.length)
    await db.update(t.jobs).set({ holdAssignedTo: workers[0].id }).where(inArray(t.jobs.statusId, holdStatusIds));

  const statusName = (id: number) => JOB_STATUSES[id - 1];
  const openId = JOB_STATUSES.indexOf('Open') + 1;
  const history: (typeof t.jobStatusHistory.$inferInsert)[] = [];
  const holds: (typeof t.jobHoldEvents.$inferInsert)[] = [];
  for (const job of jobRows) {
    const created = job.createdOn ?? new Date();
    const updated = job.updatedOn ?? created;
    history.push({ jobId: job.id!, fromStatusId: null, toStatusId: openId, changedBy: 'seed', changedOn: created });
    if (job.statusId !== openId)
      history.push({
        jobId: job.id!,
        fromStatusId: openId,
        toStatusId: job.statusId,
        comment: null,
        changedBy: 'seed',
        changedOn: updated,
      });
    if (JOB_HOLD_STATUSES.includes(statusName(job.statusId)) && job.id! <= DETAIL_JOBS) {
      const type =
        statusName(job.statusId) === 'CS Hold' ? 'cs' : statusName(job.statusId) === 'On Hold' ? 'ops' : 'onHold';
      holds.push({
        jobId: job.id!,
        type: 'onHold',
        action: 'hold',
        comment: rnd.pick(HOLD_REASONS),
        createdBy: 'Jordan Lee',
        createdOn: updated,
      });
      if (rnd.chance(0.6))
        holds.push({
          jobId: job.id!,
          type,
          action: 'comment',
          comment: type === 'cs' ? 'Customer contacted, waiting for an answer' : 'Pieces set aside in the hold cage',
          createdBy: type === 'cs' ? 'Jamie Rivera' : 'Jordan Lee',
          createdOn: new Date(updated.getTime() + DAY_MS / 4),
        });
    }
  }
  await insertChunked(db, t.jobStatusHistory, history);
  await insertChunked(db, t.jobHoldEvents, holds);

  // Pieces of the first jobs; received ones are sorted into bins and receptacles.
  const pieces: (typeof t.jobPieces.$inferInsert)[] = [];
  const binRows: (typeof t.bins.$inferInsert)[] = [];
  const receptacleRows: (typeof t.receptacles.$inferInsert)[] = [];
  const adjustments: (typeof t.jobAdjustments.$inferInsert)[] = [];
  let pieceId = 0;
  let binId = 0;
  let receptacleId = 0;
  for (const job of jobRows.slice(0, DETAIL_JOBS)) {
    const status = statusName(job.statusId);
    if (status === 'Open' || status === 'Not Received') continue;
    const isMail = job.type === 'Mail';
    const worked = !['Received', 'Voided'].includes(status);
    const closed = ['Closed', 'DNB Job Closed', 'Invoiced'].includes(status);
    const created = job.createdOn ?? new Date();
    let bin: number | null = null;
    const jobReceptacles: number[] = [];
    if (worked && job.id! <= 800) {
      bin = ++binId;
      const open = !closed && rnd.chance(0.7);
      binRows.push({
        id: bin,
        binNumber: `B${String(500000 + bin)}`,
        jobId: job.id!,
        mixed: rnd.chance(0.2),
        capacity: 200,
        status: open ? 'Open' : 'Closed',
        closeType: open ? null : rnd.pick(['standard', 'standard', 'mix', 'residual']),
        createdOn: new Date(created.getTime() + DAY_MS / 2),
        closedOn: open ? null : new Date(created.getTime() + 2 * DAY_MS),
        closedBy: open ? null : 'Jordan Lee',
      });
      for (let r = 0; r < rnd.int(1, 3); r++) {
        jobReceptacles.push(++receptacleId);
        receptacleRows.push({
          id: receptacleId,
          receptacleNumber: `R${String(7000000 + receptacleId)}`,
          binId: bin,
          status: open && r === 0 ? 'Open' : 'Closed',
          closedOn: open && r === 0 ? null : new Date(created.getTime() + 2 * DAY_MS),
          closedBy: open && r === 0 ? null : 'Jordan Lee',
        });
      }
    }
    for (let p = 1; p <= rnd.int(2, 8); p++) {
      pieces.push({
        id: ++pieceId,
        jobId: job.id!,
        pieceNumber: `${job.number}-${String(p).padStart(3, '0')}`,
        stage: closed ? 'Dispatched' : worked ? rnd.pick(['Received', 'Processed']) : 'Received',
        service: rnd.pick(SERVICES),
        isMail,
        weightKg: Math.round(rnd.next() * (isMail ? 2 : 25) * 100 + 10) / 100,
        binId: bin,
        receptacleId: jobReceptacles.length ? rnd.pick(jobReceptacles) : null,
      });
    }
    if (closed && rnd.chance(0.3)) {
      const option = rnd.pick(JOB_ADJUSTMENT_OPTIONS.filter((o) => o.isMail === isMail));
      adjustments.push({
        jobId: job.id!,
        optionId: option.id,
        quantity: rnd.int(1, 12),
        comment: 'Counted at dispatch',
        billed: status === 'Invoiced',
        createdBy: 'Jordan Lee',
        createdOn: new Date(created.getTime() + 3 * DAY_MS),
      });
    }
  }
  await insertChunked(db, t.bins, binRows);
  await insertChunked(db, t.receptacles, receptacleRows);
  await insertChunked(db, t.jobPieces, pieces);
  await insertChunked(db, t.jobAdjustments, adjustments);
  // Invoiced jobs were billed.
  await db
    .update(t.jobs)
    .set({ billingStatus: 'Billed', billingReference: sql`'SO-' || ${t.jobs.id}`, billedOn: t.jobs.closedOn })
    .where(eq(t.jobs.statusId, JOB_STATUSES.indexOf('Invoiced') + 1));
}
