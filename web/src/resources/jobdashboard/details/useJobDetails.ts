/**
 * What a job's page reads (by its number, or its id for other subsidiaries): the job, its parcel, mail, status
 * history, on-hold history and adjustments, the hold and its comments when on hold, the adjustment options and
 * whether the caller is a job admin or customer-service admin. `missing` when there is no job to show.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  A1,
  type HoldEvent,
  type JobAdjustment,
  type JobAdjustmentOption,
  type JobGeneral,
  type JobMail,
  type JobParcel,
  type JobStatusChange,
  type OnHoldInfo,
} from '@a1/shared';
import { useA1 } from '../../../providers/useA1';

export function useJobDetails(number: string | null, jobIdParam: number | undefined) {
  const a1 = useA1();
  const [job, setJob] = useState<JobGeneral | null>(null);
  const [missing, setMissing] = useState(false);
  const [parcel, setParcel] = useState<JobParcel | null>(null);
  const [mail, setMail] = useState<JobMail | null>(null);
  const [history, setHistory] = useState<JobStatusChange[]>([]);
  const [holds, setHolds] = useState<HoldEvent[]>([]);
  const [hold, setHold] = useState<OnHoldInfo | null>(null);
  const [holdComments, setHoldComments] = useState<HoldEvent[]>([]);
  const [adjustments, setAdjustments] = useState<JobAdjustment[]>([]);
  const [options, setOptions] = useState<JobAdjustmentOption[]>([]);
  const [jobAdmin, setJobAdmin] = useState(false);
  const [csAdmin, setCsAdmin] = useState(false);

  useEffect(() => {
    a1.call(A1.isJobAdmin).then(setJobAdmin, () => undefined);
    a1.call(A1.isCustomerServiceAdmin).then(setCsAdmin, () => undefined);
  }, [a1]);

  const load = useCallback(async () => {
    if (!number && !jobIdParam) {
      setMissing(true);
      return;
    }
    try {
      const general = await a1.call(
        A1.jobGeneral,
        { query: number ? { number } : { jobId: jobIdParam } },
        { handles: [404] },
      );
      setJob(general);
      const [p, m, h, oh, adj] = await Promise.all([
        a1.call(A1.jobParcel, { query: { number: general.number } }),
        a1.call(A1.jobMail, { query: { number: general.number } }),
        a1.call(A1.jobStatusHistory, { query: { jobId: general.id } }),
        a1.call(A1.onHoldHistory, { query: { jobId: general.id } }),
        a1.call(A1.jobAdjustments, { query: { jobId: general.id } }, { quiet: true }).catch(() => []),
      ]);
      setParcel(p);
      setMail(m);
      setHistory(h);
      setHolds(oh);
      setAdjustments(adj);
      if (general.onHold) {
        const [info, comments] = await Promise.all([
          a1.call(A1.onHoldInfo, { query: { jobNumber: general.number } }),
          a1.call(A1.holdComments, { query: { jobId: general.id, onHold: true, cs: true, ops: true } }),
        ]);
        setHold(info);
        setHoldComments(comments);
      } else {
        setHold(null);
        setHoldComments([]);
      }
    } catch {
      setMissing(true);
    }
  }, [a1, number, jobIdParam]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    a1.call(A1.jobAdjustmentOptions, undefined, { quiet: true }).then(setOptions, () => undefined);
  }, [a1]);

  return {
    job,
    missing,
    parcel,
    mail,
    history,
    holds,
    hold,
    holdComments,
    adjustments,
    options,
    jobAdmin,
    csAdmin,
    load,
  };
}
