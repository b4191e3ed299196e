/** Checks of the ids a card refers to, each refusal naming its field. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { PROBLEM_MESSAGES } from '@a1/shared';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { Writer } from './activity.ts';

export async function requireLane(db: Writer, laneId: number) {
  const [lane] = await db.select().from(t.problemLanes).where(eq(t.problemLanes.id, laneId));
  if (!lane) throw new A1Error(400, PROBLEM_MESSAGES.laneNotFound(laneId));
  return lane;
}

export async function firstLane(db: Writer) {
  const [lane] = await db
    .select()
    .from(t.problemLanes)
    .where(eq(t.problemLanes.closing, false))
    .orderBy(asc(t.problemLanes.sortOrder))
    .limit(1);
  return lane;
}

export async function laneWhere(db: Writer, which: 'closing' | 'onHold') {
  const [lane] = await db
    .select()
    .from(t.problemLanes)
    .where(eq(which === 'closing' ? t.problemLanes.closing : t.problemLanes.onHold, true))
    .orderBy(asc(t.problemLanes.sortOrder))
    .limit(1);
  return lane;
}

export async function requireIssue(db: Writer, issueId: number) {
  const [issue] = await db.select().from(t.problemIssues).where(eq(t.problemIssues.id, issueId));
  if (!issue) throw new A1Error(400, PROBLEM_MESSAGES.issueNotFound(issueId));
  return issue;
}

export async function issueNamed(db: Writer, name: string) {
  const [issue] = await db.select().from(t.problemIssues).where(eq(t.problemIssues.name, name));
  return issue;
}

export async function requireCategory(db: Writer, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: t.problemCategories.id })
    .from(t.problemCategories)
    .where(eq(t.problemCategories.id, id));
  if (!row) throw new A1Error(400, PROBLEM_MESSAGES.categoryNotFound(id));
}

export async function requireLevel(db: Writer, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: t.problemIssueLevels.id })
    .from(t.problemIssueLevels)
    .where(eq(t.problemIssueLevels.id, id));
  if (!row) throw new A1Error(400, PROBLEM_MESSAGES.issueLevelNotFound(id));
}

/** An agent is an internal, active user; answers the department their cards go to. */
export async function agentDepartment(db: Writer, agentId: number | null | undefined): Promise<number | null> {
  if (!agentId) return null;
  const [row] = await db
    .select({ departmentId: t.users.departmentId })
    .from(t.users)
    .where(and(eq(t.users.id, agentId), eq(t.users.isInternal, true)));
  if (!row) throw new A1Error(400, PROBLEM_MESSAGES.agentNotFound(agentId));
  return row.departmentId;
}

/** The first and last ranks of a lane's open cards (null when empty), leaving out the given card. */
export async function laneEnds(db: Writer, laneId: number, except = 0) {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${t.packageIssues.rank})`,
      last: sql<string | null>`max(${t.packageIssues.rank})`,
    })
    .from(t.packageIssues)
    .where(and(eq(t.packageIssues.laneId, laneId), sql`${t.packageIssues.id} <> ${except}`));
  return row ?? { first: null, last: null };
}
