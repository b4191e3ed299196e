/**
 * One package's calls (spec 3 §7 Package search, issue 25): its data, tracking, API data, problem-package card and
 * return; its notes, label, timeline and commercial invoice have their own modules beside this one. Every call first
 * finds the package in the caller's scope: another customer's package answers 404 exactly as one that does not exist.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  isoInZone,
  PACKAGE_MESSAGES,
  PACKAGE_STATUSES,
  returnReasonText,
  type AimbanCard,
  type PackageApiData,
  type PackageData,
  type PackageDetail,
  type PackageItem,
  type PackageReturn,
  type PackageStatusOption,
  type ReturnReasonCode,
  type TrackingEvent,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { instantOf, isoUtc } from '../../db/pg-time.ts';
import { detailRows } from './search.ts';
import { inScope, type Scope } from './scope.ts';

export const packageStatuses = (): PackageStatusOption[] =>
  PACKAGE_STATUSES.map((name, i) => ({ statusId: i + 1, name }));

/** The package as a detail row, or 404 when there is none in the caller's scope. */
/** 404 unless the package exists in the caller's scope: one look-up by key, for the calls that need no more of it. */
export async function requireVisible(db: Db, scope: Scope, packageId: number): Promise<void> {
  const [row] = await db
    .select({ id: t.packages.id })
    .from(t.packages)
    .where(and(eq(t.packages.id, packageId), inScope(scope)));
  if (!row) throw new A1Error(404, PACKAGE_MESSAGES.notFound(packageId));
}

export async function requirePackage(db: Db, scope: Scope, packageId: number): Promise<PackageDetail> {
  const [row] = await detailRows(db, [packageId], new Map(), inScope(scope));
  if (!row) throw new A1Error(404, PACKAGE_MESSAGES.notFound(packageId));
  return row;
}

async function itemsOf(db: Db, packageId: number): Promise<PackageItem[]> {
  const rows = await db
    .select()
    .from(t.packageItems)
    .where(eq(t.packageItems.packageId, packageId))
    .orderBy(asc(t.packageItems.lineNumber));
  return rows.map((i) => ({
    itemId: i.id,
    lineNumber: i.lineNumber,
    description: i.description,
    hsCode: i.hsCode,
    quantity: i.quantity,
    value: Number(i.value),
    originCountry: i.originCountry,
  }));
}

export async function returnOf(db: Db, p: PackageDetail): Promise<PackageReturn | null> {
  const [r] = await db.select().from(t.packageReturns).where(eq(t.packageReturns.packageId, p.packageId));
  return r ? toReturn(r, p.trackingNumber, p.status) : null;
}

const toReturn = (r: typeof t.packageReturns.$inferSelect, trackingNumber: string, status: string): PackageReturn => ({
  returnId: r.id,
  packageId: r.packageId,
  trackingNumber,
  reason: r.reason,
  reasonText: returnReasonText(r.reason as ReturnReasonCode),
  returnedBy: r.returnedBy,
  returnedOn: isoUtc(r.returnedOn),
  status,
});

export async function packageData(db: Db, scope: Scope, packageId: number): Promise<PackageData> {
  const p = await requirePackage(db, scope, packageId);
  const [items, ret] = await Promise.all([itemsOf(db, packageId), returnOf(db, p)]);
  return { ...p, items, return: ret };
}

export async function eventsOf(db: Db, packageId: number): Promise<TrackingEvent[]> {
  const rows = await db
    .select()
    .from(t.trackingEvents)
    .where(eq(t.trackingEvents.packageId, packageId))
    .orderBy(asc(t.trackingEvents.occurredAt), asc(t.trackingEvents.id));
  return rows.map((e) => ({
    eventId: e.id,
    occurredOn: isoInZone(instantOf(e.occurredAt), e.timeZone),
    timeZone: e.timeZone,
    place: e.place,
    countryCode: e.countryCode,
    carrierCode: e.carrierCode,
    carrierText: e.carrierText,
    status: e.status,
    source: e.source === 'scan' ? 'scan' : 'carrier',
  }));
}

export async function packageTracking(db: Db, scope: Scope, packageId: number): Promise<TrackingEvent[]> {
  await requireVisible(db, scope, packageId);
  return eventsOf(db, packageId);
}

export async function packageApiData(db: Db, scope: Scope, packageId: number): Promise<PackageApiData | null> {
  await requireVisible(db, scope, packageId);
  const [row] = await db.select().from(t.packageApiData).where(eq(t.packageApiData.packageId, packageId));
  return row ? { packageId, receivedOn: isoUtc(row.receivedOn), source: row.source, payload: row.payload } : null;
}

/** Whether the package has an open problem-package card (issue 27's package_issues), and its id. */
export async function aimbanCardExists(db: Db, scope: Scope, packageId: number): Promise<AimbanCard> {
  await requireVisible(db, scope, packageId);
  const [card] = await db
    .select({ id: t.packageIssues.id })
    .from(t.packageIssues)
    .where(and(eq(t.packageIssues.packageId, packageId), isNull(t.packageIssues.closedOn)));
  return { exists: Boolean(card), packageIssueId: card?.id ?? null };
}

/**
 * Returns a package to its sender, in one transaction: the return (one per package: a unique index settles two calls
 * at once), the status Returned, a return scan where the package was first scanned, and the PIM change of its status.
 */
export async function returnPackage(
  db: Db,
  scope: Scope,
  by: { email: string },
  query: { packageId: number; returnReason: ReturnReasonCode },
): Promise<PackageReturn> {
  const p = await requirePackage(db, scope, query.packageId);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: t.packages.status, returnedOn: t.packages.returnedOn })
      .from(t.packages)
      .where(eq(t.packages.id, p.packageId))
      .for('update');
    if (locked.returnedOn)
      throw new A1Error(409, PACKAGE_MESSAGES.alreadyReturned(p.trackingNumber, isoUtc(locked.returnedOn)));
    const [ret] = await tx
      .insert(t.packageReturns)
      .values({ packageId: p.packageId, reason: query.returnReason, returnedBy: by.email, returnedOn: now })
      .onConflictDoNothing({ target: t.packageReturns.packageId })
      .returning();
    if (!ret) throw new A1Error(409, PACKAGE_MESSAGES.alreadyReturned(p.trackingNumber, isoUtc(now)));
    await tx.update(t.packages).set({ status: 'Returned', returnedOn: now }).where(eq(t.packages.id, p.packageId));
    const [firstScan] = await tx
      .select({ place: t.trackingEvents.place, timeZone: t.trackingEvents.timeZone, cc: t.trackingEvents.countryCode })
      .from(t.trackingEvents)
      .where(and(eq(t.trackingEvents.packageId, p.packageId), eq(t.trackingEvents.source, 'scan')))
      .orderBy(asc(t.trackingEvents.occurredAt))
      .limit(1);
    await tx.insert(t.trackingEvents).values({
      packageId: p.packageId,
      occurredAt: now,
      place: firstScan?.place ?? 'A1',
      timeZone: firstScan?.timeZone ?? 'UTC',
      countryCode: firstScan?.cc ?? null,
      source: 'scan',
      carrierCode: 'A1-RTS',
      carrierText: `Returned to the sender: ${returnReasonText(query.returnReason)}`,
      status: 'Returned',
    });
    await tx.insert(t.packagePimChanges).values({
      packageId: p.packageId,
      field: 'status',
      before: locked.status,
      after: 'Returned',
      changedBy: by.email,
      changedOn: now,
    });
    return toReturn(ret, p.trackingNumber, 'Returned');
  });
}
