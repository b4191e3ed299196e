/**
 * Opening and closing cards: POST PackageIssue (one card, top of its lane), the postal calls that open cards for
 * many packages at once (stamps duplicate / no data, duplicate packages, no-data on hold), force-close of jobs and
 * the postal supplier's on-hold release. Each is one transaction with its activity-log rows and board notices.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  FIXED_ISSUES,
  PROBLEM_MESSAGES,
  ranksAfter,
  rankBetween,
  ranksBefore,
  type FixedIssue,
  type ForceClosed,
  type OpenedCards,
  type PackageIssue,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { logActivity, type Writer } from './activity.ts';
import { notifyBoard } from './board-events.ts';
import { cardById, cardsByIds } from './cards-query.ts';
import { applyUpdates, staleCard, type CardUpdate } from './moves-service.ts';
import * as ref from './references.ts';

type Actor = Pick<SessionUser, 'userId' | 'fullName'>;

async function openCards(
  tx: Writer,
  user: Actor,
  packageIds: number[],
  card: {
    issueId: number;
    categoryId: number | null;
    issueLevelId?: number | null;
    laneId: number;
    agentId?: number | null;
    departmentId?: number | null;
  },
  comment: string | null,
): Promise<number[]> {
  if (packageIds.length === 0) return [];
  const { first } = await ref.laneEnds(tx, card.laneId);
  const ranks = ranksBefore(first, packageIds.length);
  const rows = await tx
    .insert(t.packageIssues)
    .values(
      packageIds.map((packageId, i) => ({
        packageId,
        laneId: card.laneId,
        rank: ranks[i],
        issueId: card.issueId,
        categoryId: card.categoryId,
        issueLevelId: card.issueLevelId ?? null,
        agentId: card.agentId ?? null,
        departmentId: card.departmentId ?? null,
        createdBy: user.userId,
      })),
    )
    .returning({ id: t.packageIssues.id, rank: t.packageIssues.rank });
  await logActivity(
    tx,
    user,
    rows.map((r) => ({ packageIssueId: r.id, action: 'created', text: comment })),
  );
  if (comment)
    await tx.insert(t.packageIssueComments).values(
      rows.map((r) => ({
        packageIssueId: r.id,
        text: comment,
        createdBy: user.userId,
        createdByName: user.fullName,
      })),
    );
  await notifyBoard(
    tx,
    rows.map((r) => ({
      kind: 'created',
      packageIssueId: r.id,
      laneId: card.laneId,
      rank: r.rank,
      version: 1,
      byUserId: user.userId,
    })),
  );
  return rows.map((r) => r.id);
}

async function openCardOf(tx: Writer, packageId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: t.packageIssues.id })
    .from(t.packageIssues)
    .where(and(eq(t.packageIssues.packageId, packageId), isNull(t.packageIssues.closedOn)));
  return row?.id;
}

export async function createCard(
  db: Db,
  user: Actor,
  body: {
    packageId: number;
    issueId: number;
    categoryId?: number | null;
    issueLevelId?: number | null;
    laneId?: number;
    agentId?: number | null;
    comment?: string;
  },
): Promise<PackageIssue> {
  const ids = await db.transaction(async (tx) => {
    const [pkg] = await tx.select({ id: t.packages.id }).from(t.packages).where(eq(t.packages.id, body.packageId));
    if (!pkg) throw new A1Error(400, `packageId ${body.packageId} is not a known package.`);
    const issue = await ref.requireIssue(tx, body.issueId);
    await ref.requireCategory(tx, body.categoryId);
    await ref.requireLevel(tx, body.issueLevelId);
    const lane = body.laneId ? await ref.requireLane(tx, body.laneId) : await ref.firstLane(tx);
    const departmentId = await ref.agentDepartment(tx, body.agentId);
    const existing = await openCardOf(tx, body.packageId);
    if (existing) throw new A1Error(409, PROBLEM_MESSAGES.cardExists(body.packageId, existing));
    const comment = body.comment?.trim() ? sanitizePlainText(body.comment) : null;
    return openCards(
      tx,
      user,
      [body.packageId],
      {
        issueId: issue.id,
        categoryId: body.categoryId ?? issue.categoryId,
        issueLevelId: body.issueLevelId,
        laneId: lane.id,
        agentId: body.agentId,
        departmentId,
      },
      comment,
    );
  });
  return cardById(db, ids[0]);
}

/** StampsDuplicateData, StampsNoData, DuplicatePackage, NoDataOnHoldPackage: a card with the call's issue each. */
export async function openFixed(
  db: Db,
  user: Actor,
  which: FixedIssue,
  body: { packageIds: number[]; comment?: string },
): Promise<OpenedCards> {
  const packageIds = [...new Set(body.packageIds)];
  const { ids, skipped } = await db.transaction(async (tx) => {
    const issue = await ref.issueNamed(tx, FIXED_ISSUES[which]);
    const lane = which === 'noDataOnHold' ? await ref.laneWhere(tx, 'onHold') : await ref.firstLane(tx);
    const known = await tx.select({ id: t.packages.id }).from(t.packages).where(inArray(t.packages.id, packageIds));
    const open = await tx
      .select({ packageId: t.packageIssues.packageId, id: t.packageIssues.id })
      .from(t.packageIssues)
      .where(and(inArray(t.packageIssues.packageId, packageIds), isNull(t.packageIssues.closedOn)));
    const knownIds = new Set(known.map((k) => k.id));
    const openOf = new Map(open.map((o) => [o.packageId, o.id]));
    const skipped = packageIds.flatMap((id) =>
      !knownIds.has(id)
        ? [{ packageId: id, reason: `packageIds: ${id} is not a known package.` }]
        : openOf.has(id)
          ? [{ packageId: id, reason: PROBLEM_MESSAGES.cardExists(id, openOf.get(id)!) }]
          : [],
    );
    const toOpen = packageIds.filter((id) => knownIds.has(id) && !openOf.has(id));
    const comment = body.comment?.trim() ? sanitizePlainText(body.comment) : null;
    const ids = await openCards(
      tx,
      user,
      toOpen,
      { issueId: issue.id, categoryId: issue.categoryId, laneId: lane.id },
      comment,
    );
    return { ids, skipped };
  });
  return { created: await cardsByIds(db, ids), skipped };
}

