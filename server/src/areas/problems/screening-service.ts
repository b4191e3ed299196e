/**
 * Dangerous-goods lists and denied-party screening (issue 27 points 5 and 6). A screening list is imported as a new
 * version (its id); a package is screened against the version in force, and its screening, and any decision on
 * it, keep that version. Scoring is the pure rule of shared/src/rules/problems/screening.ts over the entries'
 * normalised names, kept in memory per version (a version never changes once imported).
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  PROBLEM_MESSAGES,
  SCREENING,
  parseScreeningList,
  type DangerousGoodsPackage,
  type Screening,
  type ScreeningListInfo,
} from '@a1/shared';
import { normaliseName, screenName, type ScreeningEntry } from '@a1/shared/rules/problems/screening';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { logActivity } from './activity.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function dgRows(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<DangerousGoodsPackage[]> {
  const rows = await db
    .select({
      dangerousGoodsId: t.dangerousGoods.id,
      packageId: t.dangerousGoods.packageId,
      packageIssueId: sql<
        number | null
      >`(SELECT id FROM package_issues pi WHERE pi.package_id = ${t.dangerousGoods.packageId} ORDER BY pi.closed_on DESC NULLS FIRST LIMIT 1)`,
      trackingNumber: t.packages.trackingNumber,
      customerId: t.packages.customerId,
      customer: t.customers.name,
      unNumber: t.dangerousGoods.unNumber,
      hazardClass: t.dangerousGoods.hazardClass,
      packingGroup: t.dangerousGoods.packingGroup,
      properShippingName: t.dangerousGoods.properShippingName,
      quantity: t.dangerousGoods.quantity,
      createdOn: t.dangerousGoods.createdOn,
      archivedOn: t.dangerousGoods.archivedOn,
    })
    .from(t.dangerousGoods)
    .innerJoin(t.packages, eq(t.packages.id, t.dangerousGoods.packageId))
    .innerJoin(t.customers, eq(t.customers.id, t.packages.customerId))
    .where(where)
    .orderBy(desc(t.dangerousGoods.createdOn), desc(t.dangerousGoods.id));
  return rows.map((r) => ({
    ...r,
    hazardClass: r.hazardClass as DangerousGoodsPackage['hazardClass'],
    packingGroup: r.packingGroup as DangerousGoodsPackage['packingGroup'],
    createdOn: r.createdOn.toISOString(),
    archivedOn: iso(r.archivedOn),
  }));
}

export function dangerousGoodsPackages(
  db: Db,
  archived: boolean,
  q: { customerIds?: number[]; searchTerm?: string; fromDate?: string; toDate?: string },
) {
  const term = q.searchTerm?.trim().toUpperCase();
  return dgRows(
    db,
    and(
      archived ? isNotNull(t.dangerousGoods.archivedOn) : isNull(t.dangerousGoods.archivedOn),
      q.customerIds?.length ? inArray(t.packages.customerId, q.customerIds) : undefined,
      term
        ? sql`(${t.packages.trackingKey} LIKE ${`%${term.replace(/\s/g, '')}%`} OR upper(${t.dangerousGoods.unNumber}) = ${term.replace(/\s/g, '')})`
        : undefined,
      q.fromDate ? gte(t.dangerousGoods.createdOn, new Date(`${q.fromDate.slice(0, 10)}T00:00:00Z`)) : undefined,
      q.toDate
        ? lt(t.dangerousGoods.createdOn, new Date(Date.parse(`${q.toDate.slice(0, 10)}T00:00:00Z`) + 86_400_000))
        : undefined,
    ),
  );
}

export async function screeningRows(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<Screening[]> {
  const rows = await db
    .select({
      s: t.deniedPartyScreenings,
      trackingNumber: t.packages.trackingNumber,
      consigneeName: t.packages.consigneeName,
      entryName: t.deniedPartyEntries.name,
      entrySource: t.deniedPartyEntries.source,
    })
    .from(t.deniedPartyScreenings)
    .innerJoin(t.packages, eq(t.packages.id, t.deniedPartyScreenings.packageId))
    .innerJoin(t.deniedPartyEntries, eq(t.deniedPartyEntries.id, t.deniedPartyScreenings.entryId))
    .where(where)
    .orderBy(desc(t.deniedPartyScreenings.screenedOn), desc(t.deniedPartyScreenings.id))
    .limit(5000);
  return rows.map(({ s, ...r }) => ({
    screeningId: s.id,
    packageId: s.packageId,
    trackingNumber: r.trackingNumber,
    consigneeName: r.consigneeName,
    score: s.score,
    entryId: s.entryId,
    entryName: r.entryName,
    entrySource: r.entrySource,
    listVersion: s.listId,
    decision: s.decision as Screening['decision'],
    reason: s.reason,
    expiresOn: s.expiresOn,
    decidedBy: s.decidedBy,
    decidedOn: iso(s.decidedOn),
    screenedOn: s.screenedOn.toISOString(),
  }));
}

export async function listInfo(db: Db): Promise<ScreeningListInfo | null> {
  const [row] = await db.select().from(t.deniedPartyLists).orderBy(desc(t.deniedPartyLists.id)).limit(1);
  return row
    ? {
        listVersion: row.id,
        source: row.source,
        entries: row.entries,
        importedBy: row.importedBy,
        importedOn: row.importedOn.toISOString(),
      }
    : null;
}

/**
 * The entries of a list version, normalised, kept once loaded (versions never change), per database: a process that
 * serves more than one (the test suites) must not answer one's list id with another's entries.
 */
