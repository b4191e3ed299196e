import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './index.ts';

describe('isCalendarDay', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-13-45')).toBe(false);
    expect(isCalendarDay('2026-1-5')).toBe(false);
  });
});
