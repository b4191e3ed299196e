import { describe, expect, it } from 'vitest';
import { absenceHolds, DAEMON_ABSENCE_MEMORY_MS } from './daemonPresence';

describe('issue 29 point 7: a refused daemon is remembered for a shift', () => {
  const noted = Date.UTC(2026, 10, 27, 6, 0, 0);
  it('holds for 8 hours from the refusal, not a millisecond more', () => {
    expect(DAEMON_ABSENCE_MEMORY_MS).toBe(8 * 60 * 60 * 1000);
    expect(absenceHolds(noted, noted)).toBe(true);
    expect(absenceHolds(noted, noted + 8 * 60 * 60 * 1000 - 1)).toBe(true);
    expect(absenceHolds(noted, noted + 8 * 60 * 60 * 1000)).toBe(false);
  });
  it('holds nothing when none was noted, the note is not a number, or the clock went back', () => {
    expect(absenceHolds(null, noted)).toBe(false);
    expect(absenceHolds(Number('garbage'), noted)).toBe(false);
    expect(absenceHolds(noted, noted - 1)).toBe(false);
  });
});
