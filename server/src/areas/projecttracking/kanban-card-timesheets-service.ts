/** KanbanBoard/CardTimesheet (spec 2 §7): a card's timesheet entries are its ticket's timesheets. */
import { and, asc, eq } from 'drizzle-orm';
import type { CardTimesheet } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { found, timesheetEntryValues, checkCategory, type TimesheetEntryInput } from './common.ts';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { cardById } from './kanban-card-queries.ts';

const toCardTimesheet = (r: typeof t.ticketTimesheets.$inferSelect): CardTimesheet => ({
  cardTimesheetID: r.id,
  cardID: r.ticketId,
  userID: r.userId,
  date: r.date,
  hours: Number(r.hours),
  categoryTypeId: r.categoryId,
  notes: r.notes,
  isEnabled: r.isEnabled,
  createdBy: r.createdBy,
  modifiedBy: r.modifiedBy,
  modifiedOn: r.modifiedOn?.toISOString() ?? null,
});

export async function listCardTimesheets(db: Db, cardId: number): Promise<CardTimesheet[]> {
  const rows = await db
    .select()
    .from(t.ticketTimesheets)
    .where(and(eq(t.ticketTimesheets.ticketId, cardId), eq(t.ticketTimesheets.isEnabled, true)))
    .orderBy(asc(t.ticketTimesheets.date), asc(t.ticketTimesheets.id));
  return rows.map(toCardTimesheet);
}

interface CardTimesheetInput extends TimesheetEntryInput {
  cardID: number;
}

export async function createCardTimesheet(db: Db, user: SessionUser, body: CardTimesheetInput) {
  await cardById(db, body.cardID);
  await checkCategory(db, body.description);
  const [row] = await db
    .insert(t.ticketTimesheets)
    .values({
      ticketId: body.cardID,
      userId: user.userId,
      ...timesheetEntryValues(body),
      createdBy: user.email,
    })
    .returning();
  return toCardTimesheet(row);
}

/** A card timesheet entry its author or an administrator may change (404, 403 otherwise). */
async function ownCardTimesheet(db: Db, editor: Editor, id: number, cardId?: number): Promise<boolean> {
  const [row] = await db
    .select({ createdBy: t.ticketTimesheets.createdBy })
    .from(t.ticketTimesheets)
    .where(and(eq(t.ticketTimesheets.id, id), cardId ? eq(t.ticketTimesheets.ticketId, cardId) : undefined));
  if (!row) return false;
  await requireAuthor(editor, row.createdBy, 'timesheet entry');
  return true;
}

export async function updateCardTimesheet(
  db: Db,
  editor: Editor,
  body: CardTimesheetInput & { cardTimesheetID: number },
) {
  await checkCategory(db, body.description);
  if (!(await ownCardTimesheet(db, editor, body.cardTimesheetID, body.cardID)))
    found(undefined, 'Card timesheet entry', body.cardTimesheetID);
  const [row] = await db
    .update(t.ticketTimesheets)
    .set({ ...timesheetEntryValues(body), ...modifiedBy(editor) })
    .where(and(eq(t.ticketTimesheets.id, body.cardTimesheetID), eq(t.ticketTimesheets.ticketId, body.cardID)))
    .returning();
  return toCardTimesheet(found(row, 'Card timesheet entry', body.cardTimesheetID));
}

/** Soft delete (spec 2 §4), recorded as a change. */
export async function deleteCardTimesheet(db: Db, editor: Editor, id: number): Promise<number> {
  if (!(await ownCardTimesheet(db, editor, id))) return 0;
  const rows = await db
    .update(t.ticketTimesheets)
    .set({ isEnabled: false, ...modifiedBy(editor) })
    .where(and(eq(t.ticketTimesheets.id, id), eq(t.ticketTimesheets.isEnabled, true)))
    .returning({ id: t.ticketTimesheets.id });
  return rows.length;
}
