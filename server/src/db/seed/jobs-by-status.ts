/** The demo's jobs, across every status of spec 3 §4. */
import * as t from '../schema/index.ts';
import * as c from './catalog.ts';
import { DAY_MS } from './random.ts';
import type { SeedRun, SeedStaff } from './seed-run.ts';
import { insertChunked } from './tables.ts';

export async function seedJobs(
  { db, rnd, size, daysAgo }: SeedRun,
  { internalUsers }: SeedStaff,
): Promise<t.JobInsert[]> {
  // Jobs across every status of spec 3 §4.
  const jobRows: t.JobInsert[] = [];
  for (let id = 1; id <= size.jobs; id++) {
    const statusId = ((id - 1) % c.JOB_STATUSES.length) + 1;
    const created = daysAgo(rnd.int(0, 120));
    const status = c.JOB_STATUSES[statusId - 1];
    const received = status !== 'Not Received' && status !== 'Open';
    const closed = ['Closed', 'DNB Job Closed', 'Invoiced'].includes(status);
    jobRows.push({
      id,
      number: `J${String(240000 + id).padStart(7, '0')}`,
      customerId: rnd.int(1, c.CUSTOMERS.length),
      statusId,
      locationId: rnd.pick(c.LOCATIONS).id,
      type: rnd.pick(['Mail', 'Parcel', 'Returns', 'Freight']),
      firstInvoiceNumber: closed ? `INV${100000 + id}` : null,
      dandtInvoiceNumber: closed && rnd.chance(0.5) ? `DT${200000 + id}` : null,
      receivedBy: received ? rnd.pick(internalUsers).email : null,
      receivedOn: received ? created : null,
      closedOn: closed ? new Date(created.getTime() + 3 * DAY_MS) : null,
      createdBy: 'seed',
      createdOn: created,
      updatedOn: new Date(created.getTime() + DAY_MS),
    });
  }
  await insertChunked(db, t.jobs, jobRows);
  return jobRows;
}
