/**
 * One package's calls (spec 3 §7 Package search, issue 25): its data, tracking, API data, one timeline, notes, label
 * and prints, PIM history, commercial invoice and return. Every call first finds the package in the caller's scope:
 * another customer's package answers 404 exactly as one that does not exist.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  EXTERNAL_TIMELINE_KINDS,
  isoInZone,
  PACKAGE_MESSAGES,
  PACKAGE_STATUSES,
  returnReasonText,
  type AimbanCard,
  type LabelPrint,
  type PackageApiData,
  type PackageData,
  type PackageDetail,
  type PackageItem,
  type PackageLabel,
  type PackageNote,
  type PackageReturn,
  type PackageStatusOption,
  type PimChange,
  type ReturnReasonCode,
  type TimelineEntry,
  type TrackingEvent,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { commercialInvoicePdf } from '../../pdf/commercial-invoice.ts';
import { detailRows } from './search.ts';
import { inScope, type Scope } from './scope.ts';
import { packageLabelZpl } from './zpl.ts';

const when = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const iso = (value: unknown): string => when(value).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export const packageStatuses = (): PackageStatusOption[] =>
  PACKAGE_STATUSES.map((name, i) => ({ statusId: i + 1, name }));

/** The package as a detail row, or 404 when there is none in the caller's scope. */
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

async function returnOf(db: Db, p: PackageDetail): Promise<PackageReturn | null> {
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
  returnedOn: iso(r.returnedOn),
  status,
});

export async function packageData(db: Db, scope: Scope, packageId: number): Promise<PackageData> {
  const p = await requirePackage(db, scope, packageId);
  const [items, ret] = await Promise.all([itemsOf(db, packageId), returnOf(db, p)]);
  return { ...p, items, return: ret };
}

