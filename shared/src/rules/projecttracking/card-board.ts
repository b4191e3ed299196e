/**
 * The card board (shell §2 `kanban/card/board-view`; its content is "not shown", so ours): the cards of the chosen
 * filters in one column per lane, in the lanes' order. Within a lane the sort priority comes first (1 before 9, none
 * last), then the newest card. A lane shows at most BOARD_LANE_LIMIT cards and says how many more match, so a board of
 * thousands stays quick and asks for narrower filters instead.
 */
export const BOARD_LANE_LIMIT = 100;

export interface BoardLane {
  laneId: number;
  name: string;
  sortOrder: number;
}
export interface BoardCard {
  cardID: number;
  laneId: number;
  sortPriority: string | null;
}
export interface BoardColumn<C> {
  laneId: number;
  name: string;
  /** Every card of the lane that matched. */
  total: number;
  /** The cards shown. */
  cards: C[];
}

const priorityOf = (card: BoardCard) => {
  const n = Number(card.sortPriority);
  return card.sortPriority != null && card.sortPriority !== '' && Number.isFinite(n) ? n : Infinity;
};

export function boardColumns<C extends BoardCard>(
  lanes: readonly BoardLane[],
  cards: readonly C[],
  limit = BOARD_LANE_LIMIT,
): BoardColumn<C>[] {
  const byLane = new Map<number, C[]>();
  for (const card of cards) byLane.set(card.laneId, [...(byLane.get(card.laneId) ?? []), card]);
  return [...lanes]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((lane) => {
      const all = (byLane.get(lane.laneId) ?? []).sort((a, b) => priorityOf(a) - priorityOf(b) || b.cardID - a.cardID);
      return { laneId: lane.laneId, name: lane.name, total: all.length, cards: all.slice(0, limit) };
    });
}
