/**
 * The A1 database schema (PostgreSQL dialect, for PGlite and PostgreSQL alike).
 * Table and column names follow the spec's entities; ids the spec fixes (project 165, phase 106, …)
 * are seeded as rows with those ids, so sequences are reset after seeding.
 */
import {
  boolean,
  date,
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

const created = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();

export const subsidiaries = pgTable('subsidiaries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subsidiaryId: integer('subsidiary_id')
    .notNull()
    .references(() => subsidiaries.id),
  division: text('division'),
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kanbanUserId: integer('kanban_user_id').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    departmentId: integer('department_id').references(() => departments.id),
    subsidiaryId: integer('subsidiary_id')
      .notNull()
      .references(() => subsidiaries.id),
    isInternal: boolean('is_internal').notNull().default(true),
    isInternalSecure: boolean('is_internal_secure').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    changeUsername: boolean('change_username').notNull().default(false),
    changePassword: boolean('change_password').notNull().default(false),
    defaultMainModule: text('default_main_module').notNull().default('Operations'),
    createdOn: created(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(t.username)],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Main modules (the header's module grid). */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  routeLink: text('route_link').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Side-menu entries of a main module; sub-items point at their parent. */
export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  routeLink: text('route_link').notNull(),
  isDialog: boolean('is_dialog').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const roleMenuItems = pgTable(
  'role_menu_items',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuItemId] })],
);

/** A signed-in session: per-session API credentials, each stored only as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    apiUsername: text('api_username').notNull(),
    apiPasswordHash: text('api_password_hash').notNull(),
    apiKeyHash: text('api_key_hash').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    createdOn: created(),
    lastSeenOn: timestamp('last_seen_on', { withTimezone: true }).notNull().defaultNow(),
    endedOn: timestamp('ended_on', { withTimezone: true }),
    address: text('address'),
  },
  (t) => [
    uniqueIndex('sessions_api_username_key').on(t.apiUsername),
    index('sessions_access_token_idx').on(t.accessTokenHash),
  ],
);

/** Sign-ins and sign-in failures with time, user and address. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    login: text('login').notNull(),
    userId: integer('user_id'),
    address: text('address'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('login_events_login_at_idx').on(t.login, t.at),
    index('login_events_address_at_idx').on(t.address, t.at),
  ],
);

/** Spec-fixed values (project 165, milestone 442, …) and other settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

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

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
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

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  iso2: text('iso2').notNull(),
  name: text('name').notNull(),
  native: text('native').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const translationKeys = pgTable(
  'translation_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('translation_keys_name_key').on(t.name)],
);

export const translations = pgTable('translations', {
  id: serial('id').primaryKey(),
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id),
  keyId: integer('key_id')
    .notNull()
    .references(() => translationKeys.id),
  value: text('value').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export type UserInsert = typeof users.$inferInsert;
export type MenuItemInsert = typeof menuItems.$inferInsert;
export type InitiativeInsert = typeof initiatives.$inferInsert;
export type FeatureInsert = typeof features.$inferInsert;
export type TicketInsert = typeof tickets.$inferInsert;
export type TicketCommentInsert = typeof ticketComments.$inferInsert;
export type TicketTimesheetInsert = typeof ticketTimesheets.$inferInsert;
export type JobInsert = typeof jobs.$inferInsert;

/** Saved workstation settings, one row per workstation name (shell §3 Workstation setting). */
export const workstationSettings = pgTable('workstation_settings', {
  workStationName: text('work_station_name').primaryKey(),
  reportPrinter: text('report_printer'),
  labelPrinter: text('label_printer'),
  smallLabelPrinter: text('small_label_printer'),
  scaleConnection: text('scale_connection'),
  scaleSerialComPort: text('scale_serial_com_port'),
  scaleUSBVID: text('scale_usb_vid'),
  scaleUSBPID: text('scale_usb_pid'),
  scaleIPAddress: text('scale_ip_address'),
  autoPrintErrorLabel: boolean('auto_print_error_label').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-user settings of the User Settings dialog (shell §2). */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  autoPrintErrorLabel: boolean('auto_print_error_label').notNull().default(true),
  locationId: integer('location_id').references(() => locations.id),
  gridFontSize: integer('grid_font_size').notNull().default(100),
  ticketingEnvironment: text('ticketing_environment').notNull().default('Production'),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Excel exports a user asked for (shell §3 Excel export item); the file is kept until it expires. */
export const excelExports = pgTable(
  'excel_exports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    displayName: text('display_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content'),
    isComplete: boolean('is_complete').notNull().default(false),
    isExpired: boolean('is_expired').notNull().default(false),
    error: text('error'),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    createdOn: created(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('excel_exports_name_key').on(t.name), index('excel_exports_user_idx').on(t.userId)],
);

/**
 * The rows of a queued export, a few hundred to a chunk, in order: the request writes them chunk by chunk and the
 * worker streams them into the workbook, so neither holds one document of every row (100,000 × 20 is ~35 MB of
 * JSON, several times that once parsed). `rows` is one JSON array per line, parsed a row at a time as it is
 * written, so parsed rows die young instead of crowding the old generation. Dropped when the export completes
 * or fails for good.
 */
export const excelExportRows = pgTable(
  'excel_export_rows',
  {
    exportName: text('export_name')
      .notNull()
      .references(() => excelExports.name, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    rows: text('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportName, t.chunk] })],
);

/** Background work on PostgreSQL (design §3): any instance takes a job with FOR UPDATE SKIP LOCKED. */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdOn: created(),
    finishedOn: timestamp('finished_on', { withTimezone: true }),
  },
  (t) => [index('job_queue_status_run_idx').on(t.status, t.runAfter)],
);
