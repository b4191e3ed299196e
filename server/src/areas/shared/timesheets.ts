/**
 * Timesheets, for every owner kind (issue 24 point 3): hours a user books on a ticket (or its Kanban card), a
 * feature, an initiative or a project, with a category (the spec's Description). The only writer of the timesheets
 * table; the ticketing, project-tracking and Shared/Timesheet routes shape its entries into their own answers.
 *
 * Rules, the same for every kind: the owner exists, the date is a real day, the category is known; an entry is
 * changed or deleted only by its author or an administrator (record-owner.ts); a deletion is soft (isEnabled false,
 * spec 2 §4) and recorded as a change; lists show enabled entries, oldest day first.
 */
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { TIMESHEET_MESSAGES, type TimesheetOwnerKind, type WorkTimesheet } from '@a1/shared';
import { isValidDay } from '@a1/shared/rules/ticket-writes/index';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';

export interface TimesheetOwner {
  kind: TimesheetOwnerKind;
  id: number;
}

/** What a write sets. */
export interface TimesheetFields {
  date: string;
  hours: number;
  categoryId: number;
  notes?: string | null;
  /** false deletes softly (the Kanban edits' way); absent keeps the entry enabled. */
  isEnabled?: boolean;
}

/** An entry as every answer shape is made from. */
export interface TimesheetEntry {
  id: number;
  ownerKind: TimesheetOwnerKind;
  ownerId: number;
  userId: number;
  userName: string;
  date: string;
  hours: number;
  categoryId: number;
  categoryName: string;
  notes: string | null;
  isEnabled: boolean;
  createdBy: string;
  createdOn: string;
  modifiedBy: string | null;
  modifiedOn: string | null;
}

/** The fields of an entry that the ticket's and the kind-neutral answers share (the spec's description is its category). */
export const describedEntry = (e: TimesheetEntry) => ({
  date: e.date,
  hours: e.hours,
  description: e.categoryId,
  categoryName: e.categoryName,
  notes: e.notes,
  createdBy: e.createdBy,
  createdOn: e.createdOn,
  modifiedBy: e.modifiedBy,
  modifiedOn: e.modifiedOn,
});

/** An entry as the feature, initiative and Shared/Timesheet calls answer it (the contract's WorkTimesheet). */
export const asWorkTimesheet = (e: TimesheetEntry): WorkTimesheet => ({
  id: e.id,
  timesheetType: e.ownerKind,
  parentId: e.ownerId,
  userId: e.userId,
  userName: e.userName,
  ...describedEntry(e),
});

/** Which entry a change or deletion addresses: its id, of this kind, and of this owner when the call names one. */
export interface EntryAddress {
  id: number;
  kind: TimesheetOwnerKind;
  ownerId?: number;
}

const OWNER_TABLES = { Ticket: t.tickets, Feature: t.features, Initiative: t.initiatives, Project: t.projects };

export async function requireOwner(db: Db, owner: TimesheetOwner): Promise<void> {
  const table = OWNER_TABLES[owner.kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, owner.id));
  if (!row) throw new A1Error(404, TIMESHEET_MESSAGES.ownerNotFound(owner.kind, owner.id));
}

async function checkFields(db: Db, f: TimesheetFields): Promise<void> {
  if (!isValidDay(f.date)) throw new A1Error(400, TIMESHEET_MESSAGES.invalidDate(f.date));
  const [row] = await db
    .select({ id: t.timesheetCategories.id })
    .from(t.timesheetCategories)
    .where(eq(t.timesheetCategories.id, f.categoryId));
  if (!row) throw new A1Error(400, TIMESHEET_MESSAGES.unknownCategory(f.categoryId));
}

const values = (f: TimesheetFields) => ({
  date: f.date.slice(0, 10),
  hours: String(f.hours),
  categoryId: f.categoryId,
  notes: f.notes ?? null,
  isEnabled: f.isEnabled ?? true,
});

