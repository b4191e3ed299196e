/**
 * The dock's lists (issue 26): inbound carriers, tare types, the cost list, customers (with their quote in effect
 * today), mailing terms, legacy pickups, quote product options, poly-bag customers and print settings.
 */
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  RECEIVING_MESSAGES,
  type PolyBagIgnoreDims,
  type PrintSetting,
  type QuoteProductOption,
  type ReceivingCustomer,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { Reader } from '../jobdashboard/reader.ts';
import { rowsOf } from '../../db/sql-arrays.ts';

/** A quote is in effect today between its from and to days (to null: open-ended). */
export const EFFECTIVE_TODAY = sql`q.effective_from <= current_date AND (q.effective_to IS NULL OR q.effective_to >= current_date)`;

export const inboundCarriers = (db: Db) =>
  db
    .select({ inboundCarrierId: t.inboundCarriers.id, code: t.inboundCarriers.code, name: t.inboundCarriers.name })
    .from(t.inboundCarriers)
    .orderBy(asc(t.inboundCarriers.name));

export const tareTypes = (db: Db) =>
  db
    .select({ tareTypeId: t.tareTypes.id, name: t.tareTypes.name, weightKg: t.tareTypes.weightKg })
    .from(t.tareTypes)
    .orderBy(asc(t.tareTypes.name));

export const costList = (db: Db) =>
  db
    .select({
      costId: t.costs.id,
      name: t.costs.name,
      unit: t.costs.unit,
      rate: t.costs.rate,
      currency: t.costs.currency,
    })
    .from(t.costs)
    .orderBy(asc(t.costs.name));

/** Every customer with its quote in effect today (the latest starting one), or only those that have one. */
export async function customers(db: Db, effectiveOnly: boolean): Promise<ReceivingCustomer[]> {
  return rowsOf<ReceivingCustomer>(
    await db.execute(sql`
      SELECT c.id AS "customerId", c.name, eq.id AS "quoteId",
             eq.effective_from::text AS "quoteEffectiveFrom", eq.effective_to::text AS "quoteEffectiveTo",
             (pb.customer_id IS NOT NULL) AS "ignoreDims"
      FROM customers c
      ${effectiveOnly ? sql`` : sql`LEFT`} JOIN LATERAL (
        SELECT q.id, q.effective_from, q.effective_to FROM quotes q
        WHERE q.customer_id = c.id AND ${EFFECTIVE_TODAY} ORDER BY q.effective_from DESC, q.id DESC LIMIT 1
      ) eq ON true
      LEFT JOIN poly_bag_ignore_dims_customers pb ON pb.customer_id = c.id
      ORDER BY c.name, c.id`),
  );
}

/** The customer, or 400 naming customerId. */
export async function knownCustomer(db: Reader, customerId: number): Promise<{ id: number; name: string }> {
  const [row] = await db
    .select({ id: t.customers.id, name: t.customers.name })
    .from(t.customers)
    .where(eq(t.customers.id, customerId));
  if (!row) throw new A1Error(400, RECEIVING_MESSAGES.unknownCustomer(customerId));
  return row;
}

export async function mailingTerms(db: Db, customerId: number) {
  await knownCustomer(db, customerId);
  return db
    .select({
      mailingTermId: t.mailingTerms.id,
      customerId: t.mailingTerms.customerId,
      name: t.mailingTerms.name,
      isDefault: t.mailingTerms.isDefault,
    })
    .from(t.mailingTerms)
    .where(eq(t.mailingTerms.customerId, customerId))
    .orderBy(desc(t.mailingTerms.isDefault), asc(t.mailingTerms.name));
}

export async function legacyPickups(db: Db, customerId: number) {
  await knownCustomer(db, customerId);
  const rows = await db
    .select()
    .from(t.legacyPickups)
    .where(eq(t.legacyPickups.customerId, customerId))
    .orderBy(desc(t.legacyPickups.pickupOn), desc(t.legacyPickups.id));
  return rows.map((r) => ({
    legacyPickupId: r.id,
    customerId: r.customerId,
    pickupNumber: r.pickupNumber,
    pickupOn: r.pickupOn.toISOString(),
    address: r.address,
    pieces: r.pieces,
  }));
}

export async function quoteProductOptions(
  db: Db,
  customerId: number,
  locationId: number,
): Promise<QuoteProductOption[]> {
  await knownCustomer(db, customerId);
  const [location] = await db.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.id, locationId));
  if (!location) throw new A1Error(400, `joblocationId ${locationId} is not a known office.`);
  return rowsOf<QuoteProductOption>(
    await db.execute(sql`
      SELECT o.id AS "quoteProductOptionId", o.quote_id AS "quoteId", q.customer_id AS "customerId",
             o.location_id AS "locationId", o.product, o.service, o.is_mail AS "isMail"
      FROM quote_product_options o JOIN quotes q ON q.id = o.quote_id
      WHERE q.customer_id = ${customerId} AND o.location_id = ${locationId} AND ${EFFECTIVE_TODAY}
      ORDER BY o.product, o.service, o.id`),
  );
}

export async function polyBagIgnoreDims(db: Db, customerId: number): Promise<PolyBagIgnoreDims> {
  const customer = await knownCustomer(db, customerId);
  const [row] = await db
    .select()
    .from(t.polyBagIgnoreDimsCustomers)
    .where(eq(t.polyBagIgnoreDimsCustomers.customerId, customerId));
  return { customerId, customer: customer.name, ignoreDims: Boolean(row) };
}

/** The print settings of the caller's default office (else first office), else the default row. */
export async function printSetting(db: Db, userId: number): Promise<PrintSetting> {
  const offices = await db
    .select({ id: t.locations.id, name: t.locations.name })
    .from(t.userLocations)
    .innerJoin(t.locations, eq(t.locations.id, t.userLocations.locationId))
    .where(eq(t.userLocations.userId, userId))
    .orderBy(desc(t.userLocations.isDefault), asc(t.locations.id))
    .limit(1);
  const office = offices[0];
  const [own] = office ? await db.select().from(t.printSettings).where(eq(t.printSettings.locationId, office.id)) : [];
  const [fallback] = own ? [own] : await db.select().from(t.printSettings).where(isNull(t.printSettings.locationId));
  const row = fallback ?? { labelCopiesPerPiece: 1, printLabelOnScan: true, scdCopies: 1 };
  return {
    locationId: own ? office!.id : null,
    location: own ? office!.name : null,
    labelFormat: 'ZPL',
    labelCopiesPerPiece: row.labelCopiesPerPiece,
    printLabelOnScan: row.printLabelOnScan,
    scdCopies: row.scdCopies,
  };
}
