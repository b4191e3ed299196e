/**
 * Hours booked on a ticket (its Kanban card is the same row), a feature, an initiative or a project: one table for
 * every owner kind (issue 24 point 3), written only by server/src/areas/shared/timesheets.ts. The owner is a kind and
 * an id, so no foreign key holds it: deleting a ticket deletes its entries in the same transaction
 * (deleteOwnerTimesheets). Entries are deleted softly (isEnabled false, spec 2 §4).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { created, modified } from './columns.ts';
import { users } from './security.ts';
import { timesheetCategories } from './ticketing.ts';

export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    /** Ticket, Feature, Initiative or Project (TIMESHEET_OWNER_KINDS). */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    hours: numeric('hours').notNull(),
    /** The spec calls the category the entry's Description. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => timesheetCategories.id),
    notes: text('notes'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
    ...modified(),
  },
  (t) => [
    index('timesheets_owner_idx').on(t.ownerKind, t.ownerId),
    check('timesheets_owner_kind', sql`${t.ownerKind} IN ('Ticket', 'Feature', 'Initiative', 'Project')`),
  ],
);
