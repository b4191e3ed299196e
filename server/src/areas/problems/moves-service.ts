/**
 * Moving cards (issue 27 point 2). One card: one transaction that updates exactly one row (a rank between its
 * neighbours', the version checked in the UPDATE's WHERE: a stale one answers 409 with who and when) and inserts
 * its activity-log row. Many cards (PackageIssuesLanes, force-close, release from hold): one transaction and one
 * UPDATE over all of them; if one card fails, everything is rolled back and the message names that card.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PROBLEM_MESSAGES,
  rankBetween,
  ranksAfter,
  type BoardChange,
  type PackageIssue,
  type PackageIssueMove,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { A1Error } from '../../http/errors.ts';
import { changed, logActivity, type ActivityRow, type Writer } from './activity.ts';
import { notifyBoard } from './board-events.ts';
import { cardById, cardsByIds } from './cards-query.ts';
import { agentDepartment, laneEnds, requireCategory, requireIssue, requireLane, requireLevel } from './references.ts';

type Actor = Pick<SessionUser, 'userId' | 'fullName'>;

/** 409 "changed by {name} at {time}" for a card whose version moved on. */
export async function staleCard(db: Writer, id: number): Promise<A1Error> {
  const [row] = await db
    .select({ by: t.users.fullName, on: t.packageIssues.modifiedOn })
    .from(t.packageIssues)
    .leftJoin(t.users, eq(t.users.id, t.packageIssues.modifiedBy))
    .where(eq(t.packageIssues.id, id));
  if (!row) return new A1Error(404, PROBLEM_MESSAGES.cardNotFound(id));
  return new A1Error(
    409,
    PROBLEM_MESSAGES.cardStale(id, row.by ?? 'someone', row.on?.toISOString() ?? 'an earlier time'),
  );
}

async function neighbourRank(tx: Writer, field: 'previousId' | 'nextId', id: number, laneId: number, self: number) {
  const [row] = await tx
    .select({ rank: t.packageIssues.rank })
    .from(t.packageIssues)
    .where(and(eq(t.packageIssues.id, id), eq(t.packageIssues.laneId, laneId), sql`${t.packageIssues.id} <> ${self}`));
  if (!row) throw new A1Error(400, PROBLEM_MESSAGES.neighbourNotInLane(field, id, laneId));
  return row.rank;
}

export async function moveCard(db: Db, user: Actor, move: PackageIssueMove): Promise<PackageIssue> {
  const id = move.packageIssueId;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(t.packageIssues).where(eq(t.packageIssues.id, id));
    if (!current) throw new A1Error(404, PROBLEM_MESSAGES.cardNotFound(id));
    if (current.version !== move.version) throw await staleCard(tx, id);
    const lane = await requireLane(tx, move.laneId);
    if (move.issueId !== undefined) await requireIssue(tx, move.issueId);
    await requireCategory(tx, move.categoryId);
    await requireLevel(tx, move.issueLevelId);
    const departmentId = move.agentId === undefined ? undefined : await agentDepartment(tx, move.agentId);
    const placed = move.previousId !== undefined || move.nextId !== undefined;
    let rank = current.rank;
    if (placed || lane.id !== current.laneId) {
      const previous = move.previousId ? await neighbourRank(tx, 'previousId', move.previousId, lane.id, id) : null;
      let next = move.nextId ? await neighbourRank(tx, 'nextId', move.nextId, lane.id, id) : null;
      // Neither neighbour named: the top of the lane.
      if (!move.previousId && !move.nextId) next = (await laneEnds(tx, lane.id, id)).first;
      if (previous !== null && next !== null && previous >= next)
        throw new A1Error(409, PROBLEM_MESSAGES.neighboursOutOfOrder);
      rank = rankBetween(previous, next);
    }
    const laneChanged = lane.id !== current.laneId;
    const set = {
      laneId: lane.id,
      rank,
      issueId: move.issueId,
      categoryId: move.categoryId,
      issueLevelId: move.issueLevelId,
      agentId: move.agentId,
      departmentId,
    };
    const updated = await tx
      .update(t.packageIssues)
      .set({
        ...set,
        version: sql`${t.packageIssues.version} + 1`,
        modifiedBy: user.userId,
        modifiedOn: new Date(),
        ...(laneChanged ? { laneEnteredOn: new Date(), closedOn: lane.closing ? new Date() : null } : {}),
      })
      .where(and(eq(t.packageIssues.id, id), eq(t.packageIssues.version, move.version)))
      .returning({ version: t.packageIssues.version });
    if (updated.length !== 1) throw await staleCard(tx, id);
    const diff = changed(current, set);
    const action = laneChanged
      ? lane.closing
        ? 'closed'
        : current.closedOn
          ? 'reopened'
          : 'moved'
      : move.agentId !== undefined && 'agentId' in diff.after
        ? 'assigned'
        : placed
          ? 'moved'
          : 'edited';
    await logActivity(tx, user, [{ packageIssueId: id, action, ...diff }]);
    const change: BoardChange = {
      kind: lane.closing ? 'closed' : 'moved',
      packageIssueId: id,
      laneId: lane.id,
      rank,
      version: updated[0].version,
      byUserId: user.userId,
    };
    await notifyBoard(tx, [change]);
  });
  return cardById(db, id);
}

