import { describe, expect, it } from 'vitest';
import { defaultJobRange, jobRowPath, parseJobRange } from './dashboard.ts';

describe('job dashboard rules', () => {
  it('T-427: the default range is from 60 days ago to 1 day ahead', () => {
    expect(defaultJobRange(new Date('2026-03-02T10:00:00Z'))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-03',
    });
  });
  it('reads a stored range only when it is two days in order', () => {
    expect(parseJobRange('{"startDate":"2026-01-01","endDate":"2026-01-31"}')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(parseJobRange('{"startDate":"2026-02-01","endDate":"2026-01-31"}')).toBeNull();
    expect(parseJobRange('nope')).toBeNull();
    expect(parseJobRange(null)).toBeNull();
  });
  it('navigates USA rows by number and other rows by job and customer ids', () => {
    const job = { id: 7, number: 'J0240007', customerId: 3 };
    expect(jobRowPath('USA', job)).toBe('/volume/job-dashboard/details?number=J0240007');
    expect(jobRowPath('France', job)).toBe('/operation/job/management?jobId=7&customerId=3');
  });
});
