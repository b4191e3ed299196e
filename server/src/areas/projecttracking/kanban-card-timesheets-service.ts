/**
 * KanbanBoard/CardTimesheet (spec 2 §7): a card is its ticket, so its entries are the ticket's, kept by the one
 * timesheets service (areas/shared/timesheets.ts); this file shapes them as the Kanban calls answer.
 */
import type { CardTimesheet } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { Editor } from '../../auth/record-owner.ts';
import * as store from '../shared/timesheets.ts';
import { entryAnswer, entryFields, type TimesheetEntryInput } from './timesheet-entries.ts';

const toCardTimesheet = (e: store.TimesheetEntry): CardTimesheet => ({
  cardTimesheetID: e.id,
  cardID: e.ownerId,
  userID: e.userId,
  ...entryAnswer(e),
});

export const listCardTimesheets = async (db: Db, cardId: number): Promise<CardTimesheet[]> =>
  (await store.listTimesheets(db, { kind: 'Ticket', id: cardId })).map(toCardTimesheet);

interface CardTimesheetInput extends TimesheetEntryInput {
  cardID: number;
}

export const createCardTimesheet = async (db: Db, user: SessionUser, body: CardTimesheetInput) =>
  toCardTimesheet(await store.createTimesheet(db, user, { kind: 'Ticket', id: body.cardID }, entryFields(body)));

export const updateCardTimesheet = async (
  db: Db,
  editor: Editor,
  body: CardTimesheetInput & { cardTimesheetID: number },
) =>
  toCardTimesheet(
    await store.updateTimesheet(
      db,
      editor,
      { id: body.cardTimesheetID, kind: 'Ticket', ownerId: body.cardID },
      entryFields(body),
    ),
  );

/** Soft delete (spec 2 §4), recorded as a change: how many entries went, 1 or 0. */
export const deleteCardTimesheet = async (db: Db, editor: Editor, id: number): Promise<number> =>
  Number(await store.deleteTimesheet(db, editor, { id, kind: 'Ticket' }));
