/** The lists the ticket dialog and grid fill their fields from (spec 3 §7), and the CRF clone. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { TICKET_MESSAGES, type DefaultProjectValue, type ScheduleGroup, type TicketUser } from '@a1/shared';
import { cloneName } from '@a1/shared/rules/projecttracking/features';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

const userColumns = {
  userId: t.users.id,
  fullName: t.users.fullName,
  email: t.users.email,
  department: t.departments.name,
  isEnabled: t.users.isEnabled,
};

export async function usersByDepartment(db: Db, departmentName: string): Promise<TicketUser[]> {
  return db
    .select(userColumns)
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(
      and(
        sql`lower(${t.departments.name}) = lower(${departmentName.trim()})`,
        eq(t.users.isInternal, true),
        eq(t.users.isEnabled, true),
      ),
    )
    .orderBy(asc(t.users.fullName));
}

export async function internalUsers(db: Db): Promise<TicketUser[]> {
  return db
    .select(userColumns)
    .from(t.users)
    .leftJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(eq(t.users.isInternal, true))
    .orderBy(asc(t.users.fullName));
}

export async function sprintBusinessAnalyst(db: Db, sprintId: number) {
  const [feature] = await db
    .select({ ba: t.features.businessAnalystId })
    .from(t.features)
    .where(eq(t.features.id, sprintId));
  if (!feature) throw new A1Error(404, TICKET_MESSAGES.notFound('Feature', sprintId));
  if (!feature.ba) return null;
  const [user] = await db
    .select({ userId: t.users.id, fullName: t.users.fullName, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.id, feature.ba));
  return user ?? null;
}

export const healthStatuses = (db: Db) => db.select().from(t.healthStatuses).orderBy(asc(t.healthStatuses.id));

export const projectList = (db: Db) =>
  db
    .select({ projectId: t.projects.id, projectName: t.projects.name })
    .from(t.projects)
    .where(eq(t.projects.isEnabled, true))
    .orderBy(asc(t.projects.sortOrder), asc(t.projects.name));

export const milestoneList = (db: Db, projectId: number) =>
  db
    .select({
      milestoneId: t.initiatives.id,
      milestoneName: t.initiatives.text,
      projectId: t.initiatives.projectId,
      sortOrder: t.initiatives.sortOrder,
    })
    .from(t.initiatives)
    .where(and(eq(t.initiatives.projectId, projectId), eq(t.initiatives.isEnabled, true)))
    .orderBy(asc(t.initiatives.sortOrder), asc(t.initiatives.id));

export const sprintList = (db: Db, milestoneId: number) =>
  db
    .select({
      sprintId: t.features.id,
      sprintName: t.features.name,
      milestoneId: t.features.milestoneId,
      projectId: t.features.projectId,
      sortOrder: t.features.sortOrder,
      status: t.features.status,
    })
    .from(t.features)
    .where(and(eq(t.features.milestoneId, milestoneId), eq(t.features.isEnabled, true)))
    .orderBy(asc(t.features.sortOrder), asc(t.features.id));

export const cardLanes = (db: Db) =>
  db
    .select({ laneId: t.lanes.id, laneName: t.lanes.name, sortOrder: t.lanes.sortOrder })
    .from(t.lanes)
    .orderBy(asc(t.lanes.sortOrder));

export async function scheduleGroupList(db: Db, today = new Date()): Promise<ScheduleGroup[]> {
  const rows = await db.select().from(t.scheduleGroups).orderBy(asc(t.scheduleGroups.number), asc(t.scheduleGroups.id));
  const day = today.toISOString().slice(0, 10);
  return rows.map((r) => ({
    scheduleGroupId: r.id,
    id: r.id,
    scheduleGroupName: r.name,
    scheduleGroupNumber: r.number,
    startDate: String(r.startDate),
    endDate: String(r.endDate),
    updatedBy: r.updatedBy,
    updatedOn: r.updatedOn?.toISOString() ?? null,
    isFutureGroup: String(r.startDate) > day,
  }));
}

/** Main modules and their sub-modules: the side menu's modules and their menu entries. */
export async function moduleList(db: Db) {
  const modules = await db
    .select({ id: t.modules.id, name: t.modules.name })
    .from(t.modules)
    .orderBy(asc(t.modules.sortOrder));
  const items = await db
    .select({ moduleId: t.menuItems.moduleId, name: t.menuItems.name })
    .from(t.menuItems)
    .orderBy(asc(t.menuItems.moduleId), asc(t.menuItems.sortOrder), asc(t.menuItems.id));
  return modules.map((m) => ({
    moduleName: m.name,
    subModules: [...new Set(items.filter((i) => i.moduleId === m.id).map((i) => i.name))],
  }));
}

export async function subModuleList(db: Db, moduleName: string): Promise<string[]> {
  const list = await moduleList(db);
  return list.find((m) => m.moduleName.toLowerCase() === moduleName.trim().toLowerCase())?.subModules ?? [];
}

export const customerList = (db: Db) =>
  db.select({ id: t.customers.id, name: t.customers.name }).from(t.customers).orderBy(asc(t.customers.name));

export async function defaultProjectValue(db: Db, sprintId: number): Promise<DefaultProjectValue> {
  const [row] = await db
    .select({
      projectId: t.projects.id,
      projectName: t.projects.name,
      milestoneId: t.initiatives.id,
      milestoneName: t.initiatives.text,
      sprintId: t.features.id,
      sprintName: t.features.name,
      businessAnalystId: t.features.businessAnalystId,
      businessAnalystName: t.users.fullName,
    })
    .from(t.features)
    .innerJoin(t.initiatives, eq(t.initiatives.id, t.features.milestoneId))
    .innerJoin(t.projects, eq(t.projects.id, t.features.projectId))
    .leftJoin(t.users, eq(t.users.id, t.features.businessAnalystId))
    .where(eq(t.features.id, sprintId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Feature', sprintId));
  return row;
}

/**
 * Copies a feature (CRF), without its tickets, files or timesheets. `name` is the CRF's name as the dialog shows it;
 * the copy is called 'Copy of {name}' (cloneName), never the original's own name (issue 29 point 8).
 */
export async function cloneCrf(db: Db, id: number, name: string) {
  const [feature] = await db.select().from(t.features).where(eq(t.features.id, id));
  if (!feature) throw new A1Error(404, TICKET_MESSAGES.notFound('Feature', id));
  const { id: _id, createdOn: _c, ...copy } = feature;
  const [row] = await db
    .insert(t.features)
    .values({ ...copy, name: cloneName(name), progress: 0 })
    .returning({ id: t.features.id, name: t.features.name });
  return row;
}
