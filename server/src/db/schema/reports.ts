/** Report definitions (spec 3 §7 Reports): the list and each one's parameters; the query is fixed in code by key. */
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: serial('id').primaryKey(),
    /** Which fixed query of server/src/areas/reports/definitions.ts runs it. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('report_definitions_key_key').on(t.key)],
);

export const reportParameters = pgTable('report_parameters', {
  id: serial('id').primaryKey(),
  reportDefinitionId: integer('report_definition_id')
    .notNull()
    .references(() => reportDefinitions.id),
  name: text('name').notNull(),
  label: text('label').notNull(),
  type: text('type').notNull(),
  required: boolean('required').notNull().default(false),
  options: jsonb('options').$type<Array<{ value: string; label: string }>>().notNull().default([]),
  defaultValue: text('default_value'),
  sortOrder: integer('sort_order').notNull().default(0),
});
