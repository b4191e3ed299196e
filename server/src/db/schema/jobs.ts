/** Customers, job statuses and jobs (spec 3 §3 job dashboard). */
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, versioned } from './columns.ts';
import { locations, users } from './security.ts';

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
    // Job admin (issue 14): product, mail, manual entry, hold assignment and billing.
    productName: text('product_name'),
    isMail: boolean('is_mail').notNull().default(false),
    manual: boolean('manual').notNull().default(false),
    holdAssignedTo: integer('hold_assigned_to').references(() => users.id),
    billingStatus: text('billing_status').notNull().default('Unbilled'),
    billingReference: text('billing_reference'),
    billingMessage: text('billing_message'),
    billedOn: timestamp('billed_on', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('jobs_number_key').on(t.number),
    index('jobs_status_idx').on(t.statusId),
    index('jobs_created_on_idx').on(t.createdOn),
    // The receiving dashboard reads the day's received jobs (issue 26).
    index('jobs_received_on_idx').on(t.receivedOn),
  ],
);

export type JobInsert = typeof jobs.$inferInsert;

/** Every status change of a job (JobStatusHistory): who, when, from, to and why. */
export const jobStatusHistory = pgTable(
  'job_status_history',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id').references(() => jobStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => jobStatuses.id),
    comment: text('comment'),
    changedBy: text('changed_by').notNull(),
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_status_history_job_idx').on(t.jobId)],
);

/** Holds, releases and hold comments of a job (OnHoldHistory, HoldComments); type is onHold, cs or ops. */
export const jobHoldEvents = pgTable(
  'job_hold_events',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    action: text('action').notNull(),
    comment: text('comment').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_hold_events_job_idx').on(t.jobId)],
);

/** Bins on the sorting floor: a job's pieces, closed as standard, mixed or residual. */
export const bins = pgTable(
  'bins',
  {
    id: serial('id').primaryKey(),
    binNumber: text('bin_number').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    mixed: boolean('mixed').notNull().default(false),
    capacity: integer('capacity').notNull().default(200),
    status: text('status').notNull().default('Open'),
    closeType: text('close_type'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [uniqueIndex('bins_number_key').on(t.binNumber), index('bins_job_idx').on(t.jobId)],
);

export const receptacles = pgTable(
  'receptacles',
  {
    id: serial('id').primaryKey(),
    receptacleNumber: text('receptacle_number').notNull(),
    binId: integer('bin_id')
      .notNull()
      .references(() => bins.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Open'),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [uniqueIndex('receptacles_number_key').on(t.receptacleNumber), index('receptacles_bin_idx').on(t.binId)],
);

/** The pieces of a job (JobPieceList), at a stage, in a bin's receptacle once sorted; received at the dock. */
export const jobPieces = pgTable(
  'job_pieces',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    pieceNumber: text('piece_number').notNull(),
    stage: text('stage').notNull(),
    service: text('service').notNull(),
    isMail: boolean('is_mail').notNull().default(false),
    weightKg: doublePrecision('weight_kg').notNull(),
    binId: integer('bin_id').references(() => bins.id, { onDelete: 'set null' }),
    receptacleId: integer('receptacle_id').references(() => receptacles.id, { onDelete: 'set null' }),
    // Receiving (issue 26): the package a scanned piece is (no foreign key: packages.ts imports this file; a
    // package is never deleted), and who scanned it when.
    packageId: integer('package_id'),
    scannedBy: text('scanned_by'),
    scannedOn: timestamp('scanned_on', { withTimezone: true }),
  },
  (t) => [
    // A piece number (the scanned barcode) once per job: a re-scan inserts nothing ("already received").
    uniqueIndex('job_pieces_job_piece_key').on(t.jobId, t.pieceNumber),
    index('job_pieces_bin_idx').on(t.binId),
    index('job_pieces_receptacle_idx').on(t.receptacleId),
  ],
);

/** Adjustments of a job's charges (JobAdjustment), billed with its sales order. */
export const jobAdjustments = pgTable(
  'job_adjustments',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    pieceId: integer('piece_id').references(() => jobPieces.id, { onDelete: 'set null' }),
    quantity: doublePrecision('quantity').notNull(),
    comment: text('comment'),
    billed: boolean('billed').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_adjustments_job_idx').on(t.jobId)],
);
