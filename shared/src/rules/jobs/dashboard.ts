/** Job dashboard rules (spec 3 §2, §9): the default Created On range and the row navigation by subsidiary. */
import {
  JOB_DASHBOARD_RANGE,
  JOB_DETAILS_ROUTE,
  JOB_MANAGEMENT_ROUTE,
  JOB_NAVIGATION_SUBSIDIARY,
} from '../../constants/jobs.ts';

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** From 60 days ago to 1 day ahead of `now`, as YYYY-MM-DD. */
export function defaultJobRange(now: Date = new Date()): DayRange {
  return {
    startDate: day(new Date(now.getTime() - JOB_DASHBOARD_RANGE.daysBack * DAY_MS)),
    endDate: day(new Date(now.getTime() + JOB_DASHBOARD_RANGE.daysAhead * DAY_MS)),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A stored range (session storage) when it is two days in order, else null. */
export function parseJobRange(stored: string | null): DayRange | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<DayRange>;
    if (typeof value.startDate === 'string' && typeof value.endDate === 'string')
      if (DAY.test(value.startDate) && DAY.test(value.endDate) && value.startDate <= value.endDate)
        return { startDate: value.startDate, endDate: value.endDate };
  } catch {
    // Not JSON: the default applies.
  }
  return null;
}

/** Where a job row goes: USA to the job details by number; other subsidiaries to job management. */
export function jobRowPath(
  subsidiary: string | null | undefined,
  job: { id: number; number: string; customerId: number },
) {
  return subsidiary === JOB_NAVIGATION_SUBSIDIARY
    ? `/${JOB_DETAILS_ROUTE}?number=${encodeURIComponent(job.number)}`
    : `/${JOB_MANAGEMENT_ROUTE}?jobId=${job.id}&customerId=${job.customerId}`;
}
