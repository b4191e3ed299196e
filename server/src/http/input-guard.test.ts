import { describe, expect, it } from 'vitest';
import { findUnstorable } from './input-guard.ts';

describe('input guard', () => {
  it('finds the path of a NUL in nested text, or in a key', () => {
    const nul = 'contains a NUL character, which cannot be stored';
    expect(findUnstorable({ a: { b: ['ok', 'x\u0000'] } })).toEqual({ path: ['a', 'b', '1'], problem: nul });
    expect(findUnstorable({ ['k\u0000']: 1 })).toEqual({ path: ['k\u0000'], problem: nul });
    expect(findUnstorable({ a: 'fine', n: 5 })).toBeUndefined();
  });
  it('finds a number that is not finite', () => {
    expect(findUnstorable({ size: Infinity })).toEqual({ path: ['size'], problem: 'must be a finite number' });
  });
});
