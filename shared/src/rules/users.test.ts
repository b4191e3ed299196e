import { describe, expect, it } from 'vitest';
import { defaultLocationOf } from './users.ts';

describe('a user’s default location', () => {
  it('stays the chosen one while it is among the user’s locations', () => {
    expect(defaultLocationOf([3, 5, 8], 5)).toBe(5);
  });
  it('becomes the first location when none is chosen or the chosen one was taken off the list', () => {
    expect(defaultLocationOf([3, 5], null)).toBe(3);
    expect(defaultLocationOf([3, 5], undefined)).toBe(3);
    expect(defaultLocationOf([3, 5], 9)).toBe(3);
  });
  it('is none for a user without locations', () => {
    expect(defaultLocationOf([], 4)).toBeNull();
    expect(defaultLocationOf([], null)).toBeNull();
  });
});
