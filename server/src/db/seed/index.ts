/**
 * Demo data: an organisation with ~40 users, menus and permissions, 20 projects, 80 initiatives,
 * 400 features, 5,000 tickets with comments and timesheets, 2,000 jobs, 20,000 packages with their tracking
 * histories (db/seed/packages.ts). Deterministic (seeded PRNG).
 * Spec-fixed ids (project 165, milestone 442, phase 106, user 3802, sprint 50094, …) are real rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import * as c from './catalog.ts';
import { createRandom, DAY_MS, isoDate } from './random.ts';
import { FIXED_SETTINGS } from '../../settings.ts';
import { seedShell } from './shell.ts';
import { seedTicketing } from './ticketing.ts';
import { seedJobDetails } from './jobs.ts';
import { seedPackages } from './packages.ts';
import { seedSecurityAdmin } from './security-admin.ts';
import { seedLookups } from './lookups.ts';
import { seedDbNameTranslations } from './translations.ts';
import { seedReports } from './reports.ts';
import { seedProjectTracking } from './projects.ts';

export interface SeedSize {
  users: number;
  projects: number;
  initiativesPerProject: number;
  featuresPerInitiative: number;
  tickets: number;
  jobs: number;
}

export const DEMO_SIZE: SeedSize = {
  users: 40,
  projects: 20,
  initiativesPerProject: 4,
  featuresPerInitiative: 5,
  tickets: 5000,
  jobs: 2000,
};

const FIRST_USER_ID = 3780;
const FIXED_PROJECTS = [
  { id: 165, name: 'IT Support' },
  { id: 282, name: 'General Support' },
  { id: 881, name: 'Operations Systems' },
  { id: 1475, name: 'Pricing' },
];
const FIXED_INITIATIVES: Record<number, number> = { 165: 442, 881: 4317, 1475: 8807 };
const FIXED_FEATURES: Record<number, number> = { 4317: 13837, 8807: 50094 };

async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

const SERIAL_TABLES = [
  'subsidiaries',
  'locations',
  'departments',
  'users',
  'roles',
  'modules',
  'menu_items',
  'sessions',
  'login_events',
  'projects',
  'initiatives',
  'phases',
  'health_statuses',
  'features',
  'lanes',
  'schedule_groups',
  'customers',
  'tickets',
  'ticket_comments',
  'timesheet_categories',
  'ticket_timesheets',
  'job_statuses',
  'jobs',
  'languages',
  'translation_keys',
  'translations',
  'job_status_history',
  'job_hold_events',
  'bins',
  'receptacles',
  'job_pieces',
  'job_adjustments',
  'feature_issues',
  'feature_issue_comments',
  'feature_supporting_documents',
  'feature_timesheets',
  'initiative_timesheets',
  'project_timesheets',
  'project_history',
  'project_attachments',
  'kanban_comments',
  'kanban_checklists',
  'kanban_tags',
  'kanban_notes',
  'packages',
  'package_items',
  'tracking_events',
  'package_notes',
  'package_labels',
  'label_prints',
  'package_pim_changes',
  'package_returns',
];

/** Empties every table (the `seed` command re-creates the demo from nothing). */
export async function clearAll(db: Db): Promise<void> {
  const tables = [
    ...SERIAL_TABLES,
    'user_locations',
    'user_roles',
    'role_checks',
    'role_menu_items',
    'ticket_unreads',
    'settings',
    'manager_override_reasons',
    'audit_history',
    'lookup_items',
    'report_definitions',
    'card_dependencies',
    'kanban_filter_settings',
    'user_customers',
    'package_api_data',
  ];
  await db.execute(sql.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

/** After explicit ids, move each sequence past the largest id so new rows do not collide. */
async function resetSequences(db: Db): Promise<void> {
  for (const name of SERIAL_TABLES) {
    const statement: SQL = sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${name}"), 1))`,
    );
    await db.execute(statement);
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
  return rows[0].n === 0;
}

export async function seedDemo(db: Db, size: SeedSize = DEMO_SIZE, now = new Date()): Promise<void> {
  const rnd = createRandom();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);

  await db.insert(t.subsidiaries).values(c.SUBSIDIARIES);
  await db.insert(t.locations).values(c.LOCATIONS);
  await db.insert(t.departments).values(c.DEPARTMENTS.map((name, i) => ({ id: i + 1, name })));
  const departmentId = (name: string) => c.DEPARTMENTS.indexOf(name) + 1;
  await db.insert(t.roles).values(c.ROLES.map((name, i) => ({ id: i + 1, name })));
  const roleId = (name: string) => c.ROLES.indexOf(name) + 1;
  await db
    .insert(t.roleChecks)
    .values(
      Object.entries(c.ROLE_CHECKS).flatMap(([role, checks]) =>
        checks.map((checkName) => ({ roleId: roleId(role), checkName })),
      ),
    );

  // Modules, menus, and the per-role permissions on them.
  let menuId = 0;
  const menuRows: t.MenuItemInsert[] = [];
  const moduleMenuIds = new Map<string, number[]>();
  c.MODULES.forEach((module, m) => {
    const ids: number[] = [];
    module.menu.forEach((entry, i) => {
      const parentId = ++menuId;
      ids.push(parentId);
      menuRows.push({
        id: parentId,
        moduleId: m + 1,
        name: entry.name,
        icon: entry.icon,
        routeLink: entry.route,
        isDialog: !!entry.dialog,
        sortOrder: i,
      });
      entry.children?.forEach((child, j) => {
        const id = ++menuId;
        ids.push(id);
        menuRows.push({
          id,
          moduleId: m + 1,
          parentId,
          name: child.name,
          icon: child.icon,
          routeLink: child.route,
          isDialog: !!child.dialog,
          sortOrder: j,
        });
      });
    });
    moduleMenuIds.set(module.name, ids);
  });
  await db
    .insert(t.modules)
    .values(c.MODULES.map((m, i) => ({ id: i + 1, name: m.name, icon: m.icon, routeLink: m.route, sortOrder: i })));
  await db.insert(t.menuItems).values(menuRows);
  const roleMenuRows = Object.entries(c.ROLE_MODULES).flatMap(([role, moduleNames]) =>
    moduleNames.flatMap((name) =>
      (moduleMenuIds.get(name) ?? []).map((menuItemId) => ({ roleId: roleId(role), menuItemId })),
    ),
  );
  await db.insert(t.roleMenuItems).values(roleMenuRows);

  // Users: the README accounts first, then generated staff up to the target size.
  const userRows: t.UserInsert[] = [];
  const userRoleRows: Array<{ userId: number; roleId: number }> = [];
  const userLocationRows: Array<{ userId: number; locationId: number; isDefault: boolean }> = [];
  const locationsOf = (subsidiary: string) =>
    c.LOCATIONS.filter((l) => l.subsidiaryId === (subsidiary === 'USA' ? 1 : 2));
  const addUser = (
    id: number,
    a: {
      email: string;
      fullName: string;
      department: string;
      subsidiary: string;
      roles: string[];
      isInternal: boolean;
      isInternalSecure?: boolean;
      isAdmin?: boolean;
      changePassword?: boolean;
      changeUsername?: boolean;
      defaultMainModule: string;
    },
  ) => {
    userRows.push({
      id,
      kanbanUserId: id + 10000,
      email: a.email,
      username: a.email,
      fullName: a.fullName,
      passwordHash,
      departmentId: departmentId(a.department),
      subsidiaryId: a.subsidiary === 'USA' ? 1 : 2,
      isInternal: a.isInternal,
      isInternalSecure: !!a.isInternalSecure,
      isAdmin: !!a.isAdmin,
      changePassword: !!a.changePassword,
      changeUsername: !!a.changeUsername,
      defaultMainModule: a.defaultMainModule,
    });
    a.roles.forEach((r) => userRoleRows.push({ userId: id, roleId: roleId(r) }));
    const locs = a.isInternal ? locationsOf(a.subsidiary) : locationsOf(a.subsidiary).slice(0, 1);
    const defaultIndex = id % locs.length;
    locs.forEach((l, i) => userLocationRows.push({ userId: id, locationId: l.id, isDefault: i === defaultIndex }));
  };
  DEMO_ACCOUNTS.forEach((a, i) => addUser(FIRST_USER_ID + i, a));
  const staffRoles: Record<string, string> = {
    IT: 'IT Developer',
    Pricing: 'Pricing',
    Finance: 'Finance Admin',
    Operations: 'Operations',
    Sales: 'Sales',
    'Customer Service': 'Customer Service',
  };
  for (let i = DEMO_ACCOUNTS.length; i < size.users; i++) {
    const first = c.FIRST_NAMES[i % c.FIRST_NAMES.length];
    const last = c.LAST_NAMES[(i * 7) % c.LAST_NAMES.length];
    const department = c.DEPARTMENTS[i % c.DEPARTMENTS.length];
    const subsidiary = i % 4 === 0 ? 'France' : 'USA';
    const external = i % 13 === 0;
    const roles = external ? ['External Customer'] : [staffRoles[department]];
    if (department === 'IT' && i % 3 === 0) roles.push('Business Analyst');
    if (i % 11 === 0 && !external) roles.push('CRF Senior Manager Approval');
    addUser(FIRST_USER_ID + i, {
      email: `${first}.${last}${i}@${external ? 'partnerpost.example' : 'a1demo.com'}`.toLowerCase(),
      fullName: `${first} ${last}`,
      department,
      subsidiary,
      roles,
      isInternal: !external,
      defaultMainModule: external
        ? 'Search'
        : department === 'IT'
          ? 'Ticketing'
          : department === 'Finance'
            ? 'Finance'
            : 'Operations',
    });
  }
  await db.insert(t.users).values(userRows);
  await db.insert(t.userRoles).values(userRoleRows);
  await db.insert(t.userLocations).values(userLocationRows);
  const internalUsers = userRows.filter((u) => u.isInternal);
  const itUsers = userRows.filter((u) => u.departmentId === departmentId('IT'));

  // Reference lists.
  await db.insert(t.phases).values(c.PHASES.map((name, i) => ({ id: c.FIRST_PHASE_ID + i, name, sortOrder: i + 1 })));
  await db.insert(t.lanes).values(c.LANES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));
  await db.insert(t.healthStatuses).values(c.HEALTH_STATUSES.map((h, i) => ({ id: i + 1, ...h })));
  await db.insert(t.timesheetCategories).values(c.TIMESHEET_CATEGORIES.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.jobStatuses).values(c.JOB_STATUSES.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.customers).values(c.CUSTOMERS.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.scheduleGroups).values(
    Array.from({ length: 12 }, (_, i) => {
      const start = daysAgo(140 - i * 14);
      return {
        id: i + 1,
        name: `Sprint ${i + 1}`,
        number: i + 1,
        startDate: isoDate(start),
        endDate: isoDate(new Date(start.getTime() + 13 * DAY_MS)),
      };
    }),
  );
  await db.insert(t.settings).values(Object.entries(FIXED_SETTINGS).map(([key, value]) => ({ key, value })));

  // Projects → initiatives → features.
  const projectRows = [...FIXED_PROJECTS];
  for (let i = projectRows.length; i < size.projects; i++)
    projectRows.push({
      id: 2000 + i,
      name: `${rnd.pick(['Parcel', 'Mail', 'Customs', 'Billing', 'Routing', 'Warehouse', 'Tracking', 'Label'])} ${rnd.pick(['Modernisation', 'Automation', 'Integration', 'Upgrade', 'Rollout', 'Platform'])} ${i}`,
    });
  await db.insert(t.projects).values(projectRows.map((p, i) => ({ ...p, sortOrder: i })));

  const initiativeRows: t.InitiativeInsert[] = [];
  let nextInitiative = 9001;
  for (const p of projectRows) {
    for (let k = 0; k < size.initiativesPerProject; k++) {
      const fixed = k === 0 ? FIXED_INITIATIVES[p.id] : undefined;
      const start = daysAgo(rnd.int(30, 400));
      initiativeRows.push({
        id: fixed ?? nextInitiative++,
        projectId: p.id,
        text: `${p.name} – ${rnd.pick(['Phase', 'Wave', 'Stage'])} ${k + 1}`,
        comment: rnd.chance(0.5) ? 'Tracking against plan.' : null,
        status: rnd.pick(c.INITIATIVE_STATUSES),
        progress: rnd.int(0, 100),
        type: rnd.pick(c.INITIATIVE_TYPES),
        sortOrder: k,
        startDate: isoDate(start),
        endDate: isoDate(new Date(start.getTime() + rnd.int(60, 300) * DAY_MS)),
        isHeadOffice: rnd.chance(0.3),
        createdBy: 'seed',
      });
    }
  }
  await db.insert(t.initiatives).values(initiativeRows);

  const featureRows: t.FeatureInsert[] = [];
  let nextFeature = 60001;
  for (const ini of initiativeRows) {
    for (let k = 0; k < size.featuresPerInitiative; k++) {
      const fixed = k === 0 ? FIXED_FEATURES[ini.id!] : undefined;
      const start = daysAgo(rnd.int(0, 300));
      const owner = rnd.pick(internalUsers);
      featureRows.push({
        id: fixed ?? nextFeature++,
        name:
          fixed === 50094
            ? 'Pricing Requests'
            : `CRF ${rnd.pick(['Label', 'Manifest', 'Invoice', 'Scale', 'Customs', 'Routing', 'Portal', 'Report'])} ${rnd.pick(['update', 'integration', 'fix', 'redesign', 'automation'])} ${nextFeature}`,
        milestoneId: ini.id!,
        projectId: ini.projectId,
        startDate: isoDate(start),
        endDate: isoDate(new Date(start.getTime() + rnd.int(14, 120) * DAY_MS)),
        dueDate: isoDate(new Date(start.getTime() + rnd.int(30, 150) * DAY_MS)),
        requirementsDueDate: isoDate(new Date(start.getTime() + rnd.int(5, 30) * DAY_MS)),
        estimatedPoints: rnd.int(0, 40),
        status: rnd.pick(c.FEATURE_STATUSES),
        progress: rnd.int(0, 100),
        sortOrder: k,
        phaseId: c.FIRST_PHASE_ID + rnd.int(0, c.PHASES.length - 1),
        originalRequestorId: rnd.pick(internalUsers).id,
        ownerId: owner.id,
        seniorManagerApprovalId: FIRST_USER_ID + 5,
        businessAnalystId: rnd.pick(itUsers).id,
        healthStatusId: rnd.int(1, 3),
        customer: rnd.pick(c.CUSTOMERS),
        requestSummary: 'Requested by the business to reduce manual handling.',
        sticker: rnd.chance(0.2) ? rnd.pick(['Urgent', 'Regulatory', 'Quick Win']) : null,
        isEffort: rnd.chance(0.1),
      });
    }
  }
  await insertChunked(db, t.features, featureRows);

  // Tickets with comments, timesheets and unread marks.
  const ticketRows: t.TicketInsert[] = [];
  const commentRows: t.TicketCommentInsert[] = [];
  const timesheetRows: t.TicketTimesheetInsert[] = [];
  const unreadRows: Array<{ ticketId: number; userId: number; fields: string }> = [];
  for (let id = 1; id <= size.tickets; id++) {
    const feature = rnd.pick(featureRows);
    const requester = rnd.pick(internalUsers);
    const agent = rnd.chance(0.85) ? rnd.pick(itUsers) : undefined;
    const created = daysAgo(rnd.int(0, 365));
    const laneId = rnd.int(1, c.LANES.length);
    ticketRows.push({
      id,
      title: `${rnd.pick(['Label', 'Scale', 'Manifest', 'Invoice', 'Report', 'Login', 'Tracking', 'Customs form'])} ${rnd.pick(['not printing', 'shows wrong total', 'needs new field', 'slow to load', 'missing for customer', 'export fails'])} #${id}`,
      description: 'Steps to reproduce are in the first comment.',
      type: rnd.pick(c.TICKET_TYPES),
      priority: rnd.pick(c.TICKET_PRIORITIES),
      status: laneId === 9 ? 'Completed' : agent ? rnd.pick(['Assigned', 'Awaiting']) : 'Submitted',
      laneId,
      points: String(rnd.pick([0.25, 0.5, 1, 2, 3, 5])),
      sortPriority: String(rnd.int(1, 9)),
      projectId: feature.projectId,
      milestoneId: feature.milestoneId,
      sprintId: feature.id,
      requesterId: requester.id,
      agentId: agent?.id,
      customerId: rnd.int(1, c.CUSTOMERS.length),
      scheduleGroupId: rnd.chance(0.6) ? rnd.int(1, 12) : undefined,
      healthStatusId: 1,
      moduleName: rnd.pick(c.MODULES).name,
      createdBy: requester.email,
      createdOn: created,
      updatedBy: (agent ?? requester).email,
      updatedOn: new Date(created.getTime() + rnd.int(0, 20) * DAY_MS),
    });
    const comments = rnd.int(1, 3);
    for (let k = 0; k < comments; k++)
      commentRows.push({
        ticketId: id,
        comment: rnd.pick([
          'Looking into it.',
          'Reproduced on the JFK station.',
          'Fix deployed to UAT.',
          'Customer confirmed.',
          'Waiting on carrier response.',
        ]),
        createdBy: (k % 2 && agent ? agent : requester).email,
        createdOn: new Date(created.getTime() + k * DAY_MS),
      });
    if (agent && rnd.chance(0.7))
      timesheetRows.push({
        ticketId: id,
        userId: agent.id!,
        date: isoDate(new Date(created.getTime() + DAY_MS)),
        hours: String(rnd.pick([0.5, 1, 1.5, 2, 4])),
        categoryId: rnd.int(1, c.TIMESHEET_CATEGORIES.length),
        notes: 'Investigation',
        createdBy: agent.email,
      });
    if (rnd.chance(0.02))
      unreadRows.push({
        ticketId: id,
        userId: requester.id!,
        fields: rnd.pick(['LANE', 'COMMENT', 'ASSIGNED', 'LANE,COMMENT']),
      });
  }
  await insertChunked(db, t.tickets, ticketRows, 500);
  await insertChunked(db, t.ticketComments, commentRows);
  await insertChunked(db, t.ticketTimesheets, timesheetRows);
  await insertChunked(db, t.ticketUnreads, dedupeUnreads(unreadRows));

  // Jobs across every status of spec 3 §4.
  const jobRows: t.JobInsert[] = [];
  for (let id = 1; id <= size.jobs; id++) {
    const statusId = ((id - 1) % c.JOB_STATUSES.length) + 1;
    const created = daysAgo(rnd.int(0, 120));
    const status = c.JOB_STATUSES[statusId - 1];
    const received = status !== 'Not Received' && status !== 'Open';
    const closed = ['Closed', 'DNB Job Closed', 'Invoiced'].includes(status);
    jobRows.push({
      id,
      number: `J${String(240000 + id).padStart(7, '0')}`,
      customerId: rnd.int(1, c.CUSTOMERS.length),
      statusId,
      locationId: rnd.pick(c.LOCATIONS).id,
      type: rnd.pick(['Mail', 'Parcel', 'Returns', 'Freight']),
      firstInvoiceNumber: closed ? `INV${100000 + id}` : null,
      dandtInvoiceNumber: closed && rnd.chance(0.5) ? `DT${200000 + id}` : null,
      receivedBy: received ? rnd.pick(internalUsers).email : null,
      receivedOn: received ? created : null,
      closedOn: closed ? new Date(created.getTime() + 3 * DAY_MS) : null,
      createdBy: 'seed',
      createdOn: created,
      updatedOn: new Date(created.getTime() + DAY_MS),
    });
  }
  await insertChunked(db, t.jobs, jobRows);
  await seedJobDetails(db, jobRows);
  await seedPackages(db, now);

  // Languages and translations.
  await db.insert(t.languages).values([
    { id: 1, iso2: 'en', name: 'English', native: 'English' },
    { id: 2, iso2: 'fr', name: 'French', native: 'Français' },
  ]);
  await db.insert(t.translationKeys).values(c.TRANSLATIONS.map((tr, i) => ({ id: i + 1, name: tr.key })));
  await db.insert(t.translations).values(
    c.TRANSLATIONS.flatMap((tr, i) => [
      { languageId: 1, keyId: i + 1, value: tr.en },
      { languageId: 2, keyId: i + 1, value: tr.fr },
    ]),
  );

  await seedProjectTracking(db, { features: featureRows, initiatives: initiativeRows, users: internalUsers, now });
  await seedShell(db, now);
  await seedTicketing(db, now);
  await resetSequences(db);
  // Security administration, lookups, database-name translations and reports: ids from the sequences.
  await seedSecurityAdmin(db);
  await seedLookups(db);
  await seedDbNameTranslations(db);
  await seedReports(db);
}

function dedupeUnreads(rows: Array<{ ticketId: number; userId: number; fields: string }>) {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(`${r.ticketId}:${r.userId}`) && !!seen.add(`${r.ticketId}:${r.userId}`));
}