async function eventsOf(db: Db, packageId: number): Promise<TrackingEvent[]> {
  const rows = await db
    .select()
    .from(t.trackingEvents)
    .where(eq(t.trackingEvents.packageId, packageId))
    .orderBy(asc(t.trackingEvents.occurredAt), asc(t.trackingEvents.id));
  return rows.map((e) => ({
    eventId: e.id,
    occurredOn: isoInZone(when(e.occurredAt), e.timeZone),
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
  await requirePackage(db, scope, packageId);
  return eventsOf(db, packageId);
}

export async function packageApiData(db: Db, scope: Scope, packageId: number): Promise<PackageApiData | null> {
  await requirePackage(db, scope, packageId);
  const [row] = await db.select().from(t.packageApiData).where(eq(t.packageApiData.packageId, packageId));
  return row ? { packageId, receivedOn: iso(row.receivedOn), source: row.source, payload: row.payload } : null;
}

const toNote = (n: typeof t.packageNotes.$inferSelect): PackageNote => ({
  noteId: n.id,
  packageId: n.packageId,
  note: n.note,
  createdBy: n.createdBy,
  createdByName: n.createdByName,
  createdOn: iso(n.createdOn),
  modifiedBy: n.modifiedBy,
  modifiedOn: isoOrNull(n.modifiedOn),
});

async function notesOf(db: Db, packageId: number): Promise<PackageNote[]> {
  const rows = await db
    .select()
    .from(t.packageNotes)
    .where(eq(t.packageNotes.packageId, packageId))
    .orderBy(desc(t.packageNotes.createdOn), desc(t.packageNotes.id));
  return rows.map(toNote);
}

export async function packageNotes(db: Db, scope: Scope, packageId: number): Promise<PackageNote[]> {
  await requirePackage(db, scope, packageId);
  return notesOf(db, packageId);
}

const noteText = (text: string): string => {
  const clean = sanitizePlainText(text);
  if (!clean) throw new A1Error(400, 'note holds no text once markup is removed.');
  return clean;
};

export async function createNote(
  db: Db,
  scope: Scope,
  by: Editor,
  body: { packageId: number; note: string },
): Promise<PackageNote> {
  await requirePackage(db, scope, body.packageId);
  const [row] = await db
    .insert(t.packageNotes)
    .values({ packageId: body.packageId, note: noteText(body.note), createdBy: by.email, createdByName: by.fullName })
    .returning();
  return toNote(row);
}

async function requireNote(db: Db, packageId: number, noteId: number) {
  const [note] = await db
    .select()
    .from(t.packageNotes)
    .where(and(eq(t.packageNotes.id, noteId), eq(t.packageNotes.packageId, packageId)));
  if (!note) throw new A1Error(404, PACKAGE_MESSAGES.noteNotFound(noteId, packageId));
  return note;
}

export async function updateNote(
  db: Db,
  scope: Scope,
  by: Editor,
  body: { packageId: number; noteId: number; note: string },
): Promise<PackageNote> {
  await requirePackage(db, scope, body.packageId);
  const note = await requireNote(db, body.packageId, body.noteId);
  await requireAuthor(by, note.createdBy, 'note');
  const [row] = await db
    .update(t.packageNotes)
    .set({ note: noteText(body.note), modifiedBy: by.email, modifiedOn: new Date() })
    .where(eq(t.packageNotes.id, note.id))
    .returning();
  return toNote(row);
}

export async function deleteNote(
  db: Db,
  scope: Scope,
  by: Editor,
  query: { packageId: number; noteId: number },
): Promise<boolean> {
  await requirePackage(db, scope, query.packageId);
  const note = await requireNote(db, query.packageId, query.noteId);
  await requireAuthor(by, note.createdBy, 'note');
  await db.delete(t.packageNotes).where(eq(t.packageNotes.id, note.id));
  return true;
}

// ------------------------------------------------------------------------------------------------ labels

async function printsOf(db: Db, packageId: number): Promise<LabelPrint[]> {
  const rows = await db
    .select()
    .from(t.labelPrints)
    .where(eq(t.labelPrints.packageId, packageId))
    .orderBy(asc(t.labelPrints.printedOn), asc(t.labelPrints.id));
  return rows.map((r) => ({
    printId: r.id,
    labelId: r.labelId,
    packageId: r.packageId,
    printer: r.printer,
    printedBy: r.printedBy,
    printedOn: iso(r.printedOn),
  }));
}

/** The package's label: the latest one generated, or a new one generated from its data and kept. */
export async function packageLabel(
  db: Db,
  scope: Scope,
  by: { email: string },
  packageId: number,
): Promise<PackageLabel> {
  const p = await requirePackage(db, scope, packageId);
  let [label] = await db
    .select()
    .from(t.packageLabels)
    .where(eq(t.packageLabels.packageId, packageId))
    .orderBy(desc(t.packageLabels.id))
    .limit(1);
  if (!label) {
    [label] = await db
      .insert(t.packageLabels)
      .values({
        packageId,
        format: 'ZPL',
        content: packageLabelZpl({
          trackingNumber: p.trackingNumber,
          service: p.service,
          customer: p.customer,
          jobNumber: p.jobNumber,
          consigneeName: p.consigneeName,
          consigneeAddress1: p.consigneeAddress1,
          consigneeAddress2: p.consigneeAddress2,
          consigneeCity: p.consigneeCity,
          consigneePostalCode: p.consigneePostalCode,
          consigneeCountry: p.consigneeCountry,
          weightKg: p.weightKg,
        }),
        createdBy: by.email,
      })
      .returning();
  }
  return {
    labelId: label.id,
    packageId,
    trackingNumber: p.trackingNumber,
    format: 'ZPL',
    zpl: label.content,
    createdBy: label.createdBy,
    createdOn: iso(label.createdOn),
    prints: await printsOf(db, packageId),
  };
}

export async function recordLabelPrint(
  db: Db,
  scope: Scope,
  by: { email: string },
  body: { packageId: number; labelId: number; printer: string },
): Promise<LabelPrint> {
  await requirePackage(db, scope, body.packageId);
  const [label] = await db
    .select({ id: t.packageLabels.id })
    .from(t.packageLabels)
    .where(and(eq(t.packageLabels.id, body.labelId), eq(t.packageLabels.packageId, body.packageId)));
  if (!label) throw new A1Error(404, PACKAGE_MESSAGES.labelNotFound(body.labelId, body.packageId));
  const [row] = await db
    .insert(t.labelPrints)
    .values({
      labelId: label.id,
      packageId: body.packageId,
      printer: sanitizePlainText(body.printer) || body.printer.trim(),
      printedBy: by.email,
    })
    .returning();
  return {
    printId: row.id,
    labelId: row.labelId,
    packageId: row.packageId,
    printer: row.printer,
    printedBy: row.printedBy,
    printedOn: iso(row.printedOn),
  };
}

// ------------------------------------------------------------------------------------ PIM, card, timeline

async function pimOf(db: Db, packageId: number): Promise<PimChange[]> {
  const rows = await db
    .select()
    .from(t.packagePimChanges)
    .where(eq(t.packagePimChanges.packageId, packageId))
    .orderBy(desc(t.packagePimChanges.changedOn), desc(t.packagePimChanges.id));
  return rows.map((r) => ({
    changeId: r.id,
    field: r.field,
    before: r.before,
    after: r.after,
    changedBy: r.changedBy,
    changedOn: iso(r.changedOn),
  }));
}

export async function packagePimHistory(db: Db, scope: Scope, packageId: number): Promise<PimChange[]> {
  await requirePackage(db, scope, packageId);
  return pimOf(db, packageId);
}

/**
 * Whether the package has a problem-package card. The board (spec 3 §7 problem-package service) is built beside
 * this area and has no table yet: until it has, no package has a card.
 */
export async function aimbanCardExists(db: Db, scope: Scope, packageId: number): Promise<AimbanCard> {
  await requirePackage(db, scope, packageId);
  return { exists: false, packageIssueId: null };
}

/** Sort key of a timeline entry: its instant (entries carry ISO times with offsets). */
const instant = (entry: TimelineEntry) => Date.parse(entry.on);

/** The one timeline: every kind the caller may see, oldest first; an instant in UTC where there is no place. */
export async function packageTimeline(
  db: Db,
  scope: Scope,
  internal: boolean,
  packageId: number,
): Promise<TimelineEntry[]> {
  const p = await requirePackage(db, scope, packageId);
  const [events, notes, prints, pim, ret] = await Promise.all([
    eventsOf(db, packageId),
    internal ? notesOf(db, packageId) : [],
    printsOf(db, packageId),
    internal ? pimOf(db, packageId) : [],
    internal ? returnOf(db, p) : null,
  ]);
  const utc = (value: string) => isoInZone(new Date(value), null);
  const entries: TimelineEntry[] = [
    ...events.map((e): TimelineEntry => ({
      kind: e.source,
      key: `${e.source}-${e.eventId}`,
      on: e.occurredOn,
      timeZone: e.timeZone,
      place: e.place,
      title: e.carrierText,
      text: null,
      by: null,
      status: e.status,
      code: e.carrierCode,
    })),
    ...notes.map((n): TimelineEntry => ({
      kind: 'note',
      key: `note-${n.noteId}`,
      on: utc(n.createdOn),
      timeZone: null,
      place: null,
      title: 'Note',
      text: n.note,
      by: n.createdByName,
      status: null,
      code: null,
    })),
    ...prints.map((l): TimelineEntry => ({
      kind: 'labelPrint',
      key: `labelPrint-${l.printId}`,
      on: utc(l.printedOn),
      timeZone: null,
      place: null,
      title: `Label printed on ${l.printer}`,
      text: null,
      by: l.printedBy,
      status: null,
      code: null,
    })),
    ...pim.map((c): TimelineEntry => ({
      kind: 'pim',
      key: `pim-${c.changeId}`,
      on: utc(c.changedOn),
      timeZone: null,
      place: null,
      title: `${c.field} changed`,
      text: `${c.before ?? '—'} → ${c.after ?? '—'}`,
      by: c.changedBy,
      status: null,
      code: null,
    })),
    ...(ret
      ? [
          {
            kind: 'return',
            key: `return-${ret.returnId}`,
            on: utc(ret.returnedOn),
            timeZone: null,
            place: null,
            title: 'Returned to the sender',
            text: ret.reasonText,
            by: ret.returnedBy,
            status: 'Returned',
            code: ret.reason,
          } satisfies TimelineEntry,
        ]
      : []),
  ];
  const visible = internal ? entries : entries.filter((e) => EXTERNAL_TIMELINE_KINDS.includes(e.kind));
  return visible.sort((a, b) => instant(a) - instant(b) || a.key.localeCompare(b.key));
}

// ------------------------------------------------------------------------------------ invoice and return

export async function commercialInvoice(
  db: Db,
  scope: Scope,
  query: { packageId: number[]; multiple?: boolean },
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const ids = [...new Set(query.packageId)];
  if (ids.length > 1 && !query.multiple) throw new A1Error(400, PACKAGE_MESSAGES.oneInvoiceUnlessMultiple);
  const rows = await detailRows(db, ids, new Map(), inScope(scope));
  const byId = new Map(rows.map((r) => [r.packageId, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw new A1Error(404, PACKAGE_MESSAGES.notFound(missing));
  const items = await db
    .select()
    .from(t.packageItems)
    .where(inArray(t.packageItems.packageId, ids))
    .orderBy(asc(t.packageItems.packageId), asc(t.packageItems.lineNumber));
  const content = await commercialInvoicePdf(
    ids.map((id) => {
      const p = byId.get(id)!;
      return {
        trackingNumber: p.trackingNumber,
        customerReference: p.customerReference,
        jobNumber: p.jobNumber,
        sender: p.customer,
        service: p.service,
        consigneeName: p.consigneeName,
        consigneeAddress: [
          p.consigneeAddress1,
          p.consigneeAddress2,
          [p.consigneePostalCode, p.consigneeCity, p.consigneeState].filter(Boolean).join(' '),
        ].filter((line): line is string => !!line),
        consigneeCountry: p.consigneeCountry,
        taxId: p.taxId,
        weightKg: p.weightKg,
        currency: p.currency,
        declaredValue: p.declaredValue,
        createdOn: new Date(p.createdOn),
        items: items
          .filter((i) => i.packageId === id)
          .map((i) => ({
            description: i.description,
            hsCode: i.hsCode,
            quantity: i.quantity,
            value: Number(i.value),
            originCountry: i.originCountry,
          })),
      };
    }),
  );
  const first = byId.get(ids[0])!.trackingNumber;
  return {
    fileName: ids.length > 1 ? `commercial-invoices-${ids.length}.pdf` : `commercial-invoice-${first}.pdf`,
    contentType: 'application/pdf',
    content,
  };
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
      throw new A1Error(409, PACKAGE_MESSAGES.alreadyReturned(p.trackingNumber, iso(locked.returnedOn)));
    const [ret] = await tx
      .insert(t.packageReturns)
      .values({ packageId: p.packageId, reason: query.returnReason, returnedBy: by.email, returnedOn: now })
      .onConflictDoNothing({ target: t.packageReturns.packageId })
      .returning();
    if (!ret) throw new A1Error(409, PACKAGE_MESSAGES.alreadyReturned(p.trackingNumber, iso(now)));
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
