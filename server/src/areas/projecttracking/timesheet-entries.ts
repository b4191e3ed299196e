/** The Kanban timesheet entries (card or project) as the one timesheets service reads and writes them. */
import type { TimesheetEntry, TimesheetFields } from '../shared/timesheets.ts';

/** What a timesheet entry, of a card or of a project, takes from its input (spec 2 §4): description is its category. */
export interface TimesheetEntryInput {
  date: string;
  hours: number;
  description: number;
  notes?: string | null;
  isEnabled?: boolean;
}

/** The fields a Kanban timesheet answer (card or project entry) shares, from the one service's entry. */
export const entryAnswer = (e: TimesheetEntry) => ({
  date: e.date,
  hours: e.hours,
  categoryTypeId: e.categoryId,
  notes: e.notes,
  isEnabled: e.isEnabled,
  createdBy: e.createdBy,
  modifiedBy: e.modifiedBy,
  modifiedOn: e.modifiedOn,
});

/** A Kanban timesheet input's fields for the one timesheets service (description is the category). */
export const entryFields = (body: TimesheetEntryInput): TimesheetFields => ({
  date: body.date,
  hours: body.hours,
  categoryId: body.description,
  notes: body.notes,
  isEnabled: body.isEnabled,
});
