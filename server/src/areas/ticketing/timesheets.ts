/**
 * Timesheets (spec 3 Timesheets tab, FeatureTimesheet, InitiativeTimesheet, Shared/Timesheet): hours a user
 * posts on a ticket, a feature or an initiative, with a category (the row's description). Changed or deleted by
 * their author or an administrator only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type Timesheet, type TimesheetType, type WorkTimesheet } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { isValidDay } from '@a1/shared/rules/ticket-writes/index';
import { requireTicket } from './comments.ts';
import type { Actor } from './ticket-write-types.ts';

export interface TimesheetFields {
  date: string;
  hours: number;
  description: number;
  notes?: string | null;
}

/** The category exists and the date is a real day. */
async function checkFields(db: Db, f: TimesheetFields) {
  if (!isValidDay(f.date)) throw new A1Error(400, `date ${f.date} is not a valid day.`);
  await requireCategory(db, f.description);
}

async function requireCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: t.timesheetCategories.id })
    .from(t.timesheetCategories)
    .where(eq(t.timesheetCategories.id, id));
  if (!row) throw new A1Error(400, TICKET_MESSAGES.unknownReference('description (category)', id));
}

export const timesheetCategories = (db: Db) =>
  db
    .select({ id: t.timesheetCategories.id, name: t.timesheetCategories.name })
    .from(t.timesheetCategories)
    .orderBy(asc(t.timesheetCategories.id));

// Ticket timesheets.
const ticketColumns = {
  id: t.ticketTimesheets.id,
  ticketId: t.ticketTimesheets.ticketId,
  date: t.ticketTimesheets.date,
  hours: t.ticketTimesheets.hours,
  description: t.ticketTimesheets.categoryId,
  categoryName: t.timesheetCategories.name,
  notes: t.ticketTimesheets.notes,
  createdBy: t.ticketTimesheets.createdBy,
  createdOn: t.ticketTimesheets.createdOn,
  modifiedBy: t.ticketTimesheets.modifiedBy,
  modifiedOn: t.ticketTimesheets.modifiedOn,
  userId: t.ticketTimesheets.userId,
  userName: t.users.fullName,
};
interface TicketRow {
  id: number;
  ticketId: number;
  date: string;
  hours: string;
  description: number;
  categoryName: string;
  notes: string | null;
  createdBy: string;
  createdOn: Date;
  modifiedBy: string | null;
  modifiedOn: Date | null;
}

const toTimesheet = (r: TicketRow): Timesheet => ({
  id: r.id,
  ticketId: r.ticketId,
  date: String(r.date).slice(0, 10),
  hours: Number(r.hours),
  description: r.description,
  categoryTypeId: r.description,
  categoryName: r.categoryName,
  notes: r.notes,
  createdBy: r.createdBy,
  createdOn: r.createdOn.toISOString(),
  modifiedBy: r.modifiedBy,
  modifiedOn: r.modifiedOn?.toISOString() ?? null,
});

const ticketRows = (db: Db) =>
  db
    .select(ticketColumns)
    .from(t.ticketTimesheets)
    .innerJoin(t.timesheetCategories, eq(t.timesheetCategories.id, t.ticketTimesheets.categoryId))
    .innerJoin(t.users, eq(t.users.id, t.ticketTimesheets.userId));

export async function listTicketTimesheets(db: Db, ticketId: number): Promise<Timesheet[]> {
  const rows = await ticketRows(db)
    .where(and(eq(t.ticketTimesheets.ticketId, ticketId), eq(t.ticketTimesheets.isEnabled, true)))
    .orderBy(asc(t.ticketTimesheets.date), asc(t.ticketTimesheets.id));
  return rows.map(toTimesheet);
}

async function ticketTimesheet(db: Db, id: number): Promise<Timesheet> {
  const [row] = await ticketRows(db).where(eq(t.ticketTimesheets.id, id));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Timesheet', id));
  return toTimesheet(row);
}

export async function createTicketTimesheet(
  db: Db,
  actor: Actor,
  ticketId: number,
  f: TimesheetFields,
): Promise<Timesheet> {
  await requireTicket(db, ticketId);
  await checkFields(db, f);
  const [row] = await db
    .insert(t.ticketTimesheets)
    .values({
      ticketId,
      userId: actor.userId,
      date: f.date.slice(0, 10),
      hours: String(f.hours),
      categoryId: f.description,
      notes: f.notes ?? null,
      createdBy: actor.email,
    })
    .returning({ id: t.ticketTimesheets.id });
  return ticketTimesheet(db, row.id);
}

