/**
 * A card's place in its lane (issue 27 point 2): a fractional-indexing key between its two neighbours', so that a
 * move writes one row. The browser uses it to place a card at once; the server decides the key it stores.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/** A key after `previous` and before `next` (null: the lane's start or end). */
export const rankBetween = (previous: string | null, next: string | null): string => generateKeyBetween(previous, next);

/** `count` keys in order after `previous` (the end of a lane, for a bulk move). */
export const ranksAfter = (previous: string | null, count: number): string[] =>
  generateNKeysBetween(previous, null, count);

/** Byte order, as the database compares ranks (collation "C"), not the locale's. */
export const compareRanks = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `count` keys in order before `next` (the top of a lane, for new cards). */
export const ranksBefore = (next: string | null, count: number): string[] => generateNKeysBetween(null, next, count);
