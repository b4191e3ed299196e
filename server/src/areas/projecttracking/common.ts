/** Shared pieces of the project-tracking services: settings rows, user options, history, dates. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PROJECT_FIXED_IDS, PROJECT_SETTING_KEYS } from '@a1/shared/constants/projecttracking';
import type { UserOption } from '@a1/shared/contract/projecttracking';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { TimesheetEntry, TimesheetFields } from '../shared/timesheets.ts';

/** A transaction or the database: both run the same queries. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type ProjectSetting = keyof typeof PROJECT_SETTING_KEYS;

/** The spec's fixed ids, read from their settings rows (design §3); the spec's value when a row is missing. */
export async function projectSettings(db: Tx): Promise<Record<ProjectSetting, number>> {
  const keys = Object.values(PROJECT_SETTING_KEYS);
  const rows = await db.select().from(t.settings).where(inArray(t.settings.key, keys));
  const byKey = new Map(rows.map((r) => [r.key, Number(r.value)]));
  const result = { ...PROJECT_FIXED_IDS } as Record<ProjectSetting, number>;
  for (const [name, key] of Object.entries(PROJECT_SETTING_KEYS) as [ProjectSetting, string][]) {
    const value = byKey.get(key);
    if (value !== undefined && Number.isInteger(value)) result[name] = value;
  }
  return result;
}

const userOptionColumns = {
  appUserId: t.users.id,
  userEmail: t.users.email,
  userFullName: t.users.fullName,
  departmentId: t.users.departmentId,
};

export async function usersWithRole(db: Tx, roleName: string): Promise<UserOption[]> {
  return db
    .selectDistinct(userOptionColumns)
    .from(t.users)
    .innerJoin(t.userRoles, eq(t.userRoles.userId, t.users.id))
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(eq(t.roles.name, roleName))
    .orderBy(asc(t.users.fullName), asc(t.users.id));
}

export async function userById(db: Tx, id: number): Promise<UserOption | null> {
  const [row] = await db.select(userOptionColumns).from(t.users).where(eq(t.users.id, id));
  return row ?? null;
}

/** The user id of an e-mail (case-insensitive); a person field of a feature must name a known user. */
export async function userIdByEmail(db: Tx, email: string | null | undefined, field: string): Promise<number | null> {
  if (!email) return null;
  const [row] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(sql`lower(${t.users.email}) = lower(${email})`);
  if (!row) throw new A1Error(400, `${field}: no user has the e-mail ${email}.`);
  return row.id;
}

/** Global: the user's subsidiary is not USA (shell §6). */
export async function isGlobalUser(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ name: t.subsidiaries.name })
    .from(t.users)
    .leftJoin(t.subsidiaries, eq(t.subsidiaries.id, t.users.subsidiaryId))
    .where(eq(t.users.id, userId));
  return row?.name !== 'USA';
}

/** yyyy-mm-dd of a Day input (a time part is ignored), or null; a day that does not exist is refused (400). */
export function day(value: string | null | undefined, field = 'date'): string | null {
  if (!value) return null;
  const text = value.slice(0, 10);
  const [y, m, d] = text.split('-').map(Number);
  const parsed = new Date(Date.UTC(y, m - 1, d));
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    y < 1900 ||
    y > 2999 ||
    parsed.getUTCFullYear() !== y ||
    parsed.getUTCMonth() !== m - 1 ||
    parsed.getUTCDate() !== d
  )
    throw new A1Error(400, `${field} ${text} is not a valid date (yyyy-mm-dd).`);
  return text;
}

/** A required day: as day(), never null. */
export const requiredDay = (value: string, field: string): string => day(value, field) ?? value;

export const today = (): string => new Date().toISOString().slice(0, 10);

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Records each field whose value changes (who, when, field, before, after). `fields` maps a field's name to its
 * before and after values; unchanged ones are skipped.
 */
export async function recordHistory(
  db: Tx,
  objectType: 'initiative' | 'feature',
  objectId: number,
  changedBy: string,
  fields: Record<string, [unknown, unknown]>,
): Promise<void> {
  const rows = Object.entries(fields)
    .map(([field, [before, after]]) => ({ field, before: asText(before), after: asText(after) }))
    .filter((r) => r.before !== r.after)
    .map((r) => ({ ...r, objectType, objectId, changedBy }));
  if (rows.length) await db.insert(t.projectHistory).values(rows);
}

export async function historyOf(db: Tx, objectType: 'initiative' | 'feature', objectId: number) {
  const rows = await db
    .select()
    .from(t.projectHistory)
    .where(and(eq(t.projectHistory.objectType, objectType), eq(t.projectHistory.objectId, objectId)))
    .orderBy(sql`${t.projectHistory.changedOn} desc, ${t.projectHistory.id} desc`);
  return rows.map((r) => ({ ...r, changedOn: r.changedOn.toISOString() }));
}

/** Raises a 404 the caller can act on when a row is missing. */
export function found<R>(row: R | undefined, what: string, id: number): R {
  if (!row) throw new A1Error(404, `${what} ${id} does not exist.`);
  return row;
}

/** What a timesheet entry, of a card or of a project, takes from its input (spec 2 §4): description is its category. */
export interface TimesheetEntryInput {
  date: string;
  hours: number;
  description: number;
  notes?: string | null;
  isEnabled?: boolean;
}

/** The fields a Kanban timesheet answer (card or project entry) shares, from the one service's entry. */
export const entryAnswer = (e: TimesheetEntry) => ({
  date: e.date,
  hours: e.hours,
  categoryTypeId: e.categoryId,
  notes: e.notes,
  isEnabled: e.isEnabled,
  createdBy: e.createdBy,
  modifiedBy: e.modifiedBy,
  modifiedOn: e.modifiedOn,
});

/** A Kanban timesheet input's fields for the one timesheets service (description is the category). */
export const entryFields = (body: TimesheetEntryInput): TimesheetFields => ({
  date: body.date,
  hours: body.hours,
  categoryId: body.description,
  notes: body.notes,
  isEnabled: body.isEnabled,
});

/** Deletes the row with this id (a hard delete); answers how many rows went, 1 or 0. */
export async function deleteById(
  db: Tx,
  table: typeof t.kanbanComments | typeof t.kanbanChecklists,
  id: number,
): Promise<number> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length;
}

/**
 * Refuses ids that name no row of the table, with a 400 naming the field and the missing ids (e.g. "tagIds: no tag
 * 7, 9.").
 */
export async function requireKnownIds(
  db: Tx,
  table: typeof t.kanbanTags | typeof t.tickets,
  ids: number[],
  field: string,
  noun: string,
): Promise<void> {
  if (!ids.length) return;
  const known = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
  );
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw new A1Error(400, `${field}: no ${noun} ${missing.join(', ')}.`);
}
