/**
 * The dock's fields of a job (issue 26): each choice checked against the job's customer and office (a mailing term,
 * a legacy pickup or a quote product option of another customer is refused, naming the field), then written to the
 * job's receiving row. Absent: unchanged; null: cleared.
 */
import { and, eq, sql } from 'drizzle-orm';
import { RECEIVING_MESSAGES } from '@a1/shared';
import * as t from '../../db/schema/index.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import { A1Error } from '../../http/errors.ts';
import type { Reader } from '../jobdashboard/reader.ts';

export interface ReceivingFields {
  inboundCarrierId?: number | null;
  carrierReference?: string | null;
  mailingTermId?: number | null;
  quoteProductOptionId?: number | null;
  legacyPickupId?: number | null;
  comment?: string | null;
}

const FIELD_NAMES = [
  'inboundCarrierId',
  'carrierReference',
  'mailingTermId',
  'quoteProductOptionId',
  'legacyPickupId',
  'comment',
] as const;

/** Whether the body carries any dock field. */
export const hasFields = (body: ReceivingFields): boolean => FIELD_NAMES.some((f) => body[f] !== undefined);

async function exists(db: Reader, query: ReturnType<typeof sql>): Promise<boolean> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Checks the fields for a job of `customerId` at `locationId`; `prefix` names the row in a bulk edit. */
export async function checkFields(
  db: Reader,
  job: { customerId: number; locationId: number },
  body: ReceivingFields,
  prefix = '',
): Promise<void> {
  const refuse = (field: string, id: number) => {
    throw new A1Error(400, RECEIVING_MESSAGES.unknownOption(`${prefix}${field}`, id));
  };
  if (body.inboundCarrierId != null) {
    const [row] = await db
      .select({ id: t.inboundCarriers.id })
      .from(t.inboundCarriers)
      .where(eq(t.inboundCarriers.id, body.inboundCarrierId));
    if (!row) refuse('inboundCarrierId', body.inboundCarrierId);
  }
  if (body.mailingTermId != null) {
    const [row] = await db
      .select({ id: t.mailingTerms.id })
      .from(t.mailingTerms)
      .where(and(eq(t.mailingTerms.id, body.mailingTermId), eq(t.mailingTerms.customerId, job.customerId)));
    if (!row) refuse('mailingTermId', body.mailingTermId);
  }
  if (body.legacyPickupId != null) {
    const [row] = await db
      .select({ id: t.legacyPickups.id })
      .from(t.legacyPickups)
      .where(and(eq(t.legacyPickups.id, body.legacyPickupId), eq(t.legacyPickups.customerId, job.customerId)));
    if (!row) refuse('legacyPickupId', body.legacyPickupId);
  }
  if (
    body.quoteProductOptionId != null &&
    !(await exists(
      db,
      sql`SELECT 1 FROM quote_product_options o JOIN quotes q ON q.id = o.quote_id
          WHERE o.id = ${body.quoteProductOptionId} AND q.customer_id = ${job.customerId}
            AND o.location_id = ${job.locationId}`,
    ))
  )
    refuse('quoteProductOptionId', body.quoteProductOptionId);
}

/** Writes the fields the body carries to the job's receiving row (made on first use). Answers what changed. */
export async function writeFields(db: Reader, jobId: number, body: ReceivingFields): Promise<string[]> {
  const set: Partial<typeof t.jobReceiving.$inferInsert> = {};
  for (const field of FIELD_NAMES) {
    const value = body[field];
    if (value === undefined) continue;
    if (field === 'carrierReference' || field === 'comment')
      set[field] = sanitizeOptionalPlainText(value as string | null) || null;
    else set[field] = value as number | null;
  }
  const changed = Object.keys(set);
  if (changed.length === 0) return [];
  await db
    .insert(t.jobReceiving)
    .values({ jobId, ...set })
    .onConflictDoUpdate({ target: t.jobReceiving.jobId, set });
  return changed;
}