/** A ticket timesheet entry its author or an administrator may change (404 when missing, 403 for anyone else). */
async function ownTicketTimesheet(
  db: Db,
  editor: Editor,
  id: number,
  where: { ticketId?: number; enabledOnly: boolean },
): Promise<void> {
  const [row] = await db
    .select({ createdBy: t.ticketTimesheets.createdBy })
    .from(t.ticketTimesheets)
    .where(
      and(
        eq(t.ticketTimesheets.id, id),
        where.enabledOnly ? eq(t.ticketTimesheets.isEnabled, true) : undefined,
        where.ticketId ? eq(t.ticketTimesheets.ticketId, where.ticketId) : undefined,
      ),
    );
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Timesheet', id));
  await requireAuthor(editor, row.createdBy, 'timesheet entry');
}

export async function updateTicketTimesheet(
  db: Db,
  editor: Editor,
  id: number,
  f: TimesheetFields,
): Promise<Timesheet> {
  await checkFields(db, f);
  await ownTicketTimesheet(db, editor, id, { enabledOnly: true });
  await db
    .update(t.ticketTimesheets)
    .set({
      date: f.date.slice(0, 10),
      hours: String(f.hours),
      categoryId: f.description,
      notes: f.notes ?? null,
      ...modifiedBy(editor),
    })
    .where(eq(t.ticketTimesheets.id, id));
  return ticketTimesheet(db, id);
}

export async function deleteTicketTimesheet(db: Db, editor: Editor, id: number, ticketId?: number): Promise<boolean> {
  await ownTicketTimesheet(db, editor, id, { ticketId, enabledOnly: false });
  await db.delete(t.ticketTimesheets).where(eq(t.ticketTimesheets.id, id));
  return true;
}

// Feature and initiative timesheets.
const workColumns = {
  id: t.workTimesheets.id,
  kind: t.workTimesheets.kind,
  parentId: t.workTimesheets.parentId,
  userId: t.workTimesheets.userId,
  userName: t.users.fullName,
  date: t.workTimesheets.date,
  hours: t.workTimesheets.hours,
  description: t.workTimesheets.categoryId,
  categoryName: t.timesheetCategories.name,
  notes: t.workTimesheets.notes,
  createdBy: t.workTimesheets.createdBy,
  createdOn: t.workTimesheets.createdOn,
  modifiedBy: t.workTimesheets.modifiedBy,
  modifiedOn: t.workTimesheets.modifiedOn,
};
interface WorkRow {
  id: number;
  kind: string;
  parentId: number;
  userId: number;
  userName: string;
  date: string;
  hours: string;
  description: number;
  categoryName: string;
  notes: string | null;
  createdBy: string;
  createdOn: Date;
  modifiedBy: string | null;
  modifiedOn: Date | null;
}
const toWork = (r: WorkRow): WorkTimesheet => ({
  id: r.id,
  timesheetType: r.kind,
  parentId: r.parentId,
  userId: r.userId,
  userName: r.userName,
  date: String(r.date).slice(0, 10),
  hours: Number(r.hours),
  description: r.description,
  categoryName: r.categoryName,
  notes: r.notes,
  createdBy: r.createdBy,
  createdOn: r.createdOn.toISOString(),
  modifiedBy: r.modifiedBy,
  modifiedOn: r.modifiedOn?.toISOString() ?? null,
});
const ticketAsWork = (
  r: Timesheet & { userId?: number; userName?: string },
  userId: number,
  userName: string,
): WorkTimesheet => ({
  id: r.id,
  timesheetType: 'Ticket',
  parentId: r.ticketId,
  userId,
  userName,
  date: r.date,
  hours: r.hours,
  description: r.description,
  categoryName: r.categoryName,
  notes: r.notes,
  createdBy: r.createdBy,
  createdOn: r.createdOn,
  modifiedBy: r.modifiedBy,
  modifiedOn: r.modifiedOn,
});

const workRows = (db: Db) =>
  db
    .select(workColumns)
    .from(t.workTimesheets)
    .innerJoin(t.timesheetCategories, eq(t.timesheetCategories.id, t.workTimesheets.categoryId))
    .innerJoin(t.users, eq(t.users.id, t.workTimesheets.userId));

