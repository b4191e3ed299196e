/**
 * What the job screens ask the server: the caller's subsidiary (row navigation) and finance-admin flag, through
 * react-query so that every screen (the dashboards, a job's page, the job lookup, the billing queue) shares one
 * answer. Each screen asks again as it opens (a role changed meanwhile shows), the last answer standing until then;
 * sign-out clears them with the rest of the query cache. A failed read leaves them unknown (no subsidiary, not a
 * finance admin).
 */
import { useQuery } from '@tanstack/react-query';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';

const JOB_CONTEXT_KEYS = {
  subsidiary: ['jobs', 'userSubsidiary'] as const,
  financeAdmin: ['jobs', 'isFinanceAdmin'] as const,
};

/** The caller's subsidiary name, null until known (or when `enabled` is false). */
export function useUserSubsidiary(enabled = true): string | null {
  const a1 = useA1();
  return (
    useQuery({
      queryKey: JOB_CONTEXT_KEYS.subsidiary,
      enabled,
      queryFn: () => a1.call(A1.jobUserSubsidiary),
    }).data?.subsidiaryName ?? null
  );
}

/** Whether the caller is a finance admin; `quiet`: a failed read is not reported (the screen reads it as "no"). */
export function useIsFinanceAdmin({ quiet = false }: { quiet?: boolean } = {}): boolean {
  const a1 = useA1();
  return (
    useQuery({
      queryKey: JOB_CONTEXT_KEYS.financeAdmin,
      queryFn: () => a1.call(A1.jobIsFinanceAdmin, undefined, { quiet }),
    }).data === true
  );
}

export function useJobContext() {
  return { subsidiary: useUserSubsidiary(), financeAdmin: useIsFinanceAdmin() };
}
