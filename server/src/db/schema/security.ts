/** Organisation, users, roles, menus and sessions (shell §3, §6). */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, versioned } from './columns.ts';

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
    ...versioned(),
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

/** Named checks (isAdmin, financeAdmin, …) a role carries: the server answers contract checks from these rows. */
export const roleChecks = pgTable(
  'role_checks',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    checkName: text('check_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.checkName] })],
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
    /** When the user signed in; a session made from its access token (PUT Token) keeps it, so the lifetime holds. */
    startedOn: timestamp('started_on', { withTimezone: true }).notNull().defaultNow(),
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
    /** False for a failure the caller only reported (SSOAuthenticationFailed): kept, never held against the account. */
    counted: boolean('counted').notNull().default(true),
  },
  (t) => [
    index('login_events_login_at_idx').on(t.login, t.at),
    index('login_events_address_at_idx').on(t.address, t.at),
  ],
);

export type UserInsert = typeof users.$inferInsert;

export type MenuItemInsert = typeof menuItems.$inferInsert;

/** Manager override reasons (spec 3 §6 security admin). */
export const managerOverrideReasons = pgTable('manager_override_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
});

/** A manager override (spec 3 §3): appUserId, overrideAction, overrideReason, with who recorded it and when. */
export const managerOverrideLogs = pgTable('manager_override_logs', {
  id: serial('id').primaryKey(),
  appUserId: integer('app_user_id')
    .notNull()
    .references(() => users.id),
  overrideAction: text('override_action').notNull(),
  overrideReason: text('override_reason').notNull(),
  createdBy: text('created_by').notNull(),
  createdOn: created(),
});

/** Every change security and translation administration make: who, when, before and after. */
export const auditHistory = pgTable(
  'audit_history',
  {
    id: serial('id').primaryKey(),
    historyType: text('history_type').notNull(),
    keyId: integer('key_id').notNull(),
    action: text('action').notNull(),
    changedBy: text('changed_by').notNull(),
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_history_key_idx').on(t.historyType, t.keyId)],
);
