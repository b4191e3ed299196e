/** Operation/Admin/JobDashboard/ manual jobs (spec 2 §7): a job created by hand, and the mail job setting. */
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES, JOB_STATUSES } from '@a1/shared/constants/jobs';
import type { JobGeneral, ManualJob } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { jobGeneral, lockJob } from '../jobdashboard/jobs.ts';
import { type Saver, existingJob, checkProduct, checkReferences, recordHistory } from './job-guards.ts';

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