/** One card's new place and assignment in a many-card change (version null: not checked). */
export interface CardUpdate {
  id: number;
  version: number | null;
  laneId: number;
  rank: string;
  agentId?: number | null;
  departmentId?: number | null;
  close: boolean;
  activity: Omit<ActivityRow, 'packageIssueId'>;
}

/**
 * Applies many card changes with one UPDATE (all in the caller's transaction); throws, naming the first card that
 * failed (unknown or stale), so that the caller's transaction rolls back whole.
 */
export async function applyUpdates(tx: Writer, user: Actor, updates: CardUpdate[]): Promise<BoardChange[]> {
  if (updates.length === 0) return [];
  const col = <V>(pick: (u: CardUpdate) => V, type: string) =>
    sql`ARRAY[${sql.join(
      updates.map((u) => sql`${pick(u)}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  const assign = updates[0].agentId !== undefined;
  const rows = await tx.execute<{ id: number; version: number; lane_id: number; rank: string }>(sql`
    UPDATE package_issues p SET
      lane_id = v.lane_id,
      rank = v.rank,
      version = p.version + 1,
      modified_by = ${user.userId},
      modified_on = now(),
      lane_entered_on = CASE WHEN p.lane_id <> v.lane_id THEN now() ELSE p.lane_entered_on END,
      closed_on = CASE WHEN v.close THEN COALESCE(p.closed_on, now()) WHEN p.lane_id <> v.lane_id THEN NULL ELSE p.closed_on END
      ${assign ? sql`, agent_id = v.agent_id, department_id = v.department_id` : sql``}
    FROM unnest(${col((u) => u.id, 'int')}, ${col((u) => u.version, 'int')}, ${col((u) => u.laneId, 'int')},
                ${col((u) => u.rank, 'text')}, ${col((u) => u.close, 'bool')}, ${col((u) => u.agentId ?? null, 'int')},
                ${col((u) => u.departmentId ?? null, 'int')})
      AS v(id, version, lane_id, rank, close, agent_id, department_id)
    WHERE p.id = v.id AND (v.version IS NULL OR p.version = v.version)
    RETURNING p.id, p.version, p.lane_id, p.rank`);
  const done = new Map(rows.rows.map((r) => [Number(r.id), r]));
  const failed = updates.find((u) => !done.has(u.id));
  if (failed) {
    const why = (await staleCard(tx, failed.id)).message;
    throw new A1Error(
      done.size === 0 && updates.length === 1 ? 409 : 409,
      PROBLEM_MESSAGES.bulkCardFailed(failed.id, why),
    );
  }
  await logActivity(
    tx,
    user,
    updates.map((u) => ({ packageIssueId: u.id, ...u.activity })),
  );
  const changes = updates.map((u) => {
    const r = done.get(u.id)!;
    return {
      kind: u.close ? 'closed' : 'moved',
      packageIssueId: u.id,
      laneId: Number(r.lane_id),
      rank: r.rank,
      version: Number(r.version),
      byUserId: user.userId,
    } satisfies BoardChange;
  });
  await notifyBoard(tx, changes);
  return changes;
}

export async function bulkLanes(
  db: Db,
  user: Actor,
  body: {
    cards: Array<{ packageIssueId: number; version?: number }>;
    laneId?: number;
    agentId?: number | null;
    close?: boolean;
  },
): Promise<PackageIssue[]> {
  if (body.laneId === undefined && body.agentId === undefined && !body.close)
    throw new A1Error(400, PROBLEM_MESSAGES.bulkNothingToDo);
  const ids = [...new Set(body.cards.map((c) => c.packageIssueId))];
  await db.transaction(async (tx) => {
    const target = body.close
      ? (await tx.select().from(t.problemLanes).where(eq(t.problemLanes.closing, true)))[0]
      : body.laneId !== undefined
        ? await requireLane(tx, body.laneId)
        : undefined;
    const departmentId = body.agentId === undefined ? undefined : await agentDepartment(tx, body.agentId);
    const current = await tx.select().from(t.packageIssues).where(inArray(t.packageIssues.id, ids)).for('update');
    const byId = new Map(current.map((c) => [c.id, c]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined)
      throw new A1Error(404, PROBLEM_MESSAGES.bulkCardFailed(missing, PROBLEM_MESSAGES.cardNotFound(missing)));
    const others = target
      ? await tx.execute<{ last: string | null }>(
          sql`SELECT max(rank) AS last FROM package_issues WHERE lane_id = ${target.id} AND NOT (id = ANY(${sql`ARRAY[${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )}]::int[]`}))`,
        )
      : undefined;
    const ranks = target ? ranksAfter(others?.rows[0]?.last ?? null, ids.length) : [];
    const versions = new Map(body.cards.map((c) => [c.packageIssueId, c.version ?? null]));
    const updates: CardUpdate[] = ids.map((id, i) => {
      const c = byId.get(id)!;
      const laneId = target?.id ?? c.laneId;
      const after = { laneId, ...(body.agentId !== undefined ? { agentId: body.agentId } : {}) };
      const diff = changed(c, after);
      return {
        id,
        version: versions.get(id) ?? null,
        laneId,
        rank: target ? ranks[i] : c.rank,
        ...(body.agentId !== undefined ? { agentId: body.agentId, departmentId } : {}),
        close: Boolean(target?.closing),
        activity: { action: target?.closing ? 'closed' : target ? 'moved' : 'assigned', ...diff },
      };
    });
    await applyUpdates(tx, user, updates);
  });
  return cardsByIds(db, ids);
}