/** ForceCloseJob / ForceCloseJobList: every open card of the jobs to the closing lane, in one transaction. */
export async function forceCloseJobs(db: Db, user: Actor, jobIds: number[], reason: string): Promise<ForceClosed[]> {
  const text = sanitizePlainText(reason);
  return db.transaction(async (tx) => {
    const unique = [...new Set(jobIds)];
    const jobs = await tx.select({ id: t.jobs.id }).from(t.jobs).where(inArray(t.jobs.id, unique));
    const missing = unique.find((id) => !jobs.some((j) => j.id === id));
    if (missing !== undefined) throw new A1Error(400, PROBLEM_MESSAGES.jobNotFound(missing));
    const closing = await ref.laneWhere(tx, 'closing');
    const cards = await tx
      .select({ id: t.packageIssues.id, laneId: t.packageIssues.laneId, jobId: t.packages.jobId })
      .from(t.packageIssues)
      .innerJoin(t.packages, eq(t.packages.id, t.packageIssues.packageId))
      .where(and(inArray(t.packages.jobId, unique), isNull(t.packageIssues.closedOn)))
      .for('update', { of: t.packageIssues });
    const { last } = await ref.laneEnds(tx, closing.id);
    const ranks = ranksAfter(last, cards.length);
    const updates: CardUpdate[] = cards.map((c, i) => ({
      id: c.id,
      version: null,
      laneId: closing.id,
      rank: ranks[i],
      close: true,
      activity: { action: 'closed', before: { laneId: c.laneId }, after: { laneId: closing.id }, text },
    }));
    await applyUpdates(tx, user, updates);
    await tx
      .update(t.dangerousGoods)
      .set({ archivedOn: new Date() })
      .where(
        and(
          isNull(t.dangerousGoods.archivedOn),
          sql`${t.dangerousGoods.packageId} IN (SELECT id FROM packages WHERE job_id = ANY(${sql`ARRAY[${sql.join(
            unique.map((j) => sql`${j}`),
            sql`, `,
          )}]::int[]`}))`,
        ),
      );
    return unique.map((jobId) => ({ jobId, closedCards: cards.filter((c) => c.jobId === jobId).length }));
  });
}

/** The postal supplier's on-hold release: from the On Hold lane to laneId (or the lane after it), with its reason. */
export async function releaseFromHold(
  db: Db,
  user: Actor,
  body: { packageIssueId: number; version: number; laneId?: number; reason: string },
): Promise<PackageIssue> {
  await db.transaction(async (tx) => {
    const hold = await ref.laneWhere(tx, 'onHold');
    const [card] = await tx.select().from(t.packageIssues).where(eq(t.packageIssues.id, body.packageIssueId));
    if (!card || card.laneId !== hold.id || card.closedOn)
      throw new A1Error(404, PROBLEM_MESSAGES.onHoldNotFound(body.packageIssueId));
    if (card.version !== body.version) throw await staleCard(tx, card.id);
    const lane = body.laneId
      ? await ref.requireLane(tx, body.laneId)
      : ((
          await tx
            .select()
            .from(t.problemLanes)
            .where(sql`${t.problemLanes.sortOrder} > ${hold.sortOrder}`)
            .orderBy(t.problemLanes.sortOrder)
            .limit(1)
        )[0] ?? hold);
    const { first } = await ref.laneEnds(tx, lane.id, card.id);
    await applyUpdates(tx, user, [
      {
        id: card.id,
        version: body.version,
        laneId: lane.id,
        rank: rankBetween(null, first),
        close: lane.closing,
        activity: {
          action: lane.closing ? 'closed' : 'moved',
          before: { laneId: card.laneId },
          after: { laneId: lane.id },
          text: sanitizePlainText(body.reason),
        },
      },
    ]);
  });
  return cardById(db, body.packageIssueId);
}

/** A card in the On Hold lane, or 404 naming it. */
export async function requireOnHold(db: Db, packageIssueId: number): Promise<void> {
  const hold = await ref.laneWhere(db, 'onHold');
  const [card] = await db
    .select({ id: t.packageIssues.id })
    .from(t.packageIssues)
    .where(
      and(
        eq(t.packageIssues.id, packageIssueId),
        eq(t.packageIssues.laneId, hold.id),
        isNull(t.packageIssues.closedOn),
      ),
    );
  if (!card) throw new A1Error(404, PROBLEM_MESSAGES.onHoldNotFound(packageIssueId));
}
