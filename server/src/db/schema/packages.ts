/**
 * The parcel domain (design §3 "The parcel domain", issue 25): packages with their items, tracking events, notes,
 * labels and their prints, the data the customer's system sent, the PIM history and returns. Owned by package
 * search; receiving's manifests and the problem-package board refer to packages by id. README "Package model".
 *
 * Searching: every number a person types is matched on a normalised key (upper case, no white space; the same
 * rule as shared/src/rules/packages normaliseNumber), a generated column with a B-tree index for exact matches and a
 * trigram index (pg_trgm, loaded by PGlite in db/client.ts) for a part of 4 characters or more.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CASE_FOLD } from '@a1/shared/rules/packages/search-terms';
import { created } from './columns.ts';
import { customers, jobs } from './jobs.ts';
import { users } from './security.ts';

/** upper(regexp_replace(col, '\s', '', 'g')): the normalised key of a number. */
const numberKey = (column: string): SQL => sql`upper(regexp_replace(${sql.identifier(column)}, '\\s', '', 'g'))`;

/**
 * The consignee name in upper case by shared's CASE_FOLD letters (what normaliseName does to a term), the same in
 * every locale; `upper()` follows the database's LC_CTYPE and leaves accents alone in a C-locale database. The letters
 * are constants (no quote among them: a unit test), written into the column's definition.
 */
const nameKey = (column: string): SQL =>
  sql`translate(${sql.identifier(column)}, ${sql.raw(`'${CASE_FOLD.lower}'`)}, ${sql.raw(`'${CASE_FOLD.upper}'`)})`;

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The customers an external account acts for: it sees only their packages (an account with none sees none). */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    trackingNumber: text('tracking_number').notNull(),
    trackingKey: text('tracking_key').notNull().generatedAlwaysAs(numberKey('tracking_number')),
    customerReference: text('customer_reference'),
    customerReferenceKey: text('customer_reference_key').generatedAlwaysAs(numberKey('customer_reference')),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The customer's manifest (receiving's manifests refer to it by this number). */
    manifestNumber: text('manifest_number'),
    manifestKey: text('manifest_key').generatedAlwaysAs(numberKey('manifest_number')),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    service: text('service').notNull(),
    product: text('product'),
    /** One of PACKAGE_STATUSES (shared/src/constants/packages.ts). */
    status: text('status').notNull(),
    consigneeName: text('consignee_name').notNull(),
    consigneeNameKey: text('consignee_name_key').notNull().generatedAlwaysAs(nameKey('consignee_name')),
    consigneeAddress1: text('consignee_address1').notNull(),
    consigneeAddress2: text('consignee_address2'),
    consigneeCity: text('consignee_city').notNull(),
    consigneeState: text('consignee_state'),
    consigneePostalCode: text('consignee_postal_code'),
    /** ISO 3166-1 alpha-2. */
    consigneeCountry: text('consignee_country').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    lengthCm: doublePrecision('length_cm'),
    widthCm: doublePrecision('width_cm'),
    heightCm: doublePrecision('height_cm'),
    declaredValue: numeric('declared_value', { precision: 12, scale: 2 }).notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** The consignee's tax id (EORI, VAT, CPF…) customs asks for; null when the customer sent none. */
    taxId: text('tax_id'),
    createdOn: created(),
    returnedOn: at('returned_on'),
    // The package's latest tracking event, kept here by the tracking_events triggers (migration 0022) so that a
    // result of hundreds of packages (a job's) reads each one's "last seen" with the row, not one event lookup per
    // package. tracking_events stays the record; these are null while a package has no event.
    lastEventAt: at('last_event_at'),
    lastEventPlace: text('last_event_place'),
    lastEventTimeZone: text('last_event_time_zone'),
    lastEventText: text('last_event_text'),
  },
  (t) => [
    index('packages_tracking_key_idx').on(t.trackingKey),
    index('packages_customer_reference_key_idx').on(t.customerReferenceKey),
    index('packages_manifest_key_idx').on(t.manifestKey),
    index('packages_job_idx').on(t.jobId),
    // An external caller's searches are scoped to its customers (packagesearch/scope.ts).
    index('packages_customer_idx').on(t.customerId),
    index('packages_tracking_key_trgm_idx').using('gin', t.trackingKey.op('gin_trgm_ops')),
    index('packages_customer_reference_key_trgm_idx').using('gin', t.customerReferenceKey.op('gin_trgm_ops')),
    index('packages_manifest_key_trgm_idx').using('gin', t.manifestKey.op('gin_trgm_ops')),
    index('packages_consignee_name_key_trgm_idx').using('gin', t.consigneeNameKey.op('gin_trgm_ops')),
  ],
);

