import { describe, expect, it } from 'vitest';
import { BOARD_LANE_LIMIT, boardColumns } from './card-board.ts';

const lanes = [
  { laneId: 7, name: 'Production Review', sortOrder: 3 },
  { laneId: 1, name: 'Inbox', sortOrder: 1 },
  { laneId: 2, name: 'In Progress', sortOrder: 2 },
];
const card = (cardID: number, laneId: number, sortPriority: string | null = null) => ({ cardID, laneId, sortPriority });

describe('the card board', () => {
  it('S-65 (rule): one column per lane in lane order; sort priority first, then the newest card', () => {
    const columns = boardColumns(lanes, [
      card(1, 1, '4'),
      card(2, 1),
      card(3, 1, '1'),
      card(4, 7, '4'),
      card(5, 1, '4'),
    ]);
    expect(columns.map((c) => c.name)).toEqual(['Inbox', 'In Progress', 'Production Review']);
    expect(columns[0].cards.map((c) => c.cardID)).toEqual([3, 5, 1, 2]);
    expect(columns[1]).toMatchObject({ total: 0, cards: [] });
    expect(columns[2].cards.map((c) => c.cardID)).toEqual([4]);
  });
  it(`S-65 (rule): a lane shows at most ${BOARD_LANE_LIMIT} cards and counts them all`, () => {
    const many = Array.from({ length: BOARD_LANE_LIMIT + 5 }, (_, i) => card(i + 1, 2));
    const [, inProgress] = boardColumns(lanes, many);
    expect(inProgress.total).toBe(BOARD_LANE_LIMIT + 5);
    expect(inProgress.cards).toHaveLength(BOARD_LANE_LIMIT);
    expect(inProgress.cards[0].cardID).toBe(BOARD_LANE_LIMIT + 5);
  });
});
