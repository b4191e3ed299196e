/**
 * Receiving's job creation (spec 3 §7 POST Receiving/Job): a new job, Open or Received, as the job list shows it (so
 * it is in Job/All at once), with the dock's fields when sent, recorded in its receiving history.
 */
import { eq } from 'drizzle-orm';
import { RECEIVING_MESSAGES, type Job, type NewJob } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import type { Reader } from '../jobdashboard/reader.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { listJobs } from '../jobdashboard/service.ts';
import { checkFields, writeFields } from './job-fields.ts';
import { recordHistory } from './history.ts';

const statusId = async (db: Reader, name: string): Promise<number> => {
  const [row] = await db.select({ id: t.jobStatuses.id }).from(t.jobStatuses).where(eq(t.jobStatuses.name, name));
  if (!row) throw new Error(`job status ${name} is not seeded`);
  return row.id;
};

export async function createJob(db: Db, job: NewJob, by: { email: string }): Promise<Job> {
  const number = job.number.trim();
  const [customer] = await db
    .select({ id: t.customers.id })
    .from(t.customers)
    .where(eq(t.customers.id, job.customerId));
  if (!customer) throw new A1Error(400, RECEIVING_MESSAGES.unknownCustomer(job.customerId));
  const [location] = await db
    .select({ id: t.locations.id })
    .from(t.locations)
    .where(eq(t.locations.id, job.locationId));
  if (!location) throw new A1Error(400, RECEIVING_MESSAGES.unknownLocation(job.locationId));
  const [taken] = await db.select({ id: t.jobs.id }).from(t.jobs).where(eq(t.jobs.number, number));
  if (taken) throw new A1Error(409, RECEIVING_MESSAGES.duplicateNumber(number));
  await checkFields(db, job, job);
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    // The unique index settles a race between two identical requests: the loser gets the same 409.
    const [row] = await tx
      .insert(t.jobs)
      .values({
        number,
        customerId: job.customerId,
        locationId: job.locationId,
        type: job.type.trim(),
        statusId: await statusId(tx, job.received ? 'Received' : 'Open'),
        receivedBy: job.received ? by.email : null,
        receivedOn: job.received ? now : null,
        createdBy: by.email,
        createdOn: now,
        updatedOn: now,
      })
      .onConflictDoNothing({ target: t.jobs.number })
      .returning({ id: t.jobs.id });
    if (!row) throw new A1Error(409, RECEIVING_MESSAGES.duplicateNumber(number));
    await writeFields(tx, row.id, job);
    await recordHistory(
      tx,
      row.id,
      'created',
      `Job ${number} created (${job.received ? 'Received' : 'Open'}).`,
      by.email,
    );
    return row;
  });
  return (await listJobs(db, { id: created.id })).jobs[0];
}
