/** The area's lists: issues, categories, levels, lanes, agents, departments, customers, category mappings. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Agent, CategoryMapping, CustomerOption } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export const issues = (db: Db) =>
  db
    .select({ issueId: t.problemIssues.id, name: t.problemIssues.name, categoryId: t.problemIssues.categoryId })
    .from(t.problemIssues)
    .orderBy(asc(t.problemIssues.name));

export const categories = (db: Db) =>
  db
    .select({
      categoryId: t.problemCategories.id,
      name: t.problemCategories.name,
      maxAgeHours: t.problemCategories.maxAgeHours,
      sortOrder: t.problemCategories.sortOrder,
    })
    .from(t.problemCategories)
    .orderBy(asc(t.problemCategories.sortOrder));

export const issueLevels = (db: Db, level?: number) =>
  db
    .select({
      issueLevelId: t.problemIssueLevels.id,
      level: t.problemIssueLevels.level,
      name: t.problemIssueLevels.name,
    })
    .from(t.problemIssueLevels)
    .where(level ? eq(t.problemIssueLevels.level, level) : undefined)
    .orderBy(asc(t.problemIssueLevels.level));

export const lanes = (db: Db) =>
  db
    .select({
      laneId: t.problemLanes.id,
      name: t.problemLanes.name,
      sortOrder: t.problemLanes.sortOrder,
      closing: t.problemLanes.closing,
      onHold: t.problemLanes.onHold,
    })
    .from(t.problemLanes)
    .orderBy(asc(t.problemLanes.sortOrder));

export const departments = (db: Db) =>
  db
    .select({ departmentId: t.departments.id, name: t.departments.name })
    .from(t.departments)
    .orderBy(asc(t.departments.name));

/** Agents: internal users of the departments that work problem packages, or of the one asked for. */
export async function agents(db: Db, departmentId?: number): Promise<Agent[]> {
  return db
    .select({ agentId: t.users.id, name: t.users.fullName, email: t.users.email, departmentId: t.users.departmentId })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(
      and(
        eq(t.users.isInternal, true),
        departmentId
          ? eq(t.users.departmentId, departmentId)
          : sql`${t.departments.name} IN ('Operations', 'Customer Service')`,
      ),
    )
    .orderBy(asc(t.users.fullName));
}

export const salesAgents = (db: Db) =>
  db
    .select({ salesAgentId: t.users.id, name: t.users.fullName })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .where(eq(t.departments.name, 'Sales'))
    .orderBy(asc(t.users.fullName));

export async function customerList(db: Db, all: boolean): Promise<CustomerOption[]> {
  const open = sql<number>`count(${t.packageIssues.id})::int`;
  const rows = await db
    .select({ customerId: t.customers.id, name: t.customers.name, openCards: open })
    .from(t.customers)
    .leftJoin(t.packages, eq(t.packages.customerId, t.customers.id))
    .leftJoin(t.packageIssues, and(eq(t.packageIssues.packageId, t.packages.id), isNull(t.packageIssues.closedOn)))
    .groupBy(t.customers.id, t.customers.name)
    .having(all ? undefined : sql`count(${t.packageIssues.id}) > 0`)
    .orderBy(asc(t.customers.name));
  return rows;
}

export async function categoryMappings(db: Db): Promise<CategoryMapping[]> {
  return db
    .select({
      mappingId: t.problemCategoryMappings.id,
      keyword: t.problemCategoryMappings.keyword,
      categoryId: t.problemCategoryMappings.categoryId,
      category: t.problemCategories.name,
    })
    .from(t.problemCategoryMappings)
    .innerJoin(t.problemCategories, eq(t.problemCategories.id, t.problemCategoryMappings.categoryId))
    .orderBy(asc(t.problemCategoryMappings.keyword));
}

/** Open cards without a category whose items' descriptions no mapping keyword matches. */
export async function unmappedPackages(db: Db, description?: string) {
  const like = description?.trim() ? `%${description.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db.execute<{
    package_issue_id: number;
    package_id: number;
    tracking_number: string;
    description: string;
  }>(sql`
    SELECT pi.id AS package_issue_id, p.id AS package_id, p.tracking_number, string_agg(i.description, '; ' ORDER BY i.line_number) AS description
    FROM package_issues pi
    JOIN packages p ON p.id = pi.package_id
    JOIN package_items i ON i.package_id = p.id
    WHERE pi.closed_on IS NULL AND pi.category_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM problem_category_mappings m JOIN package_items j ON j.package_id = p.id
                      WHERE j.description ILIKE '%' || m.keyword || '%')
      ${like ? sql`AND i.description ILIKE ${like}` : sql``}
    GROUP BY pi.id, p.id, p.tracking_number
    ORDER BY pi.id
    LIMIT 1000`);
  return rows.rows.map((r) => ({
    packageIssueId: Number(r.package_issue_id),
    packageId: Number(r.package_id),
    trackingNumber: r.tracking_number,
    description: r.description,
  }));
}
