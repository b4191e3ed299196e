/**
 * Tickets, their lanes, schedule groups, comments, checklists, timesheets, test cases, notifications, attachments,
 * supporting documents and unread marks (spec 3).
 */
import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { created, modified, versioned } from './columns.ts';
import { customers } from './jobs.ts';
import { features, healthStatuses, initiatives, kanbanTags, projects } from './projects.ts';
import { users } from './security.ts';

export const lanes = pgTable('lanes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const scheduleGroups = pgTable('schedule_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  number: integer('number').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  updatedBy: text('updated_by'),
  updatedOn: timestamp('updated_on', { withTimezone: true }),
});

/** File bytes (bytea): attachments live in the database, so every instance serves them. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull(),
    laneId: integer('lane_id')
      .notNull()
      .references(() => lanes.id),
    points: numeric('points').notNull().default('0'),
    sortPriority: text('sort_priority'),
    sticker: text('sticker'),
    projectId: integer('project_id').references(() => projects.id),
    milestoneId: integer('milestone_id').references(() => initiatives.id),
    sprintId: integer('sprint_id').references(() => features.id),
    requesterId: integer('requester_id').references(() => users.id),
    agentId: integer('agent_id').references(() => users.id),
    customerId: integer('customer_id').references(() => customers.id),
    scheduleGroupId: integer('schedule_group_id').references(() => scheduleGroups.id),
    healthStatusId: integer('health_status_id').references(() => healthStatuses.id),
    moduleName: text('module_name'),
    subModuleName: text('sub_module_name'),
    crfLink: text('crf_link'),
    /** The newest comment's text, kept with the ticket so the grid needs no per-row lookup. */
    latestComment: text('latest_comment'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdBy: text('created_by'),
    createdOn: created(),
    updatedBy: text('updated_by'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [
    index('tickets_sprint_idx').on(t.sprintId),
    index('tickets_lane_idx').on(t.laneId),
    index('tickets_agent_idx').on(t.agentId),
    index('tickets_project_idx').on(t.projectId),
  ],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
    ...modified(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId)],
);

export const timesheetCategories = pgTable('timesheet_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const ticketChecklistItems = pgTable(
  'ticket_checklist_items',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('ticket_checklist_items_ticket_idx').on(t.ticketId)],
);

export const ticketTestCases = pgTable(
  'ticket_test_cases',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    status: text('status').notNull(),
    steps: text('steps'),
    data: text('data'),
    expectedResults: text('expected_results'),
    actualResults: text('actual_results'),
    notes: text('notes'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('ticket_test_cases_ticket_idx').on(t.ticketId)],
);

/** E-mails subscribed to a ticket's notifications (spec 3 Notification: notificationId, cardId, email). */
export const ticketNotifications = pgTable(
  'ticket_notifications',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdOn: created(),
  },
  (t) => [index('ticket_notifications_ticket_idx').on(t.ticketId)],
);

/** A feature's supporting documents: links (spec 3 Supporting document). */
export const supportingDocuments = pgTable(
  'supporting_documents',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('supporting_documents_sprint_idx').on(t.sprintId)],
);

/** Unread marks per user (spec 3: unread, unreadFields LANE, COMMENT, ASSIGNED). */
export const ticketUnreads = pgTable(
  'ticket_unreads',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fields: text('fields').notNull(),
    createdOn: created(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('ticket_unreads_user_idx').on(t.userId)],
);

export type TicketInsert = typeof tickets.$inferInsert;

export type TicketCommentInsert = typeof ticketComments.$inferInsert;

/** A card's tags (spec 2 §3: a card relates to tags): written with the card (`tagIds`), read in its detailed card. */
export const cardTags = pgTable(
  'card_tags',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => kanbanTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.tagId] }), index('card_tags_tag_idx').on(t.tagId)],
);
