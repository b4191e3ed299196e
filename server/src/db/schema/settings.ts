/** The spec's fixed ids and defaults, as settings rows (design §3). */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Spec-fixed values (project 165, milestone 442, …) and other settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
