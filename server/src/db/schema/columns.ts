/** Column helpers every table shares. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();

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
