/**
 * Problem packages, "Aimban" (spec 3 §7, issue 27): the board's lanes, issues, categories and issue levels, the
 * cards (package issues) over the package model's packages, their comments, attachments and activity log, saved
 * filters, dimension settings, dangerous goods and denied-party screening (list versions, entries, screenings).
 *
 * A card's place in its lane is `rank`, a fractional-indexing key compared byte by byte (collation "C"): a move
 * writes a key between its two neighbours' and touches no other row. `version` is checked in the move's UPDATE.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { packages } from './packages.ts';
import { departments, users } from './security.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Text compared byte by byte, as fractional-indexing's keys must be (0-9 < A-Z < a-z). */
const rankText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const problemCategories = pgTable('problem_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** A card of this category open longer than this is over age. */
  maxAgeHours: integer('max_age_hours').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const problemIssues = pgTable('problem_issues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  categoryId: integer('category_id').references(() => problemCategories.id),
});

export const problemIssueLevels = pgTable('problem_issue_levels', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  name: text('name').notNull(),
});

export const problemLanes = pgTable('problem_lanes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
  closing: boolean('closing').notNull().default(false),
  onHold: boolean('on_hold').notNull().default(false),
});

/** A card: one package's problem. At most one open card per package (closed_on null). */
export const packageIssues = pgTable(
  'package_issues',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    laneId: integer('lane_id')
      .notNull()
      .references(() => problemLanes.id),
    rank: rankText('rank').notNull(),
    version: integer('version').notNull().default(1),
    issueId: integer('issue_id')
      .notNull()
      .references(() => problemIssues.id),
    categoryId: integer('category_id').references(() => problemCategories.id),
    issueLevelId: integer('issue_level_id').references(() => problemIssueLevels.id),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id),
    salesAgentId: integer('sales_agent_id').references(() => users.id, { onDelete: 'set null' }),
    laneEnteredOn: at('lane_entered_on').notNull().defaultNow(),
    createdOn: created(),
    createdBy: integer('created_by'),
    modifiedOn: at('modified_on'),
    /** Who made the last change (no foreign key: deleting a user must not fail). */
    modifiedBy: integer('modified_by'),
    closedOn: at('closed_on'),
  },
  (t) => [
    index('package_issues_lane_rank_idx').on(t.laneId, t.rank),
    index('package_issues_package_idx').on(t.packageId),
    uniqueIndex('package_issues_one_open_idx')
      .on(t.packageId)
      .where(sql`${t.closedOn} IS NULL`),
  ],
);

/** Every change of a card: what, before and after (the changed fields), who, when. Written in the change's transaction. */
export const packageIssueActivity = pgTable(
  'package_issue_activity',
  {
    id: serial('id').primaryKey(),
    packageIssueId: integer('package_issue_id')
      .notNull()
      .references(() => packageIssues.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    text: text('text'),
    byUserId: integer('by_user_id'),
    byName: text('by_name').notNull(),
    on: at('on').notNull().defaultNow(),
  },
  (t) => [index('package_issue_activity_card_idx').on(t.packageIssueId)],
);

export const packageIssueComments = pgTable(
  'package_issue_comments',
  {
    id: serial('id').primaryKey(),
    packageIssueId: integer('package_issue_id')
      .notNull()
      .references(() => packageIssues.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdOn: created(),
    modifiedOn: at('modified_on'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('package_issue_comments_card_idx').on(t.packageIssueId)],
);

export const problemDefaultComments = pgTable('problem_default_comments', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  categoryId: integer('category_id').references(() => problemCategories.id),
});

/** Saved filters of the board/grid (kind 'board') and of the dangerous-goods screens (kind 'dg'). */
export const problemSavedFilters = pgTable(
  'problem_saved_filters',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    criteria: jsonb('criteria').notNull().$type<Record<string, unknown>>(),
    modifiedOn: at('modified_on').notNull().defaultNow(),
  },
  (t) => [index('problem_saved_filters_owner_idx').on(t.kind, t.ownerId)],
);

/** One row (id 1): how the dimensional weight is worked out and the measures that flag a package. */
export const problemDimSettings = pgTable('problem_dim_settings', {
  id: integer('id').primaryKey(),
  divisor: integer('divisor').notNull(),
  maxLengthCm: doublePrecision('max_length_cm').notNull(),
  maxWeightKg: doublePrecision('max_weight_kg').notNull(),
  version: integer('version').notNull().default(1),
  modifiedBy: text('modified_by'),
  modifiedOn: at('modified_on'),
});

export const problemCategoryMappings = pgTable('problem_category_mappings', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => problemCategories.id),
});

/** A package's dangerous goods (one declaration per package), archived when its card closes. */
export const dangerousGoods = pgTable(
  'dangerous_goods',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    unNumber: text('un_number').notNull(),
    hazardClass: text('hazard_class').notNull(),
    packingGroup: text('packing_group'),
    properShippingName: text('proper_shipping_name').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    createdOn: created(),
    archivedOn: at('archived_on'),
  },
  (t) => [uniqueIndex('dangerous_goods_package_idx').on(t.packageId)],
);

/** A screening list as imported: its id is the list version every screening and decision records. */
export const deniedPartyLists = pgTable('denied_party_lists', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  entries: integer('entries').notNull(),
  importedBy: text('imported_by').notNull(),
  importedOn: at('imported_on').notNull().defaultNow(),
});

export const deniedPartyEntries = pgTable(
  'denied_party_entries',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => deniedPartyLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name and its alternative names, normalised (shared/src/rules/problems/screening.ts), for scoring. */
    normalised: text('normalised').array().notNull(),
    source: text('source').notNull(),
    country: text('country'),
  },
  (t) => [index('denied_party_entries_list_idx').on(t.listId)],
);

export const deniedPartyScreenings = pgTable(
  'denied_party_screenings',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    listId: integer('list_id')
      .notNull()
      .references(() => deniedPartyLists.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => deniedPartyEntries.id),
    score: integer('score').notNull(),
    /** hit, cleared or confirmed (SCREENING_DECISIONS). */
    decision: text('decision').notNull(),
    reason: text('reason'),
    expiresOn: date('expires_on'),
    decidedBy: text('decided_by'),
    decidedOn: at('decided_on'),
    screenedOn: at('screened_on').notNull().defaultNow(),
  },
  (t) => [index('denied_party_screenings_package_idx').on(t.packageId)],
);
