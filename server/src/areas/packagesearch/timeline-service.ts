/** A package's PIM history and its one timeline (spec 3 §7 Package search): every kind the caller may see, oldest first. */
import { desc, eq } from 'drizzle-orm';
import { EXTERNAL_TIMELINE_KINDS, isoInZone, type PimChange, type TimelineEntry } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { Scope } from './scope.ts';
import { isoUtc } from '../../db/pg-time.ts';
import { requirePackage, requireVisible, returnOf, eventsOf } from './service.ts';
import { notesOf } from './notes-service.ts';
import { printsOf } from './label-service.ts';

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
    changedOn: isoUtc(r.changedOn),
  }));
}

export async function packagePimHistory(db: Db, scope: Scope, packageId: number): Promise<PimChange[]> {
  await requireVisible(db, scope, packageId);
  return pimOf(db, packageId);
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
      subject: null,
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
      subject: null,
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
      subject: l.printer,
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
      subject: c.field,
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
            subject: null,
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