async function requireParent(db: Db, kind: TimesheetType, id: number) {
  if (kind === 'Ticket') return requireTicket(db, id);
  const table = kind === 'Feature' ? t.features : t.initiatives;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound(kind, id));
}

export async function listTimesheets(db: Db, kind: TimesheetType, id: number): Promise<WorkTimesheet[]> {
  if (kind === 'Ticket') {
    const rows = await ticketRows(db)
      .where(and(eq(t.ticketTimesheets.ticketId, id), eq(t.ticketTimesheets.isEnabled, true)))
      .orderBy(asc(t.ticketTimesheets.date), asc(t.ticketTimesheets.id));
    return rows.map((r) => ticketAsWork(toTimesheet(r), r.userId, r.userName));
  }
  const rows = await workRows(db)
    .where(and(eq(t.workTimesheets.kind, kind), eq(t.workTimesheets.parentId, id)))
    .orderBy(asc(t.workTimesheets.date), asc(t.workTimesheets.id));
  return rows.map(toWork);
}

async function oneTimesheet(db: Db, kind: TimesheetType, timesheetId: number): Promise<WorkTimesheet> {
  if (kind === 'Ticket') {
    const [row] = await ticketRows(db).where(eq(t.ticketTimesheets.id, timesheetId));
    if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Timesheet', timesheetId));
    return ticketAsWork(toTimesheet(row), row.userId, row.userName);
  }
  const [row] = await workRows(db).where(and(eq(t.workTimesheets.id, timesheetId), eq(t.workTimesheets.kind, kind)));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Timesheet', timesheetId));
  return toWork(row);
}

export async function createTimesheet(
  db: Db,
  actor: Actor,
  kind: TimesheetType,
  id: number,
  f: TimesheetFields,
): Promise<WorkTimesheet> {
  if (kind === 'Ticket') {
    const row = await createTicketTimesheet(db, actor, id, f);
    return oneTimesheet(db, kind, row.id);
  }
  await requireParent(db, kind, id);
  await checkFields(db, f);
  const [row] = await db
    .insert(t.workTimesheets)
    .values({
      kind,
      parentId: id,
      userId: actor.userId,
      date: f.date.slice(0, 10),
      hours: String(f.hours),
      categoryId: f.description,
      notes: f.notes ?? null,
      createdBy: actor.email,
    })
    .returning({ id: t.workTimesheets.id });
  return oneTimesheet(db, kind, row.id);
}

/** A feature or initiative timesheet entry its author or an administrator may change (404, 403 otherwise). */
async function ownWorkTimesheet(db: Db, editor: Editor, kind: TimesheetType, timesheetId: number, parentId?: number) {
  const [row] = await db
    .select({ createdBy: t.workTimesheets.createdBy })
    .from(t.workTimesheets)
    .where(
      and(
        eq(t.workTimesheets.id, timesheetId),
        eq(t.workTimesheets.kind, kind),
        parentId === undefined ? undefined : eq(t.workTimesheets.parentId, parentId),
      ),
    );
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Timesheet', timesheetId));
  await requireAuthor(editor, row.createdBy, 'timesheet entry');
}

export async function updateTimesheet(
  db: Db,
  editor: Editor,
  kind: TimesheetType,
  timesheetId: number,
  f: TimesheetFields,
): Promise<WorkTimesheet> {
  if (kind === 'Ticket') {
    await updateTicketTimesheet(db, editor, timesheetId, f);
    return oneTimesheet(db, kind, timesheetId);
  }
  await checkFields(db, f);
  await ownWorkTimesheet(db, editor, kind, timesheetId);
  await db
    .update(t.workTimesheets)
    .set({
      date: f.date.slice(0, 10),
      hours: String(f.hours),
      categoryId: f.description,
      notes: f.notes ?? null,
      ...modifiedBy(editor),
    })
    .where(eq(t.workTimesheets.id, timesheetId));
  return oneTimesheet(db, kind, timesheetId);
}

export async function deleteTimesheet(
  db: Db,
  editor: Editor,
  kind: TimesheetType,
  id: number,
  timesheetId: number,
): Promise<boolean> {
  if (kind === 'Ticket') return deleteTicketTimesheet(db, editor, timesheetId, id);
  await ownWorkTimesheet(db, editor, kind, timesheetId, id);
  await db.delete(t.workTimesheets).where(eq(t.workTimesheets.id, timesheetId));
  return true;
}
