/**
 * Ticketing's timesheet calls (spec 3 Timesheets tab, FeatureTimesheet, InitiativeTimesheet, Shared/Timesheet) over
 * the one timesheets service (areas/shared/timesheets.ts): this file only shapes its entries into the answers these
 * calls give, a ticket's Timesheet and the WorkTimesheet of the kind-neutral calls.
 */
import { asc } from 'drizzle-orm';
import type { Timesheet, TimesheetType } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { Editor } from '../../auth/record-owner.ts';
import { TIMESHEET_MESSAGES } from '@a1/shared';
import * as store from '../shared/timesheets.ts';
import type { Actor } from './ticket-write-types.ts';

/** A write's fields as these calls spell them: description is the category id. */
export interface TimesheetFields {
  date: string;
  hours: number;
  description: number;
  notes?: string | null;
}

const fields = (f: TimesheetFields): store.TimesheetFields => ({
  date: f.date,
  hours: f.hours,
  categoryId: f.description,
  notes: f.notes,
});

const asTicketTimesheet = (e: store.TimesheetEntry): Timesheet => ({
  id: e.id,
  ticketId: e.ownerId,
  categoryTypeId: e.categoryId,
  ...store.describedEntry(e),
});

export const timesheetCategories = (db: Db) =>
  db
    .select({ id: t.timesheetCategories.id, name: t.timesheetCategories.name })
    .from(t.timesheetCategories)
    .orderBy(asc(t.timesheetCategories.id));

/** 404 unless the deletion happened: the entry is missing, of another owner, or already deleted. */
const deleted = (id: number) => (done: boolean) => {
  if (!done) throw new A1Error(404, TIMESHEET_MESSAGES.notFound(id));
  return true;
};

// A ticket's entries (the Timesheets tab).
export const listTicketTimesheets = async (db: Db, ticketId: number) =>
  (await store.listTimesheets(db, { kind: 'Ticket', id: ticketId })).map(asTicketTimesheet);

export const createTicketTimesheet = async (db: Db, actor: Actor, ticketId: number, f: TimesheetFields) =>
  asTicketTimesheet(await store.createTimesheet(db, actor, { kind: 'Ticket', id: ticketId }, fields(f)));

export const updateTicketTimesheet = async (db: Db, editor: Editor, id: number, f: TimesheetFields) =>
  asTicketTimesheet(await store.updateTimesheet(db, editor, { id, kind: 'Ticket' }, fields(f)));

export const deleteTicketTimesheet = (db: Db, editor: Editor, id: number) =>
  store.deleteTimesheet(db, editor, { id, kind: 'Ticket' }).then(deleted(id));

// Any owner's entries (FeatureTimesheet, InitiativeTimesheet, Shared/Timesheet).
export const listTimesheets = async (db: Db, kind: TimesheetType, id: number) =>
  (await store.listTimesheets(db, { kind, id })).map(store.asWorkTimesheet);

export const createTimesheet = async (db: Db, actor: Actor, kind: TimesheetType, id: number, f: TimesheetFields) =>
  store.asWorkTimesheet(await store.createTimesheet(db, actor, { kind, id }, fields(f)));

export const updateTimesheet = async (
  db: Db,
  editor: Editor,
  kind: TimesheetType,
  timesheetId: number,
  f: TimesheetFields,
) => store.asWorkTimesheet(await store.updateTimesheet(db, editor, { id: timesheetId, kind }, fields(f)));

export const deleteTimesheet = (db: Db, editor: Editor, kind: TimesheetType, ownerId: number, timesheetId: number) =>
  store.deleteTimesheet(db, editor, { id: timesheetId, kind, ownerId }).then(deleted(timesheetId));
