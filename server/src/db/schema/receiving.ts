/**
 * Receiving (spec 3 §7 "Receiving", issue 26): the dock's lists (inbound carriers, tare types, costs, mailing terms,
 * quotes and their product options, legacy pickups, poly-bag customers, print settings, customer reps), a job's
 * receiving fields, costs and attachments, manifests with their tares, comments and DNB jobs, and the history of
 * every write. A received job is a row of `jobs` (so it shows at once in Job/All); its scanned pieces are rows of
 * `job_pieces`, unique per job and barcode, so a re-scan changes nothing. README "Receiving".
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { customers, jobs } from './jobs.ts';
import { locations } from './security.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const inboundCarriers = pgTable('inbound_carriers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const tareTypes = pgTable('tare_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  weightKg: doublePrecision('weight_kg').notNull(),
});

/** The cost list a job's costs are priced from. */
export const costs = pgTable('costs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  rate: doublePrecision('rate').notNull(),
  currency: text('currency').notNull(),
});

/** A customer's quotes; one is in effect on a day between its from and to (to null: open-ended). */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
  },
  (t) => [index('quotes_customer_idx').on(t.customerId)],
);

export const quoteProductOptions = pgTable(
  'quote_product_options',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    product: text('product').notNull(),
    service: text('service').notNull(),
    isMail: boolean('is_mail').notNull().default(false),
  },
  (t) => [index('quote_product_options_quote_idx').on(t.quoteId, t.locationId)],
);

export const mailingTerms = pgTable(
  'mailing_terms',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('mailing_terms_customer_idx').on(t.customerId)],
);

/** Pickups booked in the legacy system, offered when a job of theirs is received. */
export const legacyPickups = pgTable(
  'legacy_pickups',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    pickupNumber: text('pickup_number').notNull(),
    pickupOn: at('pickup_on').notNull(),
    address: text('address').notNull(),
    pieces: integer('pieces').notNull(),
  },
  (t) => [index('legacy_pickups_customer_idx').on(t.customerId)],
);

/** Customers whose poly-bag pieces are received without dimensions. */
export const polyBagIgnoreDimsCustomers = pgTable('poly_bag_ignore_dims_customers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
});

/** A customer's rep, who receives the job's receipt by e-mail. */
export const customerReps = pgTable('customer_reps', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
});

/** Label and SCD print settings of an office; the row with no office is the default. */
export const printSettings = pgTable(
  'print_settings',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    labelCopiesPerPiece: integer('label_copies_per_piece').notNull().default(1),
    printLabelOnScan: boolean('print_label_on_scan').notNull().default(true),
    scdCopies: integer('scd_copies').notNull().default(1),
  },
  (t) => [uniqueIndex('print_settings_location_key').on(t.locationId)],
);

/** A job's receiving fields (one row per job received at the dock; the job itself is a row of `jobs`). */
export const jobReceiving = pgTable('job_receiving', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  inboundCarrierId: integer('inbound_carrier_id').references(() => inboundCarriers.id),
  carrierReference: text('carrier_reference'),
  mailingTermId: integer('mailing_term_id').references(() => mailingTerms.id),
  quoteProductOptionId: integer('quote_product_option_id').references(() => quoteProductOptions.id),
  legacyPickupId: integer('legacy_pickup_id').references(() => legacyPickups.id),
  comment: text('comment'),
  emailSentOn: at('email_sent_on'),
  emailOutcome: text('email_outcome'),
});

export const jobCosts = pgTable(
  'job_costs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    costId: integer('cost_id')
      .notNull()
      .references(() => costs.id),
    quantity: doublePrecision('quantity').notNull(),
    rate: doublePrecision('rate').notNull(),
    amount: doublePrecision('amount').notNull(),
    comment: text('comment'),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('job_costs_job_idx').on(t.jobId)],
);

/**
 * A customer's manifest at the dock; its packages are those of `packages` with the same manifest number (matched
 * on the normalised key, as package search matches it).
 */
export const manifests = pgTable(
  'manifests',
  {
    id: serial('id').primaryKey(),
    manifestNumber: text('manifest_number').notNull(),
    manifestKey: text('manifest_key')
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(manifest_number, '\\s', '', 'g'))`),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    isDnb: boolean('is_dnb').notNull().default(false),
    /** One of MANIFEST_STATUSES. */
    status: text('status').notNull().default('Open'),
    receivedOn: at('received_on'),
    receivedBy: text('received_by'),
    closedOn: at('closed_on'),
    closedBy: text('closed_by'),
    createdOn: created(),
    /** One more on every save (the service adds it: a stale save answers 409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('manifests_manifest_key').on(t.manifestKey)],
);

/** The jobs that received a manifest (one job may receive several manifests). */
export const manifestJobs = pgTable(
  'manifest_jobs',
  {
    manifestId: integer('manifest_id')
      .notNull()
      .references(() => manifests.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    linkedBy: text('linked_by').notNull(),
    linkedOn: at('linked_on').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.manifestId, t.jobId] }), index('manifest_jobs_job_idx').on(t.jobId)],
);

export const manifestTares = pgTable(
  'manifest_tares',
  {
    id: serial('id').primaryKey(),
    manifestId: integer('manifest_id')
      .notNull()
      .references(() => manifests.id, { onDelete: 'cascade' }),
    tareTypeId: integer('tare_type_id')
      .notNull()
      .references(() => tareTypes.id),
    grossKg: doublePrecision('gross_kg').notNull(),
    tareKg: doublePrecision('tare_kg').notNull(),
    netKg: doublePrecision('net_kg').notNull(),
    /** scale: read from the workstation's scale; typed: typed over it. */
    weightSource: text('weight_source').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('manifest_tares_manifest_idx').on(t.manifestId)],
);

export const manifestComments = pgTable(
  'manifest_comments',
  {
    id: serial('id').primaryKey(),
    manifestId: integer('manifest_id')
      .notNull()
      .references(() => manifests.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('manifest_comments_manifest_idx').on(t.manifestId)],
);

/** The DNB job of a DNB manifest: unique per manifest, so creating it twice makes no second job. */
export const dnbJobs = pgTable(
  'dnb_jobs',
  {
    manifestId: integer('manifest_id')
      .primaryKey()
      .references(() => manifests.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('dnb_jobs_job_key').on(t.jobId)],
);

/** Every receiving write on a job: what (kind and detail), who and when. */
export const receivingHistory = pgTable(
  'receiving_history',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** One of RECEIVING_HISTORY_KINDS. */
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('receiving_history_job_idx').on(t.jobId, t.createdOn)],
);
