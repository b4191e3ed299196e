/**
 * The job dashboard's Created On start and end dates: by default 60 days ago to 1 day ahead, kept per user in
 * session storage when the route has them.
 */
import { useEffect, useState } from 'react';
import { jobDashboardRangeKey } from '@a1/shared/constants/jobs';
import { defaultJobRange, parseJobRange, type DayRange } from '@a1/shared/rules/jobs/index';
import { getSession } from '../../../session/session';

const storageKey = () => jobDashboardRangeKey(getSession()?.appUserID ?? 'anonymous');
function loadRange(): DayRange {
  return parseJobRange(sessionStorage.getItem(storageKey())) ?? defaultJobRange();
}

export function useJobRange(dateRange: boolean) {
  const [range, setRange] = useState<DayRange>(loadRange);
  const rangeValid = range.startDate <= range.endDate;
  useEffect(() => {
    if (dateRange) sessionStorage.setItem(storageKey(), JSON.stringify(range));
  }, [dateRange, range]);
  return { range, setRange, rangeValid };
}
