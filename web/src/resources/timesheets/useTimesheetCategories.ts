/** The timesheet categories (Shared TimesheetCategoriesOptions), read once and shared by every timesheet screen. */
import { useQuery } from '@tanstack/react-query';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { LOOKUP_STALE_MS } from '../../lookups/useSharedLookups';

export function useTimesheetCategories() {
  const a1 = useA1();
  const { data = [] } = useQuery({
    queryKey: ['projects', 'timesheetCategories'],
    queryFn: ({ signal }) => a1.call(A1.timesheetCategoriesOptions, undefined, { quiet: true, signal }),
    staleTime: LOOKUP_STALE_MS,
  });
  return data;
}
