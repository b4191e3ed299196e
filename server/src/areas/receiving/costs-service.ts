/**
 * A job's costs against the cost list (issue 26): POST JobCost replaces the job's lines in one transaction, each
 * priced from the list (amount = quantity × rate, to the cent); a cost not in the list names its row.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { RECEIVING_MESSAGES, type JobCost } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { personName } from '../../db/person-name.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import { recordHistory } from './history.ts';
import { receivingJob } from './job-read.ts';

export async function jobCosts(db: Db, jobId: number): Promise<JobCost[]> {
  await receivingJob(db, jobId);
  const rows = await db
    .select({
      jobCostId: t.jobCosts.id,
      jobId: t.jobCosts.jobId,
      costId: t.jobCosts.costId,
      cost: t.costs.name,
      unit: t.costs.unit,
      quantity: t.jobCosts.quantity,
      rate: t.jobCosts.rate,
      amount: t.jobCosts.amount,
      currency: t.costs.currency,
      comment: t.jobCosts.comment,
      createdBy: personName(t.jobCosts.createdBy),
      createdOn: t.jobCosts.createdOn,
    })
    .from(t.jobCosts)
    .innerJoin(t.costs, eq(t.costs.id, t.jobCosts.costId))
    .where(eq(t.jobCosts.jobId, jobId))
    .orderBy(asc(t.jobCosts.id));
  return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
}

export async function saveJobCosts(
  db: Db,
  body: { jobId: number; costs: Array<{ costId: number; quantity: number; comment?: string | null }> },
  by: string,
): Promise<JobCost[]> {
  await receivingJob(db, body.jobId);
  const ids = [...new Set(body.costs.map((c) => c.costId))];
  const list = ids.length ? await db.select().from(t.costs).where(inArray(t.costs.id, ids)) : [];
  const rate = new Map(list.map((c) => [c.id, c]));
  body.costs.forEach((line, i) => {
    if (!rate.has(line.costId)) throw new A1Error(400, RECEIVING_MESSAGES.unknownCost(i, line.costId));
  });
  await db.transaction(async (tx) => {
    await tx.delete(t.jobCosts).where(eq(t.jobCosts.jobId, body.jobId));
    if (body.costs.length > 0)
      await tx.insert(t.jobCosts).values(
        body.costs.map((line) => {
          const cost = rate.get(line.costId)!;
          return {
            jobId: body.jobId,
            costId: line.costId,
            quantity: line.quantity,
            rate: cost.rate,
            amount: Math.round(line.quantity * cost.rate * 100) / 100,
            comment: sanitizeOptionalPlainText(line.comment) || null,
            createdBy: by,
          };
        }),
      );
    const summary = body.costs.map((l) => `${rate.get(l.costId)!.name} × ${l.quantity}`).join(', ');
    await recordHistory(tx, body.jobId, 'cost', summary ? `Costs: ${summary}.` : 'Costs cleared.', by);
  });
  return jobCosts(db, body.jobId);
}
