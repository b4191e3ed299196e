/** Tickets, their lanes, schedule groups, comments, timesheets and unread marks (spec 3). */
import {
  boolean,
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
import { created } from './columns.ts';
import { customers } from './jobs.ts';
import { features, healthStatuses, initiatives, projects } from './projects.ts';
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
    notificationEmails: text('notification_emails').array().notNull().default([]),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdBy: text('created_by'),
    createdOn: created(),
    updatedBy: text('updated_by'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_sprint_idx').on(t.sprintId),
    index('tickets_lane_idx').on(t.laneId),
    index('tickets_agent_idx').on(t.agentId),
  ],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    comment: text('comment').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId)],
);

export const timesheetCategories = pgTable('timesheet_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const ticketTimesheets = pgTable(
  'ticket_timesheets',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    hours: numeric('hours').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => timesheetCategories.id),
    notes: text('notes'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('ticket_timesheets_ticket_idx').on(t.ticketId)],
);

/** Unread marks per user (spec 3: unread, unreadFields LANE, COMMENT, ASSIGNED). */
export const ticketUnreads = pgTable(
  'ticket_unreads',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fields: text('fields').notNull(),
    createdOn: created(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
);

export type TicketInsert = typeof tickets.$inferInsert;

export type TicketCommentInsert = typeof ticketComments.$inferInsert;

export type TicketTimesheetInsert = typeof ticketTimesheets.$inferInsert;
