/** Projects, initiatives, phases, health statuses and features (spec 2). */
import { boolean, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { created, modified, versioned } from './columns.ts';
import { users } from './security.ts';

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** The project grid's hidden priority column (spec 2 §2). */
  priority: integer('priority'),
});

/** Initiatives are milestones in the A1 model. */
export const initiatives = pgTable(
  'initiatives',
  {
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
    ...versioned(),
  },
  (t) => [index('initiatives_project_idx').on(t.projectId)],
);

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
export const features = pgTable(
  'features',
  {
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
    ...versioned(),
  },
  (t) => [index('features_milestone_idx').on(t.milestoneId), index('features_project_idx').on(t.projectId)],
);

export type InitiativeInsert = typeof initiatives.$inferInsert;

export type FeatureInsert = typeof features.$inferInsert;

/** Issues (issueType 1) and risks (issueType 2) of a feature (spec 2 §3); always saved enabled. */
export const featureIssues = pgTable(
  'feature_issues',
  {
    id: serial('id').primaryKey(),
    issueType: integer('issue_type').notNull(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => features.id),
    priority: integer('priority').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    issueDate: date('issue_date').notNull(),
    closeOutDate: date('close_out_date'),
    latestComment: text('latest_comment'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
    ...versioned(),
  },
  (t) => [index('feature_issues_sprint_idx').on(t.sprintId)],
);

export const featureIssueComments = pgTable(
  'feature_issue_comments',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => featureIssues.id),
    comment: text('comment').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
    ...modified(),
  },
  (t) => [index('feature_issue_comments_issue_idx').on(t.issueId)],
);

export const featureSupportingDocuments = pgTable(
  'feature_supporting_documents',
  {
    id: serial('id').primaryKey(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    documentLink: text('document_link').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [index('feature_supporting_documents_feature_idx').on(t.featureId)],
);

/** Every change to an initiative or feature: who, when, field, before, after (ours: the spec has no history). */
export const projectHistory = pgTable(
  'project_history',
  {
    id: serial('id').primaryKey(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: text('changed_by').notNull(),
    changedOn: created(),
  },
  (t) => [index('project_history_object_idx').on(t.objectType, t.objectId)],
);

/** KanbanBoard/Comment on a project, initiative or feature (a card's comments are its ticket comments). */
export const kanbanComments = pgTable(
  'kanban_comments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id),
    milestoneId: integer('milestone_id').references(() => initiatives.id),
    sprintId: integer('sprint_id').references(() => features.id),
    comment: text('comment').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
    ...modified(),
  },
  (t) => [index('kanban_comments_sprint_idx').on(t.sprintId)],
);

/** KanbanBoard/Checklist items of a card (a tickets id) or project; CheckListType 1 or 2. */
export const kanbanChecklists = pgTable(
  'kanban_checklists',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id'),
    projectId: integer('project_id').references(() => projects.id),
    checkListType: integer('check_list_type').notNull(),
    text: text('text').notNull(),
    isChecked: boolean('is_checked').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('kanban_checklists_card_idx').on(t.cardId)],
);

/** KanbanBoard/Tags (tagType 0, 1 or 2). */
export const kanbanTags = pgTable('kanban_tags', {
  id: serial('id').primaryKey(),
  tagType: integer('tag_type').notNull(),
  name: text('name').notNull(),
  color: text('color'),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** KanbanBoard/CardDependency: a card (tickets id) depends on others. */
export const cardDependencies = pgTable(
  'card_dependencies',
  {
    mainCardId: integer('main_card_id').notNull(),
    dependentCardId: integer('dependent_card_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mainCardId, t.dependentCardId] })],
);

/** KanbanBoard/Note: notes (objectives). */
export const kanbanNotes = pgTable('kanban_notes', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').references(() => projects.id),
  text: text('text').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdBy: text('created_by').notNull(),
  createdOn: created(),
});

/** KanbanBoard/FilterSettings: each user's board filters, as the JSON string they were saved as. */
export const kanbanFilterSettings = pgTable('kanban_filter_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  filters: text('filters').notNull(),
});

export type FeatureIssueInsert = typeof featureIssues.$inferInsert;
