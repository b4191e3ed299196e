import { describe, expect, it } from 'vitest';
import { resolveCriteria, resolveDateToken } from './filter-tokens.ts';

const TODAY = new Date('2026-03-10T22:30:00Z');

describe('saved-filter tokens', () => {
  it.each([
    ['today', '2026-03-10'],
    ['today-7d', '2026-03-03'],
    ['today+1d', '2026-03-11'],
    ['today-2w', '2026-02-24'],
    ['today-1m', '2026-02-10'],
    ['2026-01-31', '2026-01-31'],
  ])('%s is %s', (token, day) => {
    expect(resolveDateToken(token, TODAY)).toBe(day);
  });

  it.each(['yesterday', 'today-7', '2026-02-30', 'today*2d'])('%s is no date', (token) => {
    expect(resolveDateToken(token, TODAY)).toBeNull();
  });

  it('replaces @me by the user and keeps the other ids once', () => {
    expect(resolveCriteria({ agentIds: ['@me', 4, 12], salesAgentIds: [12, '@me'] }, 12, TODAY)).toEqual({
      agentIds: [12, 4],
      salesAgentIds: [12],
    });
  });

  it('resolves both dates and names the field of a bad one', () => {
    expect(resolveCriteria({ fromDate: 'today-7d', toDate: 'today', showArchive: true }, 1, TODAY)).toEqual({
      fromDate: '2026-03-03',
      toDate: '2026-03-10',
      showArchive: true,
    });
    expect(() => resolveCriteria({ toDate: 'soon' }, 1, TODAY)).toThrow(
      'toDate "soon" is not a date (yyyy-mm-dd) or a relative date such as today, today-7d, today+1w.',
    );
  });
});
