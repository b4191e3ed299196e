/** Customers, job statuses and jobs (spec 3 §3 job dashboard). */
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { locations } from './security.ts';

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const jobStatuses = pgTable('job_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => jobStatuses.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    type: text('type').notNull(),
    firstInvoiceNumber: text('first_invoice_number'),
    dandtInvoiceNumber: text('dandt_invoice_number'),
    receivedBy: text('received_by'),
    receivedOn: timestamp('received_on', { withTimezone: true }),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    financeClosedOn: date('finance_closed_on'),
    financeClosedOnCreatedOn: timestamp('finance_closed_on_created_on', { withTimezone: true }),
    financeClosedOnCreatedBy: text('finance_closed_on_created_by'),
    financeClosedOnUpdatedOn: timestamp('finance_closed_on_updated_on', { withTimezone: true }),
    financeClosedOnUpdatedBy: text('finance_closed_on_updated_by'),
    createdBy: text('created_by'),
    createdOn: created(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobs_number_key').on(t.number), index('jobs_status_idx').on(t.statusId)],
);

export type JobInsert = typeof jobs.$inferInsert;