export type PackageInsert = typeof packages.$inferInsert;

/** The contents of a package, a line each (customs data). */
export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    description: text('description').notNull(),
    hsCode: text('hs_code'),
    quantity: integer('quantity').notNull(),
    /** The line's value (every unit), in the package's currency. */
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    originCountry: text('origin_country'),
  },
  (t) => [index('package_items_package_idx').on(t.packageId)],
);

/**
 * What happened to a package where: a carrier's event (its own code and text) or one of our scans, with our
 * normalised status. The instant is a timestamptz; the place's IANA time zone is kept to show it in local time.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    occurredAt: at('occurred_at').notNull(),
    place: text('place').notNull(),
    timeZone: text('time_zone').notNull(),
    countryCode: text('country_code'),
    /** 'carrier' or 'scan' (ours). */
    source: text('source').notNull(),
    carrierCode: text('carrier_code').notNull(),
    carrierText: text('carrier_text').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('tracking_events_package_idx').on(t.packageId, t.occurredAt)],
);

export const packageNotes = pgTable(
  'package_notes',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** Plain text, stored sanitised (http/sanitize-html.ts sanitizePlainText). */
    note: text('note').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdOn: created(),
    modifiedBy: text('modified_by'),
    modifiedOn: at('modified_on'),
  },
  (t) => [index('package_notes_package_idx').on(t.packageId)],
);

/** A label as generated (ZPL), kept so that every re-print sends the same label. */
export const packageLabels = pgTable(
  'package_labels',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    format: text('format').notNull().default('ZPL'),
    content: text('content').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('package_labels_package_idx').on(t.packageId)],
);

/** Every print of a label: on which printer, by whom, when. */
export const labelPrints = pgTable(
  'label_prints',
  {
    id: serial('id').primaryKey(),
    labelId: integer('label_id')
      .notNull()
      .references(() => packageLabels.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    printer: text('printer').notNull(),
    printedBy: text('printed_by').notNull(),
    printedOn: at('printed_on').notNull().defaultNow(),
  },
  (t) => [index('label_prints_package_idx').on(t.packageId)],
);

/** The data the customer's system sent for the package, as it sent it. */
export const packageApiData = pgTable('package_api_data', {
  packageId: integer('package_id')
    .primaryKey()
    .references(() => packages.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  payload: jsonb('payload').notNull(),
  receivedOn: at('received_on').notNull().defaultNow(),
});

/** Every change of a package's data (PIM: product information management): field, before, after, who, when. */
export const packagePimChanges = pgTable(
  'package_pim_changes',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: text('changed_by').notNull(),
    changedOn: at('changed_on').notNull().defaultNow(),
  },
  (t) => [index('package_pim_changes_package_idx').on(t.packageId)],
);

/** A package sent back to its sender: the reason (a code of RETURN_REASONS), who, when. */
export const packageReturns = pgTable(
  'package_returns',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    returnedBy: text('returned_by').notNull(),
    returnedOn: at('returned_on').notNull().defaultNow(),
  },
  // One return per package: two return calls at once cannot both record one.
  (t) => [uniqueIndex('package_returns_package_key').on(t.packageId)],
);
