/**
 * The board's pure rules (issue 27 point 2), on the web side: cards grouped into their lanes in rank order, the moves
 * still waiting for the server laid over them (so a card moves at once and goes back if the server refuses), the
 * neighbours a drop lands between (the one request names them; the server makes the new ordering key), and a card's
 * age in its lane.
 */
import type { PackageIssue, ProblemLane } from '@a1/shared';

export type BoardCard = PackageIssue & { id: number };
export type BoardLane = ProblemLane;

/** A move sent and not yet answered: where the card shows meanwhile. */
export interface PendingMove {
  packageIssueId: number;
  laneId: number;
  previousId: number | null;
  nextId: number | null;
}

/** Ranks compare as text in byte order (the server's "C" collation); ties by id, so the order is total. */
export function byRank(a: PackageIssue, b: PackageIssue): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  return a.packageIssueId - b.packageIssueId;
}

/** The cards of each lane in rank order, with the pending moves laid over. */
export function laneCards(
  cards: readonly BoardCard[],
  pending: ReadonlyMap<number, PendingMove>,
): Map<number, BoardCard[]> {
  const lanes = new Map<number, BoardCard[]>();
  const moving = new Map<number, BoardCard>();
  for (const card of cards) {
    if (pending.has(card.packageIssueId)) {
      moving.set(card.packageIssueId, card);
      continue;
    }
    let lane = lanes.get(card.laneId);
    if (!lane) lanes.set(card.laneId, (lane = []));
    lane.push(card);
  }
  for (const lane of lanes.values()) lane.sort(byRank);
  for (const move of pending.values()) {
    const card = moving.get(move.packageIssueId);
    if (!card) continue;
    let lane = lanes.get(move.laneId);
    if (!lane) lanes.set(move.laneId, (lane = []));
    lane.splice(insertionIndex(lane, move), 0, { ...card, laneId: move.laneId });
  }
  return lanes;
}

function insertionIndex(lane: BoardCard[], move: PendingMove): number {
  if (move.previousId !== null) {
    const at = lane.findIndex((c) => c.packageIssueId === move.previousId);
    if (at >= 0) return at + 1;
  }
  if (move.nextId !== null) {
    const at = lane.findIndex((c) => c.packageIssueId === move.nextId);
    if (at >= 0) return at;
  }
  return move.previousId === null ? 0 : lane.length;
}

/**
 * The move a drop makes: the card lands at `index` of the destination lane as it shows once the card has left its
 * own place, so its neighbours are the cards either side of that slot.
 */
export function moveFor(
  lanes: ReadonlyMap<number, BoardCard[]>,
  packageIssueId: number,
  toLaneId: number,
  index: number,
): PendingMove {
  const others = (lanes.get(toLaneId) ?? []).filter((c) => c.packageIssueId !== packageIssueId);
  return {
    packageIssueId,
    laneId: toLaneId,
    previousId: others[index - 1]?.packageIssueId ?? null,
    nextId: others[index]?.packageIssueId ?? null,
  };
}

export interface Age {
  unit: 'minutes' | 'hours' | 'days';
  value: number;
}

/** How long the card has been in its lane, in the largest whole unit. */
export function ageInLane(card: Pick<PackageIssue, 'laneEnteredOn'>, now: number): Age {
  const minutes = Math.max(0, Math.floor((now - Date.parse(card.laneEnteredOn)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', value: hours };
  return { unit: 'days', value: Math.floor(hours / 24) };
}

/**
 * The lanes with each lane's array kept from `previous` when its cards are the same ones in the same order, so a
 * move re-renders the two lanes it touches, not all eight.
 */
export function keepUnchanged(
  next: Map<number, BoardCard[]>,
  previous: ReadonlyMap<number, BoardCard[]> | undefined,
): Map<number, BoardCard[]> {
  if (!previous) return next;
  for (const [laneId, cards] of next) {
    const before = previous.get(laneId);
    if (before && before.length === cards.length && before.every((card, i) => card === cards[i]))
      next.set(laneId, before);
  }
  return next;
}
