/** Column helpers every table shares. */
import { text, timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();

/** Who last changed a record its author owns (comments, timesheets) and when; null until a change (issue 23). */
export const modified = () => ({
  modifiedBy: text('modified_by'),
  modifiedOn: timestamp('modified_on', { withTimezone: true }),
});
