/**
 * What a job's page reads (by its number, or its id for other subsidiaries): the job, its parcel, mail, status
 * history, on-hold history and adjustments, the hold and its comments when on hold, the adjustment options and
 * whether the caller is a job admin or customer-service admin. `missing` when there is no job to show.
 */
import { useQuery } from '@tanstack/react-query';
import { A1 } from '@a1/shared';
import { useA1 } from '../../../providers/useA1';
import { useRoleCheck } from '../../../lookups/useSharedLookups';

export function useJobDetails(number: string | null, jobIdParam: number | undefined) {
  const a1 = useA1();
  const known = !!number || !!jobIdParam;
  // The job and everything its page shows, read together (and again after each change on the page).
  const page = useQuery({
    queryKey: ['jobs', 'details', number ?? jobIdParam ?? null],
    enabled: known,
    queryFn: async () => {
      const general = await a1.call(
        A1.jobGeneral,
        { query: number ? { number } : { jobId: jobIdParam } },
        { handles: [404] },
      );
      const [parcel, mail, history, holds, adjustments] = await Promise.all([
        a1.call(A1.jobParcel, { query: { number: general.number } }),
        a1.call(A1.jobMail, { query: { number: general.number } }),
        a1.call(A1.jobStatusHistory, { query: { jobId: general.id } }),
        a1.call(A1.onHoldHistory, { query: { jobId: general.id } }),
        a1.call(A1.jobAdjustments, { query: { jobId: general.id } }, { quiet: true }).catch(() => []),
      ]);
      const [hold, holdComments] = general.onHold
        ? await Promise.all([
            a1.call(A1.onHoldInfo, { query: { jobNumber: general.number } }),
            a1.call(A1.holdComments, { query: { jobId: general.id, onHold: true, cs: true, ops: true } }),
          ])
        : [null, []];
      return { job: general, parcel, mail, history, holds, adjustments, hold, holdComments };
    },
  });
  const jobAdmin = useRoleCheck(A1.isJobAdmin);
  const csAdmin = useRoleCheck(A1.isCustomerServiceAdmin);
  const options = useQuery({
    queryKey: ['jobs', 'adjustmentOptions'],
    queryFn: () => a1.call(A1.jobAdjustmentOptions, undefined, { quiet: true }),
  }).data;
  const data = page.data;
  return {
    job: data?.job ?? null,
    missing: !known || page.isError,
    parcel: data?.parcel ?? null,
    mail: data?.mail ?? null,
    history: data?.history ?? [],
    holds: data?.holds ?? [],
    hold: data?.hold ?? null,
    holdComments: data?.holdComments ?? [],
    adjustments: data?.adjustments ?? [],
    options: options ?? [],
    jobAdmin,
    csAdmin,
    /** Reads the page again (after a change). */
    load: async () => {
      await page.refetch();
    },
  };
}
