/**
 * Problem packages (issue 27), the board on PGlite and PostgreSQL: its lists, the cards by the spec's filters, a new
 * card, a move that updates exactly one row in one transaction with its activity-log row, a stale move answering
 * 409 with who and when, a bulk move of many cards rolled back whole when one fails, and who may call.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { expectRefused, laneSql, problemServer } from './support';

interface CardRow {
  id: number;
  rank: string;
  version: number;
  updated_marker: Date | null;
}

describe.each(await engines())('problem-package board on %s', (engine) => {
  const { s, rows, ops, admin } = problemServer(engine);
  const lane = async (laneId: number) => rows<CardRow>(laneSql(laneId));

  it('T-359 T-360 T-361 T-369: issues, categories with their max age, issue levels by level, the eight lanes', async () => {
    const issues = await ops().call(A1.aimbanIssues);
    expect(issues.status).toBe(200);
    expect(issues.body.data.map((i) => i.name)).toContain('Address incomplete');
    const categories = (await ops().call(A1.aimbanCategories)).body.data;
    expect(categories.find((c) => c.name === 'Address')?.maxAgeHours).toBe(48);
    const levels = await ops().call(A1.aimbanIssueLevels, { query: { level: 1 } });
    expect(levels.body.data.map((l) => l.name)).toEqual(['Critical']);
    expectRefused(await ops().send(A1.aimbanIssueLevels, { query: { level: 'high' } }), 400, /level/);
    const lanes = (await ops().call(A1.aimbanLanes)).body.data;
    expect(lanes.map((l) => l.name)).toEqual([
      'New',
      'Investigating',
      'Waiting for Customer',
      'Waiting for Carrier',
      'On Hold',
      'Customs',
      'Ready to Release',
      'Closed',
    ]);
  });

  it('T-362: Package answers the open cards by lane and rank, and narrows by the spec filters', async () => {
    const all = await ops().call(A1.aimbanPackages);
    expect(all.status, JSON.stringify(all.body).slice(0, 300)).toBe(200);
    const board = all.body.data;
    expect(board.total).toBe(400);
    expect(board.groups).toHaveLength(8);
    expect(board.cards.every((c) => !c.archived)).toBe(true);
    const first = board.cards[0];
    const byCustomer = (await ops().call(A1.aimbanPackages, { query: { customerIds: [first.customerId] } })).body.data;
    expect(byCustomer.cards.every((c) => c.customerId === first.customerId)).toBe(true);
    const byTerm = (await ops().call(A1.aimbanPackages, { query: { searchTerm: first.trackingNumber } })).body.data;
    expect(byTerm.cards.map((c) => c.packageIssueId)).toEqual([first.packageIssueId]);
    const archive = (await ops().call(A1.aimbanPackages, { query: { showArchive: true } })).body.data;
    expect(archive.total).toBe(460);
    const denied = (await ops().call(A1.aimbanPackages, { query: { isDeniedParty: true } })).body.data;
    expect(denied.cards.length).toBeGreaterThanOrEqual(2);
    expect(denied.cards.every((c) => c.isDeniedParty)).toBe(true);
    const byCategory = (await ops().call(A1.aimbanPackages, { query: { groupBy: 'category' } })).body.data;
    expect(byCategory.groupBy).toBe('category');
    expect(byCategory.groups.reduce((n, g) => n + g.count, 0)).toBe(400);
    const ranks = board.cards.filter((c) => c.laneId === first.laneId).map((c) => c.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expectRefused(await ops().send(A1.aimbanPackages, { query: { groupBy: 'colour' } }), 400, /groupBy/);
    expectRefused(await ops().send(A1.aimbanPackages, { query: { fromDate: 'soon' } }), 400, /fromDate/);
  });

  it('T-397: PUT PackageIssue moves one card between two neighbours: one row updated, its activity row, version + 1', async () => {
    const [from, to] = [2, 3];
    const before = await lane(to);
    const card = (await lane(from))[0];
    const [prev, next] = [before[0], before[1]];
    const moved = await ops().call(A1.aimbanPackageIssueUpdate, {
      body: { packageIssueId: card.id, version: card.version, laneId: to, previousId: prev.id, nextId: next.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ packageIssueId: card.id, laneId: to, version: card.version + 1 });
    const after = await lane(to);
    expect(after.map((c) => c.id)).toEqual([prev.id, card.id, ...before.slice(1).map((c) => c.id)]);
    // Exactly one row changed: every other card of the lane keeps its rank, version and modified time.
    for (const other of before) expect(after.find((c) => c.id === other.id)).toEqual(other);
    const log = await rows<{ action: string; before: any; after: any }>(
      sql`SELECT action, before, after FROM package_issue_activity WHERE package_issue_id = ${card.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(log[0]).toMatchObject({ action: 'moved', before: { laneId: from }, after: { laneId: to } });
    expectRefused(
      await ops().send(A1.aimbanPackageIssueUpdate, { body: { packageIssueId: card.id, laneId: to } }),
      400,
      /version/,
    );
    expectRefused(
      await ops().call(A1.aimbanPackageIssueUpdate, {
        body: { packageIssueId: card.id, version: card.version + 1, laneId: to, previousId: (await lane(4))[0].id },
      }),
      400,
      /previousId/,
    );
  });

  it('T-397: two agents move the same card at once: one wins, the other answers 409 saying who and when', async () => {
    const card = (await lane(4))[0];
    const body = (laneId: number) => ({ body: { packageIssueId: card.id, version: card.version, laneId } });
    const [a, b] = await Promise.all([
      ops().call(A1.aimbanPackageIssueUpdate, body(5)),
      admin().call(A1.aimbanPackageIssueUpdate, body(6)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    const winner = a.status === 200 ? 'Jordan Lee' : 'Alex Morgan';
    expect(lost.body.responseStatus.responseStatusMessage).toMatch(
      new RegExp(`Package issue ${card.id} was changed by ${winner} at \\d{4}-\\d\\d-\\d\\dT`),
    );
    const [row] = await rows<{ version: number }>(sql`SELECT version FROM package_issues WHERE id = ${card.id}`);
    expect(row.version).toBe(card.version + 1);
  });

  it('T-398: PackageIssuesLanes moves and assigns many cards in one transaction, in the order given', async () => {
    const cards = (await lane(1)).slice(0, 5);
    const agents = (await ops().call(A1.aimbanAgents)).body.data;
    const answer = await ops().call(A1.aimbanPackageIssuesLanes, {
      body: {
        cards: cards.map((c) => ({ packageIssueId: c.id, version: c.version })),
        laneId: 7,
        agentId: agents[0].agentId,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.map((c) => [c.packageIssueId, c.laneId, c.agentId])).toEqual(
      cards.map((c) => [c.id, 7, agents[0].agentId]),
    );
    const seven = (await lane(7)).map((c) => c.id);
    expect(seven.slice(-5)).toEqual(cards.map((c) => c.id));
    expectRefused(
      await ops().call(A1.aimbanPackageIssuesLanes, { body: { cards: [{ packageIssueId: cards[0].id }] } }),
      400,
      /laneId, agentId or close/,
    );
    expectRefused(await ops().send(A1.aimbanPackageIssuesLanes, { body: { cards: [], laneId: 2 } }), 400, /cards/);
  });

  it('T-398: a bulk move of 500 cards with one stale card is rolled back whole, naming that card', async () => {
    const cards = await rows<CardRow>(sql`SELECT id, rank, version, modified_on AS updated_marker FROM package_issues
      WHERE closed_on IS NULL ORDER BY id LIMIT 300`);
    const stale = cards[150];
    const snapshot = await rows<CardRow>(sql`SELECT id, lane_id, rank, version FROM package_issues ORDER BY id`);
    const answer = await ops().call(A1.aimbanPackageIssuesLanes, {
      body: {
        cards: cards.map((c) => ({ packageIssueId: c.id, version: c.id === stale.id ? c.version + 7 : c.version })),
        close: true,
      },
    });
    expectRefused(answer, 409, new RegExp(`Package issue ${stale.id}: .*Nothing was changed`));
    expect(await rows(sql`SELECT id, lane_id, rank, version FROM package_issues ORDER BY id`)).toEqual(snapshot);
    const closed = await ops().call(A1.aimbanPackageIssuesLanes, {
      body: { cards: cards.slice(0, 10).map((c) => ({ packageIssueId: c.id })), close: true },
    });
    expect(closed.body.data.every((c) => c.archived && c.laneId === 8)).toBe(true);
  });

  it('T-389: POST PackageIssue opens a card at the top of its lane; a second one for the package answers 409', async () => {
    const [pkg] = await rows<{ id: number }>(sql`SELECT id FROM packages p WHERE NOT EXISTS
      (SELECT 1 FROM package_issues pi WHERE pi.package_id = p.id) ORDER BY id LIMIT 1`);
    const issues = (await ops().call(A1.aimbanIssues)).body.data;
    const issue = issues.find((i) => i.name === 'Address incomplete')!;
    const made = await ops().call(A1.aimbanPackageIssueCreate, {
      body: { packageId: pkg.id, issueId: issue.issueId, comment: 'Street missing' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      packageId: pkg.id,
      laneId: 1,
      version: 1,
      issue: 'Address incomplete',
      category: 'Address',
    });
    expect((await lane(1))[0].id).toBe(made.body.data.packageIssueId);
    const again = await ops().call(A1.aimbanPackageIssueCreate, {
      body: { packageId: pkg.id, issueId: issue.issueId },
    });
    expectRefused(again, 409, new RegExp(`Package ${pkg.id} already has an open problem card`));
    expectRefused(
      await ops().call(A1.aimbanPackageIssueCreate, { body: { packageId: pkg.id, issueId: 999999 } }),
      400,
      /issueId/,
    );
    const exists = await ops().call(A1.packageAimbanCardExists, { query: { packageId: pkg.id } });
    expect(exists.body.data).toEqual({ exists: true, packageIssueId: made.body.data.packageIssueId });
  });

  it('T-362 T-397: an external account and a role without Aimban are refused; without a session 401', async () => {
    expect((await s.as(s.users.external).call(A1.aimbanPackages)).status).toBe(403);
    expect((await s.as(s.users.dev).call(A1.aimbanPackages)).status).toBe(403);
    expect((await s.as(null).call(A1.aimbanPackages)).status).toBe(401);
    const refused = await s.as(s.users.external).call(A1.aimbanPackageIssueUpdate, {
      body: { packageIssueId: 1, version: 1, laneId: 1 },
    });
    expect(refused.status).toBe(403);
  });
});
