/** Projects, initiatives, phases, health statuses and features (spec 2). */
import { boolean, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { users } from './security.ts';

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** Initiatives are milestones in the A1 model. */
export const initiatives = pgTable('initiatives', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  text: text('text').notNull(),
  comment: text('comment'),
  status: text('status').notNull(),
  progress: integer('progress').notNull().default(0),
  type: text('type').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  startDate: date('start_date'),
  endDate: date('end_date'),
  isHeadOffice: boolean('is_head_office').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdBy: text('created_by'),
  createdOn: created(),
});

export const phases = pgTable('phases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const healthStatuses = pgTable('health_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
});

/** Features are sprints in the A1 model (CRFs). */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  milestoneId: integer('milestone_id')
    .notNull()
    .references(() => initiatives.id),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  startDate: date('start_date'),
  endDate: date('end_date'),
  dueDate: date('due_date'),
  requirementsDueDate: date('requirements_due_date'),
  estimatedPoints: integer('estimated_points').notNull().default(0),
  comment: text('comment'),
  status: text('status').notNull(),
  progress: integer('progress').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  isEffort: boolean('is_effort').notNull().default(false),
  phaseId: integer('phase_id').references(() => phases.id),
  originalRequestorId: integer('original_requestor_id').references(() => users.id),
  ownerId: integer('owner_id').references(() => users.id),
  seniorManagerApprovalId: integer('senior_manager_approval_id').references(() => users.id),
  businessAnalystId: integer('business_analyst_id').references(() => users.id),
  healthStatusId: integer('health_status_id').references(() => healthStatuses.id),
  customer: text('customer'),
  requestSummary: text('request_summary'),
  crfLink: text('crf_link'),
  sticker: text('sticker'),
  note: text('note'),
  createdOn: created(),
});

export type InitiativeInsert = typeof initiatives.$inferInsert;

export type FeatureInsert = typeof features.$inferInsert;
