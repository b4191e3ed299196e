/** Shared lookups (spec 3 §7): reference lists, organisation, colleagues, yes/no checks, customers' currencies. */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import {
  ACTION_CHECK_PREFIX,
  LOOKUP_MESSAGES,
  type CurrencyUnit,
  type LookupItem,
  type LookupKind,
  type LookupLocation,
  type LookupUser,
  type Subsidiary,
} from '@a1/shared';
import { isCalendarDay } from '@a1/shared/rules/reports/index';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

export async function lookupList(db: Db, kind: LookupKind): Promise<LookupItem[]> {
  return db
    .select({ id: t.lookupItems.id, code: t.lookupItems.code, name: t.lookupItems.name })
    .from(t.lookupItems)
    .where(and(eq(t.lookupItems.kind, kind), eq(t.lookupItems.isEnabled, true)))
    .orderBy(asc(t.lookupItems.sortOrder), asc(t.lookupItems.name));
}

export async function subsidiaries(db: Db): Promise<Subsidiary[]> {
  const rows = await db.select().from(t.subsidiaries).orderBy(asc(t.subsidiaries.id));
  return rows.map((s) => ({ subsidiaryId: s.id, subsidiaryName: s.name }));
}

export async function subsidiaryOf(db: Db, userId: number, locationId?: number): Promise<Subsidiary> {
  if (locationId !== undefined) {
    const [row] = await db
      .select({ subsidiaryId: t.subsidiaries.id, subsidiaryName: t.subsidiaries.name })
      .from(t.locations)
      .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.locations.subsidiaryId))
      .where(eq(t.locations.id, locationId));
    if (row) return row;
  }
  const [row] = await db
    .select({ subsidiaryId: t.subsidiaries.id, subsidiaryName: t.subsidiaries.name })
    .from(t.users)
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.users.subsidiaryId))
    .where(eq(t.users.id, userId));
  return row;
}

export async function userSubsidiaries(db: Db, userId: number): Promise<Subsidiary[]> {
  return db
    .selectDistinct({ subsidiaryId: t.subsidiaries.id, subsidiaryName: t.subsidiaries.name })
    .from(t.userLocations)
    .innerJoin(t.locations, eq(t.locations.id, t.userLocations.locationId))
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.locations.subsidiaryId))
    .where(eq(t.userLocations.userId, userId))
    .orderBy(asc(t.subsidiaries.id));
}

const userColumns = {
  appUserId: t.users.id,
  fullName: t.users.fullName,
  email: t.users.email,
  departmentName: t.departments.name,
};

export async function usersByDepartment(db: Db, departmentName: string): Promise<LookupUser[]> {
  return db
    .select(userColumns)
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(and(eq(sql`lower(${t.departments.name})`, departmentName.trim().toLowerCase()), eq(t.users.isEnabled, true)))
    .orderBy(asc(t.users.fullName));
}

export async function usersByRole(db: Db, roleName: string): Promise<LookupUser[]> {
  return db
    .selectDistinct(userColumns)
    .from(t.users)
    .innerJoin(t.userRoles, eq(t.userRoles.userId, t.users.id))
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .leftJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(and(eq(sql`lower(${t.roles.name})`, roleName.trim().toLowerCase()), eq(t.users.isEnabled, true)))
    .orderBy(asc(t.users.fullName));
}

export async function departmentByUserName(db: Db, userName: string): Promise<string | null> {
  const key = userName.trim().toLowerCase();
  const [row] = await db
    .select({ user: t.users.id, department: t.departments.name })
    .from(t.users)
    .leftJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(sql`lower(${t.users.username}) = ${key} or lower(${t.users.email}) = ${key}`);
  if (!row) throw new A1Error(404, LOOKUP_MESSAGES.userNotFound);
  return row.department ?? null;
}

export async function locations(db: Db): Promise<LookupLocation[]> {
  return db
    .select({
      locationId: t.locations.id,
      locationName: t.locations.name,
      subsidiaryId: t.subsidiaries.id,
      subsidiaryName: t.subsidiaries.name,
      division: t.locations.division,
    })
    .from(t.locations)
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.locations.subsidiaryId))
    .orderBy(asc(t.locations.id));
}

export async function customers(db: Db) {
  return db
    .select({ customerId: t.customers.id, customerName: t.customers.name })
    .from(t.customers)
    .orderBy(asc(t.customers.name));
}

/** The stored check that grants an action key (IsUserActionPermission). */
export const actionCheckName = (key: string): string => `${ACTION_CHECK_PREFIX}${key.trim()}`;

export async function inDepartment(db: Db, userId: number, departmentName: string): Promise<boolean> {
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(and(eq(t.users.id, userId), eq(sql`lower(${t.departments.name})`, departmentName.trim().toLowerCase())));
  return rows.length > 0;
}

/** The customer's currency and unit in effect on the date: the latest pair that started on or before it. */
export async function currencyUnits(db: Db, customerId: number, jobStartDate: string): Promise<CurrencyUnit[]> {
  const [customer] = await db.select().from(t.customers).where(eq(t.customers.id, customerId));
  if (!customer) throw new A1Error(404, LOOKUP_MESSAGES.customerNotFound);
  const day = jobStartDate.slice(0, 10);
  if (!isCalendarDay(day)) throw new A1Error(400, LOOKUP_MESSAGES.badDate);
  const [row] = await db
    .select()
    .from(t.customerCurrencyUnits)
    .where(and(eq(t.customerCurrencyUnits.customerId, customerId), lte(t.customerCurrencyUnits.effectiveFrom, day)))
    .orderBy(desc(t.customerCurrencyUnits.effectiveFrom))
    .limit(1);
  if (!row) return [];
  const names = new Map((await db.select().from(t.lookupItems)).map((i) => [`${i.kind}:${i.code}`, i.name] as const));
  return [
    {
      currencyCode: row.currencyCode,
      currencyName: names.get(`currency:${row.currencyCode}`) ?? row.currencyCode,
      unitCode: row.unitCode,
      unitName: names.get(`unit:${row.unitCode}`) ?? row.unitCode,
      effectiveFrom: row.effectiveFrom,
    },
  ];
}
