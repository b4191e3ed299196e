/** Reference lists of the shared lookups (spec 3 §7): one table, a kind per list; customers' currencies and units. */
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './jobs.ts';

export const lookupItems = pgTable(
  'lookup_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('lookup_items_kind_code_key').on(t.kind, t.code)],
);

/** The currency and unit a customer is billed in from a date on. */
export const customerCurrencyUnits = pgTable(
  'customer_currency_units',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    currencyCode: text('currency_code').notNull(),
    unitCode: text('unit_code').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  },
  (t) => [index('customer_currency_units_customer_idx').on(t.customerId, t.effectiveFrom)],
);
