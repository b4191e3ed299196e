/** GET Package (the board and the grid) and the detail report: cards of the filters, grouped. */
import { sql } from 'drizzle-orm';
import {
  PROBLEM_LIMITS,
  type PackageFilters,
  type PackageIssue,
  type PackageIssueAnswer,
  type PackageDetailRow,
  type ProblemGroupBy,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/sql-arrays.ts';
import { listCards } from './cards-query.ts';
import { lanes } from './lookups-service.ts';

const GROUP: Record<Exclude<ProblemGroupBy, 'lane'>, (c: PackageIssue) => [number | null, string | null]> = {
  category: (c) => [c.categoryId, c.category],
  issueLevel: (c) => [c.issueLevelId, c.issueLevel],
  agent: (c) => [c.agentId, c.agent],
  department: (c) => [c.departmentId, c.department],
  customer: (c) => [c.customerId, c.customer],
};

export async function packages(db: Db, filters: PackageFilters): Promise<PackageIssueAnswer> {
  const groupBy = filters.groupBy ?? 'lane';
  const { cards, total } = await listCards(db, filters);
  const truncated = total > PROBLEM_LIMITS.boardCards;
  if (groupBy === 'lane') {
    const all = await lanes(db);
    const counts = new Map<number, number>();
    for (const c of cards) counts.set(c.laneId, (counts.get(c.laneId) ?? 0) + 1);
    return {
      cards,
      total: cards.length,
      truncated,
      groupBy,
      groups: all.map((l) => ({ key: l.laneId, label: l.name, count: counts.get(l.laneId) ?? 0 })),
    };
  }
  const groups = new Map<number, { key: number; label: string; count: number }>();
  for (const c of cards) {
    const [key, label] = GROUP[groupBy](c);
    const g = groups.get(key ?? 0) ?? { key: key ?? 0, label: label ?? '(none)', count: 0 };
    g.count++;
    groups.set(g.key, g);
  }
  const order = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
  const position = new Map(order.map((g, i) => [g.key, i]));
  const sorted = cards
    .map((c, i) => ({ c, i, g: position.get(GROUP[groupBy](c)[0] ?? 0)! }))
    .sort((a, b) => a.g - b.g || a.i - b.i)
    .map((x) => x.c);
  return { cards: sorted, total: cards.length, truncated, groupBy, groups: order };
}

export async function detailReport(
  db: Db,
  q: { customerIds?: number[]; issueIds?: number[]; showArchive?: boolean },
): Promise<PackageDetailRow[]> {
  const { cards } = await listCards(db, q);
  if (cards.length === 0) return [];
  const ids = cards.map((c) => c.packageIssueId);
  const extra = await db.execute<{
    id: number;
    consignee_city: string;
    service: string;
    status: string;
    weight_kg: number;
    last_on: Date | string | null;
    last_text: string | null;
    comments: number;
  }>(sql`
    SELECT pi.id, p.consignee_city, p.service, p.status, p.weight_kg,
      p.last_event_at AS last_on, p.last_event_text AS last_text,
      (SELECT count(*)::int FROM package_issue_comments c WHERE c.package_issue_id = pi.id) AS comments
    FROM package_issues pi JOIN packages p ON p.id = pi.package_id
    WHERE pi.id = ANY(${intArray(ids)})`);
  const byId = new Map(extra.rows.map((r) => [Number(r.id), r]));
  const now = Date.now();
  return cards.map((c) => {
    const r = byId.get(c.packageIssueId)!;
    return {
      ...c,
      consigneeCity: r.consignee_city,
      service: r.service,
      status: r.status,
      weightKg: Number(r.weight_kg),
      lastEventOn: r.last_on ? new Date(r.last_on).toISOString() : null,
      lastEventText: r.last_text,
      ageHours: Math.floor((now - Date.parse(c.createdOn)) / 3_600_000),
      commentCount: Number(r.comments),
    };
  });
}
