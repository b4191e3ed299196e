import { describe, expect, it } from 'vitest';
import { instantOf, isoUtc, isoUtcOrNull } from './pg-time.ts';

describe('isoUtc', () => {
  it('writes a UTC session text as Date#toISOString would, without a date', () => {
    // Expected values by hand: milliseconds always three digits, further digits cut, none written as .000.
    expect(isoUtc('2026-11-14 22:05:59.677+00')).toBe('2026-11-14T22:05:59.677Z');
    expect(isoUtc('2026-11-14 22:05:59.999999+00')).toBe('2026-11-14T22:05:59.999Z');
    expect(isoUtc('2026-11-14 22:05:59.5+00')).toBe('2026-11-14T22:05:59.500Z');
    expect(isoUtc('2026-11-14 22:05:59+00')).toBe('2026-11-14T22:05:59.000Z');
  });

  it('reads any other text, and a Date, through Date', () => {
    expect(isoUtc('2026-11-14 23:05:59.25+01')).toBe('2026-11-14T22:05:59.250Z');
    expect(isoUtc('2026-11-14 17:35:59+05:30')).toBe('2026-11-14T12:05:59.000Z');
    expect(isoUtc(new Date(Date.UTC(2026, 10, 14, 22, 5, 59, 7)))).toBe('2026-11-14T22:05:59.007Z');
    expect(instantOf('2026-11-14 22:05:59.677+00').getTime()).toBe(Date.UTC(2026, 10, 14, 22, 5, 59, 677));
  });

  it('answers null for no time', () => {
    expect(isoUtcOrNull(null)).toBeNull();
    expect(isoUtcOrNull(undefined)).toBeNull();
    expect(isoUtcOrNull('2026-11-14 22:05:59+00')).toBe('2026-11-14T22:05:59.000Z');
  });
});
