/** The board's pure rules (board.ts): lanes in rank order, pending moves laid over, a drop's neighbours, the age. */
import { describe, expect, it } from 'vitest';
import { ageInLane, keepUnchanged, laneCards, moveFor, type BoardCard, type PendingMove } from './board';

const card = (packageIssueId: number, laneId: number, rank: string): BoardCard =>
  ({
    packageIssueId,
    id: packageIssueId,
    laneId,
    rank,
    version: 1,
    laneEnteredOn: '2026-01-01T00:00:00Z',
  }) as BoardCard;

const ids = (lanes: Map<number, BoardCard[]>, laneId: number) => (lanes.get(laneId) ?? []).map((c) => c.packageIssueId);

describe('laneCards', () => {
  const cards = [card(1, 10, 'a2'), card(2, 10, 'a0'), card(3, 10, 'a1'), card(4, 20, 'a0')];

  it('puts each lane in rank order (byte order)', () => {
    const lanes = laneCards(cards, new Map());
    expect(ids(lanes, 10)).toEqual([2, 3, 1]);
    expect(ids(lanes, 20)).toEqual([4]);
  });

  it('shows a pending move in its new place, between its neighbours', () => {
    const move: PendingMove = { packageIssueId: 1, laneId: 20, previousId: null, nextId: 4 };
    const lanes = laneCards(cards, new Map([[1, move]]));
    expect(ids(lanes, 10)).toEqual([2, 3]);
    expect(ids(lanes, 20)).toEqual([1, 4]);
    expect(lanes.get(20)![0].laneId).toBe(20);
  });

  it('puts a card after its previous neighbour within its own lane', () => {
    const move: PendingMove = { packageIssueId: 2, laneId: 10, previousId: 1, nextId: null };
    expect(ids(laneCards(cards, new Map([[2, move]])), 10)).toEqual([3, 1, 2]);
  });
});

describe('moveFor', () => {
  const lanes = laneCards([card(1, 10, 'a0'), card(2, 10, 'a1'), card(3, 10, 'a2'), card(4, 20, 'a0')], new Map());

  it('names the cards either side of the slot in another lane', () => {
    expect(moveFor(lanes, 1, 20, 1)).toEqual({ packageIssueId: 1, laneId: 20, previousId: 4, nextId: null });
    expect(moveFor(lanes, 1, 20, 0)).toEqual({ packageIssueId: 1, laneId: 20, previousId: null, nextId: 4 });
  });

  it('leaves the card itself out when it moves within its lane', () => {
    // Card 1 dropped at the last index of its own lane: after 3, nothing next.
    expect(moveFor(lanes, 1, 10, 2)).toEqual({ packageIssueId: 1, laneId: 10, previousId: 3, nextId: null });
    // Card 3 dropped first: before 1.
    expect(moveFor(lanes, 3, 10, 0)).toEqual({ packageIssueId: 3, laneId: 10, previousId: null, nextId: 1 });
  });
});

describe('ageInLane', () => {
  const since = { laneEnteredOn: '2026-01-01T00:00:00Z' };
  const at = (iso: string) => Date.parse(iso);
  it('counts minutes, then hours, then days', () => {
    expect(ageInLane(since, at('2026-01-01T00:42:00Z'))).toEqual({ unit: 'minutes', value: 42 });
    expect(ageInLane(since, at('2026-01-02T23:00:00Z'))).toEqual({ unit: 'hours', value: 47 });
    expect(ageInLane(since, at('2026-01-04T01:00:00Z'))).toEqual({ unit: 'days', value: 3 });
  });
});

describe('keepUnchanged', () => {
  it('keeps the arrays of the lanes a move did not touch', () => {
    const cards = [card(1, 10, 'a0'), card(2, 20, 'a0'), card(3, 30, 'a0')];
    const before = laneCards(cards, new Map());
    const move: PendingMove = { packageIssueId: 1, laneId: 20, previousId: 2, nextId: null };
    const after = keepUnchanged(laneCards(cards, new Map([[1, move]])), before);
    expect(after.get(30)).toBe(before.get(30));
    expect(after.get(20)).not.toBe(before.get(20));
  });
});
