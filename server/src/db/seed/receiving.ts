/**
 * Receiving demo (issue 26): the dock's lists (carriers, tare types, costs, quotes with product options, mailing
 * terms, legacy pickups, poly-bag customers, reps, print settings), four manifests with their packages (one DNB),
 * and today's inbound jobs (the demo jobs created today) with a carrier each. A few hundred rows: fast. Runs after the
 * sequences are reset, so every id comes from its sequence.
 */
import { asc, gte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { CUSTOMERS, LOCATIONS } from './catalog.ts';
import { DAY_MS } from './random.ts';

export const RECEIVING_CARRIERS = [
  { code: 'UPSF', name: 'UPS Freight' },
  { code: 'FDXG', name: 'FedEx Ground' },
  { code: 'DHLX', name: 'DHL Express' },
  { code: 'COLI', name: 'La Poste Colissimo' },
  { code: 'CHRO', name: 'Chronopost' },
  { code: 'DROP', name: 'Customer drop-off' },
];
export const RECEIVING_TARE_TYPES = [
  { name: 'Pallet (EUR)', weightKg: 25 },
  { name: 'Pallet (US)', weightKg: 20 },
  { name: 'Cage', weightKg: 35 },
  { name: 'Gaylord', weightKg: 15 },
  { name: 'Tote', weightKg: 1.8 },
  { name: 'Mail sack', weightKg: 0.4 },
];
export const RECEIVING_COSTS = [
  { name: 'Handling', unit: 'piece', rate: 0.35, currency: 'USD' },
  { name: 'Palletising', unit: 'pallet', rate: 12.5, currency: 'USD' },
  { name: 'Storage', unit: 'day', rate: 4, currency: 'USD' },
  { name: 'Re-label', unit: 'piece', rate: 0.8, currency: 'USD' },
  { name: 'Overtime labour', unit: 'hour', rate: 45, currency: 'USD' },
  { name: 'Customs hold', unit: 'job', rate: 25, currency: 'USD' },
];
/** Customers (by their place in CUSTOMERS, 1-based) whose quote is expired, future, or absent. */
export const QUOTE_EXPIRED = 10;
export const QUOTE_FUTURE = 11;
export const QUOTE_NONE = 12;
/** Poly-bag customers received without dimensions. */
export const POLY_BAG_CUSTOMERS = [3, 7];
/** The demo manifests: number, customer, packages, DNB. */
export const RECEIVING_MANIFESTS = [
  { number: 'MR-DEMO-001', customer: 1, packages: 40, isDnb: false },
  { number: 'MR-DEMO-002', customer: 2, packages: 25, isDnb: false },
  { number: 'MR-DEMO-003', customer: 3, packages: 15, isDnb: true },
  { number: 'MR-DEMO-004', customer: 5, packages: 10, isDnb: false },
];
const day = (d: Date) => d.toISOString().slice(0, 10);
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

export async function seedReceiving(db: Db, now: Date): Promise<void> {
  await db.insert(t.inboundCarriers).values(RECEIVING_CARRIERS);
  await db.insert(t.tareTypes).values(RECEIVING_TARE_TYPES);
  await db.insert(t.costs).values(RECEIVING_COSTS);
  await db.insert(t.printSettings).values([
    { locationId: null, labelCopiesPerPiece: 1, printLabelOnScan: true, scdCopies: 1 },
    { locationId: 4, labelCopiesPerPiece: 2, printLabelOnScan: true, scdCopies: 2 },
  ]);

  const customerRows = await db.select({ id: t.customers.id, name: t.customers.name }).from(t.customers);
  const idOf = (n: number) => customerRows.find((c) => c.name === CUSTOMERS[n - 1])!.id;
  const quoteRows = CUSTOMERS.map((_, i) => i + 1)
    .filter((n) => n !== QUOTE_NONE)
    .map((n) => ({
      customerId: idOf(n),
      effectiveFrom: day(new Date(now.getTime() - (n === QUOTE_FUTURE ? -30 : 200) * DAY_MS)),
      effectiveTo:
        n === QUOTE_EXPIRED
          ? day(new Date(now.getTime() - 10 * DAY_MS))
          : n % 2
            ? null
            : day(new Date(now.getTime() + 180 * DAY_MS)),
    }));
  const quotes = await db
    .insert(t.quotes)
    .values(quoteRows)
    .returning({ id: t.quotes.id, customerId: t.quotes.customerId });
  await db.insert(t.quoteProductOptions).values(
    quotes.flatMap((q) =>
      LOCATIONS.flatMap((l) => [
        { quoteId: q.id, locationId: l.id, product: 'Priority Tracked', service: 'Tracking', isMail: false },
        { quoteId: q.id, locationId: l.id, product: 'Economy Mail', service: 'Presort', isMail: true },
      ]),
    ),
  );
  await db.insert(t.mailingTerms).values(
    customerRows.flatMap((c) => [
      { customerId: c.id, name: 'Standard', isDefault: true },
      { customerId: c.id, name: 'Presorted — à trier', isDefault: false },
    ]),
  );
  await db.insert(t.legacyPickups).values(
    customerRows.flatMap((c, i) => [
      {
        customerId: c.id,
        pickupNumber: `LP${70000 + i * 2}`,
        pickupOn: new Date(now.getTime() - DAY_MS),
        address: `${10 + i} Dock Street`,
        pieces: 4 + i,
      },
      {
        customerId: c.id,
        pickupNumber: `LP${70001 + i * 2}`,
        pickupOn: now,
        address: `${20 + i} Quai de Réception`,
        pieces: 10 + i,
      },
    ]),
  );
  await db.insert(t.polyBagIgnoreDimsCustomers).values(POLY_BAG_CUSTOMERS.map((n) => ({ customerId: idOf(n) })));
  // Reps for all but the last two customers (those show "no customer rep").
  await db.insert(t.customerReps).values(
    CUSTOMERS.slice(0, -2).map((name, i) => ({
      customerId: idOf(i + 1),
      name: `Rep of ${name}`,
      email: `rep.${slug(name)}@a1demo.com`,
    })),
  );

  // Manifests with their packages, waiting at the dock (Data Received, no job yet).
  const manifestRows = await db
    .insert(t.manifests)
    .values(
      RECEIVING_MANIFESTS.map((m) => ({ manifestNumber: m.number, customerId: idOf(m.customer), isDnb: m.isDnb })),
    )
    .returning({ id: t.manifests.id });
  await db.insert(t.packages).values(
    RECEIVING_MANIFESTS.flatMap((m, mi) =>
      Array.from({ length: m.packages }, (_, k) => ({
        trackingNumber: `RC${String(mi + 1).padStart(2, '0')}${String(k + 1).padStart(6, '0')}US`,
        manifestNumber: m.number,
        customerId: idOf(m.customer),
        service: 'Priority Tracked',
        status: 'Data Received',
        consigneeName: 'Zoë Lefèvre',
        consigneeAddress1: `${k + 1} rue de la Réception`,
        consigneeCity: 'Orléans',
        consigneeCountry: 'FR',
        weightKg: 0.5 + (k % 7) * 0.25,
        declaredValue: '20.00',
        currency: 'EUR',
      })),
    ),
  );

  // Today's inbound jobs are the demo jobs created today (several statuses, with their pieces): each gets its
  // receiving row (a carrier) and a history line; the first receives the first manifest. No job is added, so the
  // job dashboards' demo counts stay as they are.
  const today = new Date(`${day(now)}T00:00:00.000Z`);
  const todays = await db
    .select({ id: t.jobs.id, number: t.jobs.number })
    .from(t.jobs)
    .where(gte(t.jobs.createdOn, today))
    .orderBy(asc(t.jobs.id));
  if (todays.length === 0) return;
  const carriers = await db
    .select({ id: t.inboundCarriers.id })
    .from(t.inboundCarriers)
    .orderBy(asc(t.inboundCarriers.id));
  const by = 'ops.manager@a1demo.com';
  await db
    .insert(t.jobReceiving)
    .values(todays.map((j, i) => ({ jobId: j.id, inboundCarrierId: carriers[i % carriers.length].id })));
  await db.insert(t.manifestJobs).values({ manifestId: manifestRows[0].id, jobId: todays[0].id, linkedBy: by });
  await db.insert(t.receivingHistory).values(
    todays.map((j) => ({
      jobId: j.id,
      kind: 'created',
      detail: `Job ${j.number} received at the dock.`,
      createdBy: by,
    })),
  );
}
