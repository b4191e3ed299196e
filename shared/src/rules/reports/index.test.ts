import { describe, expect, it } from 'vitest';
import { isCalendarDay, reportDefaultValues } from './index.ts';

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

describe('reportDefaultValues', () => {
  it('issue 29 point 7: required dates without a stored default start 30 days back, ranges run to today; stored defaults win; optional dates stay empty', () => {
    expect(
      reportDefaultValues(
        [
          { name: 'since', type: 'date', required: true },
          { name: 'created', type: 'dateRange', required: true, defaultValue: null },
          { name: 'until', type: 'date' },
          { name: 'shipped', type: 'dateRange', required: false },
          { name: 'closed', type: 'dateRange', defaultValue: '2026-01-01|2026-01-31' },
          { name: 'on', type: 'date', defaultValue: '2026-02-14' },
          { name: 'status', type: 'dropdown', defaultValue: 'Open' },
          { name: 'customer', type: 'text' },
        ],
        '2026-03-10',
      ),
    ).toEqual({
      since: '2026-02-08',
      'created.from': '2026-02-08',
      'created.to': '2026-03-10',
      'closed.from': '2026-01-01',
      'closed.to': '2026-01-31',
      on: '2026-02-14',
      status: 'Open',
    });
  });
});
