/**
 * Reading cards (package issues) with everything a card shows: its package, customer, job, issue, category, level,
 * agent, department, who changed it last, whether it is over its category's age, dangerous goods, a denied-party hit.
 */
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROBLEM_LIMITS, PROBLEM_MESSAGES, foldCase, type PackageFilters, type PackageIssue } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

export type Executor = Pick<Db, 'select' | 'execute'>;

const agent = alias(t.users, 'agent');
const modifier = alias(t.users, 'modifier');
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const isDangerous = sql<boolean>`EXISTS (SELECT 1 FROM dangerous_goods dg WHERE dg.package_id = ${t.packageIssues.packageId})`;
/** A hit not cleared (or cleared and expired) against any list version. */
const isDenied = sql<boolean>`EXISTS (SELECT 1 FROM denied_party_screenings s WHERE s.package_id = ${t.packageIssues.packageId}
  AND (s.decision IN ('hit', 'confirmed') OR (s.decision = 'cleared' AND s.expires_on < current_date)))`;

export const cardColumns = {
  packageIssueId: t.packageIssues.id,
  packageId: t.packageIssues.packageId,
  trackingNumber: t.packages.trackingNumber,
  customerId: t.packages.customerId,
  customer: t.customers.name,
  jobId: t.packages.jobId,
  jobNumber: t.jobs.number,
  consigneeName: t.packages.consigneeName,
  consigneeCountry: t.packages.consigneeCountry,
  laneId: t.packageIssues.laneId,
  rank: t.packageIssues.rank,
  version: t.packageIssues.version,
  issueId: t.packageIssues.issueId,
  issue: t.problemIssues.name,
  categoryId: t.packageIssues.categoryId,
  category: t.problemCategories.name,
  issueLevelId: t.packageIssues.issueLevelId,
  issueLevel: t.problemIssueLevels.name,
  agentId: t.packageIssues.agentId,
  agent: agent.fullName,
  departmentId: t.packageIssues.departmentId,
  department: t.departments.name,
  salesAgentId: t.packageIssues.salesAgentId,
  laneEnteredOn: t.packageIssues.laneEnteredOn,
  createdOn: t.packageIssues.createdOn,
  modifiedOn: t.packageIssues.modifiedOn,
  modifiedBy: modifier.fullName,
  overAge: sql<boolean>`(${t.packageIssues.closedOn} IS NULL AND ${t.packageIssues.createdOn} < now() - make_interval(hours => ${t.problemCategories.maxAgeHours}))`,
  closedOn: t.packageIssues.closedOn,
  isDangerousGoods: isDangerous,
  isDeniedParty: isDenied,
};

export function cardQuery(db: Executor) {
  return db
    .select(cardColumns)
    .from(t.packageIssues)
    .innerJoin(t.packages, eq(t.packages.id, t.packageIssues.packageId))
    .innerJoin(t.customers, eq(t.customers.id, t.packages.customerId))
    .leftJoin(t.jobs, eq(t.jobs.id, t.packages.jobId))
    .innerJoin(t.problemIssues, eq(t.problemIssues.id, t.packageIssues.issueId))
    .leftJoin(t.problemCategories, eq(t.problemCategories.id, t.packageIssues.categoryId))
    .leftJoin(t.problemIssueLevels, eq(t.problemIssueLevels.id, t.packageIssues.issueLevelId))
    .leftJoin(agent, eq(agent.id, t.packageIssues.agentId))
    .leftJoin(t.departments, eq(t.departments.id, t.packageIssues.departmentId))
    .leftJoin(modifier, eq(modifier.id, t.packageIssues.modifiedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export const toCard = (r: Row): PackageIssue => ({
  ...r,
  overAge: Boolean(r.overAge),
  isDangerousGoods: Boolean(r.isDangerousGoods),
  isDeniedParty: Boolean(r.isDeniedParty),
  laneEnteredOn: iso(r.laneEnteredOn)!,
  createdOn: iso(r.createdOn)!,
  modifiedOn: iso(r.modifiedOn),
  closedOn: iso(r.closedOn),
  archived: r.closedOn !== null,
});

export async function cardsByIds(db: Executor, ids: number[]): Promise<PackageIssue[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db).where(inArray(t.packageIssues.id, ids));
  const byId = new Map(rows.map((r) => [r.packageIssueId, toCard(r)]));
  return ids.map((id) => byId.get(id)).filter((c): c is PackageIssue => c !== undefined);
}

export async function cardById(db: Executor, id: number): Promise<PackageIssue> {
  const [card] = await cardsByIds(db, [id]);
  if (!card) throw new A1Error(404, PROBLEM_MESSAGES.cardNotFound(id));
  return card;
}

const dayStart = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The conditions of GET Package's filters (ignoreFilters keeps searchTerm and packageId alone). */
export function filterConditions(f: PackageFilters): SQL[] {
  const where: Array<SQL | undefined> = [];
  if (!f.showArchive) where.push(sql`${t.packageIssues.closedOn} IS NULL`);
  if (f.packageId) where.push(eq(t.packageIssues.packageId, f.packageId));
  const term = f.searchTerm?.trim();
  if (term) {
    const key = term.toUpperCase().replace(/\s/g, '');
    // The name's key is in upper case by foldCase (packages schema), whatever the database's locale.
    const like = `%${foldCase(term.replace(/[\\%_]/g, (c) => `\\${c}`))}%`;
    where.push(
      or(
        eq(t.packages.trackingKey, key),
        eq(t.packages.customerReferenceKey, key),
        sql`upper(${t.jobs.number}) = ${key}`,
        sql`${t.packages.consigneeNameKey} LIKE ${like}`,
        key.length >= 4 ? sql`${t.packages.trackingKey} LIKE ${`%${key}%`}` : undefined,
      ),
    );
  }
  if (!f.ignoreFilters) {
    const list = <V>(values: V[] | undefined, cond: (v: V[]) => SQL) =>
      values && values.length ? where.push(cond(values)) : undefined;
    list(f.customerIds, (v) => inArray(t.packages.customerId, v));
    list(f.locationIds, (v) => inArray(t.jobs.locationId, v));
    list(f.issueIds, (v) => inArray(t.packageIssues.issueId, v));
    list(f.departmentIds, (v) => inArray(t.packageIssues.departmentId, v));
    list(f.agentIds, (v) => inArray(t.packageIssues.agentId, v));
    list(f.salesAgentIds, (v) => inArray(t.packageIssues.salesAgentId, v));
    if (f.divisionId)
      where.push(sql`${t.jobs.locationId} IN (SELECT id FROM locations WHERE subsidiary_id = ${f.divisionId})`);
    if (f.fromDate) where.push(gte(t.packageIssues.createdOn, dayStart(f.fromDate)));
    if (f.toDate) where.push(lt(t.packageIssues.createdOn, nextDay(f.toDate)));
    if (f.isDeniedParty !== undefined) where.push(f.isDeniedParty ? isDenied : sql`NOT ${isDenied}`);
  }
  return where.filter((w): w is SQL => w !== undefined);
}

export async function listCards(db: Executor, f: PackageFilters): Promise<{ cards: PackageIssue[]; total: number }> {
  const rows = await cardQuery(db)
    .where(and(...filterConditions(f)))
    .orderBy(asc(t.packageIssues.laneId), asc(t.packageIssues.rank))
    .limit(PROBLEM_LIMITS.boardCards + 1);
  return { cards: rows.slice(0, PROBLEM_LIMITS.boardCards).map(toCard), total: rows.length };
}