const caches = new WeakMap<Db, Map<number, ScreeningEntry[]>>();
export async function entriesOf(db: Db, listId: number): Promise<ScreeningEntry[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(listId);
  if (hit) return hit;
  const rows = await db
    .select({ id: t.deniedPartyEntries.id, normalised: t.deniedPartyEntries.normalised })
    .from(t.deniedPartyEntries)
    .where(eq(t.deniedPartyEntries.listId, listId));
  if (cache.size > 4) cache.clear();
  cache.set(listId, rows);
  return rows;
}

/** Screens packages against the version in force; a hit is recorded unless a cleared decision on it still holds. */
export async function screenPackages(db: Db, packageIds: number[]): Promise<Screening[]> {
  const list = await listInfo(db);
  if (!list) throw new A1Error(400, PROBLEM_MESSAGES.screeningNoList);
  const entries = await entriesOf(db, list.listVersion);
  const pkgs = await db
    .select({ id: t.packages.id, name: t.packages.consigneeName })
    .from(t.packages)
    .where(inArray(t.packages.id, packageIds));
  const cleared = await db
    .select({ packageId: t.deniedPartyScreenings.packageId, entryId: t.deniedPartyScreenings.entryId })
    .from(t.deniedPartyScreenings)
    .where(
      and(inArray(t.deniedPartyScreenings.packageId, packageIds), eq(t.deniedPartyScreenings.listId, list.listVersion)),
    );
  const seen = new Set(cleared.map((c) => `${c.packageId}:${c.entryId}`));
  const hits = pkgs.flatMap((p) => {
    const hit = screenName(p.name, entries, SCREENING.hitScore);
    return hit && !seen.has(`${p.id}:${hit.entryId}`)
      ? [{ packageId: p.id, listId: list.listVersion, entryId: hit.entryId, score: hit.score, decision: 'hit' }]
      : [];
  });
  if (hits.length) await db.insert(t.deniedPartyScreenings).values(hits);
  return screeningRows(
    db,
    and(inArray(t.deniedPartyScreenings.packageId, packageIds), eq(t.deniedPartyScreenings.listId, list.listVersion)),
  );
}

export async function importList(
  db: Db,
  user: SessionUser,
  body: { format: 'json' | 'csv'; content: string; source?: string },
): Promise<ScreeningListInfo> {
  let parsed;
  try {
    parsed = parseScreeningList(body.format, body.content);
  } catch (error) {
    throw new A1Error(400, (error as Error).message);
  }
  const listId = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(t.deniedPartyLists)
      .values({
        source: sanitizePlainText(body.source ?? 'Consolidated Screening List'),
        entries: parsed.length,
        importedBy: user.email,
      })
      .returning();
    for (let i = 0; i < parsed.length; i += 2000)
      await tx.insert(t.deniedPartyEntries).values(
        parsed.slice(i, i + 2000).map((e) => ({
          listId: list.id,
          name: e.name,
          normalised: [e.name, ...e.altNames].map(normaliseName).filter(Boolean),
          source: e.source,
          country: e.country,
        })),
      );
    return list.id;
  });
  // Every open card's consignee against the new version.
  const open = await db
    .select({ packageId: t.packageIssues.packageId })
    .from(t.packageIssues)
    .where(isNull(t.packageIssues.closedOn));
  if (open.length)
    await screenPackages(
      db,
      open.map((o) => o.packageId),
    );
  const info = await listInfo(db);
  if (!info || info.listVersion < listId) throw new A1Error(409, 'Another list was imported meanwhile; reload.');
  return info;
}

export async function review(
  db: Db,
  user: SessionUser,
  body: { screeningId: number; decision: 'cleared' | 'confirmed'; reason: string; expiresOn?: string },
  today = new Date(),
): Promise<Screening> {
  const [row] = await db.select().from(t.deniedPartyScreenings).where(eq(t.deniedPartyScreenings.id, body.screeningId));
  if (!row) throw new A1Error(404, PROBLEM_MESSAGES.screeningNotFound(body.screeningId));
  let expiresOn: string | null = null;
  if (body.decision === 'cleared') {
    const day = body.expiresOn?.slice(0, 10);
    const todayIso = today.toISOString().slice(0, 10);
    if (!day || day <= todayIso) throw new A1Error(400, PROBLEM_MESSAGES.clearNeedsExpiry);
    if (Date.parse(day) - Date.parse(todayIso) > SCREENING.maxClearDays * 86_400_000)
      throw new A1Error(400, PROBLEM_MESSAGES.clearTooLong(SCREENING.maxClearDays));
    expiresOn = day;
  }
  const reason = sanitizePlainText(body.reason);
  await db.transaction(async (tx) => {
    await tx
      .update(t.deniedPartyScreenings)
      .set({ decision: body.decision, reason, expiresOn, decidedBy: user.email, decidedOn: new Date() })
      .where(eq(t.deniedPartyScreenings.id, row.id));
    const cards = await tx
      .select({ id: t.packageIssues.id })
      .from(t.packageIssues)
      .where(and(eq(t.packageIssues.packageId, row.packageId), isNull(t.packageIssues.closedOn)));
    await logActivity(
      tx,
      user,
      cards.map((c) => ({
        packageIssueId: c.id,
        action: 'screening' as const,
        before: { decision: row.decision },
        after: { decision: body.decision, listVersion: row.listId, expiresOn },
        text: reason,
      })),
    );
  });
  const [answer] = await screeningRows(db, eq(t.deniedPartyScreenings.id, row.id));
  return answer;
}

export const screenings = (db: Db, decision?: string) =>
  screeningRows(db, decision ? eq(t.deniedPartyScreenings.decision, decision) : undefined);
