/** Column helpers every table shares. */
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();

/**
 * Who last changed a record its author owns (comments, timesheets) and when; null until a change (issue 23). The
 * author is recorded as the e-mail these tables already name their author by (created_by).
 */
export const modified = () => ({
  modifiedBy: text('modified_by'),
  modifiedOn: timestamp('modified_on', { withTimezone: true }),
});

/**
 * Records a person saves in a dialog carry a version (design §3, issue 23 point 8): the table's trigger
 * (migration 0010) adds 1 on every real change and stamps modified_on; modified_by is the user whose save set it
 * (null when a writer that names nobody changed the row). No foreign key: deleting a user must not fail because
 * they once saved a record.
 */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  modifiedBy: integer('modified_by'),
  modifiedOn: timestamp('modified_on', { withTimezone: true }),
});
