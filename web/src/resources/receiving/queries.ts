/**
 * Receiving's calls that are not CRUD (spec 3 §7 Receiving, issue 26), through react-query over useA1().call: the
 * option lists, the day's dashboard, a job's pieces by stage, its costs and history, a manifest's DNB state.
 * Query keys: RECEIVING_KEYS (everything under one prefix, so a write invalidates what it changes).
 */
import { useCallback } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import type { PieceStage } from '@a1/shared/constants/jobs';
import { useA1 } from '../../providers/useA1';

export const RECEIVING_KEYS = {
  all: ['receiving'] as const,
  list: (name: string) => [...RECEIVING_KEYS.all, 'list', name] as const,
  byCustomer: (name: string, customerId: number | null, locationId?: number | null) =>
    [...RECEIVING_KEYS.all, 'customer', name, customerId, locationId ?? null] as const,
  dashboard: () => [...RECEIVING_KEYS.all, 'dashboard'] as const,
  /** Everything read of one job (pieces, costs, history): one prefix to invalidate. */
  job: (jobId: number) => [...RECEIVING_KEYS.all, 'job', jobId] as const,
  pieces: (jobId: number, stage: PieceStage | null) => [...RECEIVING_KEYS.job(jobId), 'pieces', stage] as const,
  costs: (jobId: number) => [...RECEIVING_KEYS.job(jobId), 'costs'] as const,
  history: (jobId: number) => [...RECEIVING_KEYS.job(jobId), 'history'] as const,
  dnb: (manifestId: number) => [...RECEIVING_KEYS.all, 'dnb', manifestId] as const,
};

/** After a write on a job: its pieces, costs and history, the dashboard, and react-admin's copies of the job. */
export async function jobChanged(queryClient: QueryClient, jobId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.job(jobId) }),
    queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.dashboard() }),
    queryClient.invalidateQueries({ queryKey: ['receiving-jobs'] }),
    // The job dashboards show a job received here at once.
    queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  ]);
}

/** A list that changes rarely: read once per session. */
function useList<R>(name: string, read: () => Promise<R>) {
  return useQuery({ queryKey: RECEIVING_KEYS.list(name), queryFn: read, staleTime: 5 * 60_000 });
}

export function useInboundCarriers() {
  const a1 = useA1();
  return useList('carriers', () => a1.call(A1.receivingInboundCarriers));
}
export function useTareTypes() {
  const a1 = useA1();
  return useList('tareTypes', () => a1.call(A1.receivingTareTypes));
}
export function useCosts() {
  const a1 = useA1();
  return useList('costs', () => a1.call(A1.receivingCosts));
}
export function usePrintSetting() {
  const a1 = useA1();
  return useList('printSetting', () => a1.call(A1.receivingPrintSetting));
}
/** Only customers with a quote in effect today are offered for a new job. */
export function useEffectiveCustomers() {
  const a1 = useA1();
  return useList('effectiveCustomers', () => a1.call(A1.receivingCustomersWithEffectiveQuotes));
}

export function useMailingTerms(customerId: number | null) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.byCustomer('mailingTerms', customerId),
    queryFn: () => a1.call(A1.receivingMailingTerms, { query: { customerId: customerId! } }),
    enabled: !!customerId,
  });
}
export function useLegacyPickups(customerId: number | null) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.byCustomer('legacyPickups', customerId),
    queryFn: () => a1.call(A1.receivingLegacyPickups, { query: { customerId: customerId! } }),
    enabled: !!customerId,
  });
}
export function useQuoteProductOptions(customerId: number | null, locationId: number | null) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.byCustomer('quoteOptions', customerId, locationId),
    queryFn: () =>
      a1.call(A1.receivingQuoteProductOptions, { query: { customerId: customerId!, joblocationId: locationId! } }),
    enabled: !!customerId && !!locationId,
  });
}
export function usePolyBagIgnoreDims(customerId: number | null) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.byCustomer('polyBag', customerId),
    queryFn: () => a1.call(A1.receivingPolyBagIgnoreDims, { query: { customerId: customerId! } }),
    enabled: !!customerId,
  });
}

export function useReceivingDashboard() {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.dashboard(),
    queryFn: ({ signal }) => a1.call(A1.receivingDashboard, {}, { signal }),
    refetchInterval: 60_000,
  });
}

export function useJobPieces(jobId: number, stage: PieceStage | null) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.pieces(jobId, stage),
    queryFn: ({ signal }) =>
      a1.call(A1.receivingDashboardPiece, { query: { jobId, pieceStage: stage ?? undefined } }, { signal }),
  });
}

export function useJobCosts(jobId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.costs(jobId),
    queryFn: ({ signal }) => a1.call(A1.receivingJobCosts, { query: { jobId } }, { signal }),
  });
}

export function useJobHistory(jobId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.history(jobId),
    queryFn: ({ signal }) => a1.call(A1.receivingJobHistory, { query: { jobId } }, { signal }),
  });
}

export function useDnbManifest(manifestId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: RECEIVING_KEYS.dnb(manifestId),
    queryFn: ({ signal }) => a1.call(A1.receivingIsDnbManifest, { query: { manifestId } }, { signal }),
  });
}

/** A job status as the user reads it (one we do not know: as the server wrote it). */
export function useStatusName(): (status: string) => string {
  const translate = useTranslate();
  return useCallback(
    (status: string) => translate(`a1.receiving.statuses.${status.replace(/\s+/g, '')}`, { _: status }),
    [translate],
  );
}
