import { describe, expect, it } from 'vitest';
import { findPath } from './input-guard.ts';

describe('input guard', () => {
  it('finds the path of a NUL in nested text, or in a key', () => {
    const nul = (v: unknown) => typeof v === 'string' && v.includes('\u0000');
    expect(findPath({ a: { b: ['ok', 'x\u0000'] } }, nul)).toEqual(['a', 'b', '1']);
    expect(findPath({ ['k\u0000']: 1 }, nul)).toEqual(['k\u0000']);
    expect(findPath({ a: 'fine' }, nul)).toBeUndefined();
  });
  it('finds a number that is not finite', () => {
    expect(findPath({ size: Infinity }, (v) => typeof v === 'number' && !Number.isFinite(v))).toEqual(['size']);
  });
});