async function entries(db: Db, where: SQL | undefined, limit?: number): Promise<TimesheetEntry[]> {
  const query = db
    .select({
      id: t.timesheets.id,
      ownerKind: t.timesheets.ownerKind,
      ownerId: t.timesheets.ownerId,
      userId: t.timesheets.userId,
      userName: t.users.fullName,
      date: t.timesheets.date,
      hours: t.timesheets.hours,
      categoryId: t.timesheets.categoryId,
      categoryName: t.timesheetCategories.name,
      notes: t.timesheets.notes,
      isEnabled: t.timesheets.isEnabled,
      createdBy: t.timesheets.createdBy,
      createdOn: t.timesheets.createdOn,
      modifiedBy: t.timesheets.modifiedBy,
      modifiedOn: t.timesheets.modifiedOn,
    })
    .from(t.timesheets)
    .innerJoin(t.timesheetCategories, eq(t.timesheetCategories.id, t.timesheets.categoryId))
    .innerJoin(t.users, eq(t.users.id, t.timesheets.userId))
    .where(where)
    .orderBy(asc(t.timesheets.date), asc(t.timesheets.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({
    ...r,
    ownerKind: r.ownerKind as TimesheetOwnerKind,
    date: String(r.date).slice(0, 10),
    hours: Number(r.hours),
    createdOn: r.createdOn.toISOString(),
    modifiedOn: r.modifiedOn?.toISOString() ?? null,
  }));
}

const ofOwner = (owner: TimesheetOwner) =>
  and(eq(t.timesheets.ownerKind, owner.kind), eq(t.timesheets.ownerId, owner.id));

const addressed = (a: EntryAddress) =>
  and(
    eq(t.timesheets.id, a.id),
    eq(t.timesheets.ownerKind, a.kind),
    a.ownerId === undefined ? undefined : eq(t.timesheets.ownerId, a.ownerId),
  );

/** An owner's enabled entries, oldest day first. */
export const listTimesheets = (db: Db, owner: TimesheetOwner) =>
  entries(db, and(ofOwner(owner), eq(t.timesheets.isEnabled, true)));

/**
 * The enabled entries of these owner kinds from one day to another (each inclusive, each optional), oldest day first,
 * at most `limit` of them (the project registers').
 */
export const listTimesheetsOfPeriod = (
  db: Db,
  period: { kinds: readonly TimesheetOwnerKind[]; start?: string; end?: string; limit: number },
) =>
  entries(
    db,
    and(
      inArray(t.timesheets.ownerKind, [...period.kinds]),
      eq(t.timesheets.isEnabled, true),
      period.start ? gte(t.timesheets.date, period.start) : undefined,
      period.end ? lte(t.timesheets.date, period.end) : undefined,
    ),
    period.limit,
  );

/** One entry of a kind (404 when there is none). */
export async function getTimesheet(db: Db, kind: TimesheetOwnerKind, id: number): Promise<TimesheetEntry> {
  const [entry] = await entries(db, addressed({ id, kind }));
  if (!entry) throw new A1Error(404, TIMESHEET_MESSAGES.notFound(id));
  return entry;
}

/** Books the author's hours on an owner. */
export async function createTimesheet(
  db: Db,
  author: { userId: number; email: string },
  owner: TimesheetOwner,
  f: TimesheetFields,
): Promise<TimesheetEntry> {
  await requireOwner(db, owner);
  await checkFields(db, f);
  const [row] = await db
    .insert(t.timesheets)
    .values({ ownerKind: owner.kind, ownerId: owner.id, userId: author.userId, ...values(f), createdBy: author.email })
    .returning({ id: t.timesheets.id });
  return getTimesheet(db, owner.kind, row.id);
}

/** The author of an addressed, enabled entry, or null when there is none. */
async function authorOf(db: Db, a: EntryAddress) {
  const [row] = await db
    .select({ createdBy: t.timesheets.createdBy })
    .from(t.timesheets)
    .where(and(addressed(a), eq(t.timesheets.isEnabled, true)));
  return row?.createdBy ?? null;
}

/**
 * Changes an entry its editor owns (404 when there is none, 403 for anyone but its author or an administrator).
 * `moveTo` moves it to another owner of the same kind (a project entry edited onto another project).
 */
export async function updateTimesheet(
  db: Db,
  editor: Editor,
  a: EntryAddress,
  f: TimesheetFields,
  moveTo?: number,
): Promise<TimesheetEntry> {
  if (moveTo !== undefined) await requireOwner(db, { kind: a.kind, id: moveTo });
  await checkFields(db, f);
  // A deleted entry is gone for every reader, so for every writer too.
  const author = await authorOf(db, a);
  if (author === null) throw new A1Error(404, TIMESHEET_MESSAGES.notFound(a.id));
  await requireAuthor(editor, author, 'timesheet entry');
  await db
    .update(t.timesheets)
    .set({ ...values(f), ...(moveTo === undefined ? {} : { ownerId: moveTo }), ...modifiedBy(editor) })
    .where(eq(t.timesheets.id, a.id));
  return getTimesheet(db, a.kind, a.id);
}

/** Deletes an entry softly; false when there is no such enabled entry (403 for anyone but its author or an admin). */
export async function deleteTimesheet(db: Db, editor: Editor, a: EntryAddress): Promise<boolean> {
  const author = await authorOf(db, a);
  if (author === null) return false;
  await requireAuthor(editor, author, 'timesheet entry');
  const rows = await db
    .update(t.timesheets)
    .set({ isEnabled: false, ...modifiedBy(editor) })
    .where(and(addressed(a), eq(t.timesheets.isEnabled, true)))
    .returning({ id: t.timesheets.id });
  return rows.length > 0;
}

/** The entries of owners being deleted, in the deleting transaction (no foreign key cascades to them). */
export async function deleteOwnerTimesheets(tx: Pick<Db, 'delete'>, kind: TimesheetOwnerKind, ids: number[]) {
  if (ids.length === 0) return;
  await tx.delete(t.timesheets).where(and(eq(t.timesheets.ownerKind, kind), inArray(t.timesheets.ownerId, ids)));
}
