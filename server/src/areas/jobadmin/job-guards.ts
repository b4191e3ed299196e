/** What a job-admin write checks before it writes (the job, its product, its references, a final status) and the history row it leaves. */
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES, JOB_PRODUCTS } from '@a1/shared/constants/jobs';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { Reader, Tx } from '../jobdashboard/reader.ts';

/** Who saves a job: the version check names them to the next stale saver. */
export type Saver = { userId: number; fullName: string };

export async function existingJob(db: Reader, jobId: number) {
  const [job] = await db.select().from(t.jobs).where(eq(t.jobs.id, jobId));
  if (!job) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
  return job;
}

export const FINAL = ['Voided', 'Invoiced'];

export function checkProduct(productName: string | null | undefined) {
  if (productName && !Object.hasOwn(JOB_PRODUCTS, productName))
    throw new A1Error(400, `"${productName}" is not a product. Products: ${Object.keys(JOB_PRODUCTS).join(', ')}.`);
}

export async function checkReferences(db: Reader, customerId: number, locationId: number) {
  const [customer] = await db.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.id, customerId));
  if (!customer) throw new A1Error(400, JOB_MESSAGES.unknownCustomer(customerId));
  const [location] = await db.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.id, locationId));
  if (!location) throw new A1Error(400, JOB_MESSAGES.unknownLocation(locationId));
}

export async function recordHistory(tx: Tx, jobId: number, statusId: number, comment: string, by: string) {
  await tx
    .insert(t.jobStatusHistory)
    .values({ jobId, fromStatusId: statusId, toStatusId: statusId, comment, changedBy: by });
}
