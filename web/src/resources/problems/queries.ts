/**
 * The problem-package calls that are not CRUD (spec 3 §7, issue 27), through react-query over useA1().call: the
 * lookups (lanes, categories, issues, levels, agents, departments, customers), the admin check, a card's activity log,
 * package data and extra info, default comments, dimension settings, dangerous goods and denied-party screenings.
 * Query keys: PROBLEM_KEYS (the header's Refresh invalidates them all, as every query).
 */
import { useQuery } from '@tanstack/react-query';
import { A1, type CallResult } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { LOOKUP_STALE_MS } from '../../lookups/useSharedLookups';

export const PROBLEM_KEYS = {
  all: ['problems'] as const,
  lookup: (name: string) => [...PROBLEM_KEYS.all, 'lookup', name] as const,
  card: (packageIssueId: number) => [...PROBLEM_KEYS.all, 'card', packageIssueId] as const,
  activity: (packageIssueId: number) => [...PROBLEM_KEYS.card(packageIssueId), 'activity'] as const,
  packageData: (packageId: number) => [...PROBLEM_KEYS.all, 'package', packageId] as const,
  editPackage: (packageId: number) => [...PROBLEM_KEYS.packageData(packageId), 'edit'] as const,
  defaultComments: (categoryId: number | null) => [...PROBLEM_KEYS.all, 'defaultComments', categoryId] as const,
  dimSetting: () => [...PROBLEM_KEYS.all, 'dimSetting'] as const,
  dangerousGoods: (archive: boolean) => [...PROBLEM_KEYS.all, 'dangerousGoods', archive] as const,
  screenings: () => [...PROBLEM_KEYS.all, 'screenings'] as const,
  screeningList: () => [...PROBLEM_KEYS.all, 'screeningList'] as const,
};

function useLookup<T>(name: string, read: (a1: ReturnType<typeof useA1>, signal: AbortSignal) => Promise<T>) {
  const a1 = useA1();
  return useQuery({
    queryKey: PROBLEM_KEYS.lookup(name),
    queryFn: ({ signal }) => read(a1, signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export const useLanes = () => useLookup('lanes', (a1, signal) => a1.call(A1.aimbanLanes, {}, { signal }));
export const useCategories = () =>
  useLookup('categories', (a1, signal) => a1.call(A1.aimbanCategories, {}, { signal }));
export const useIssues = () => useLookup('issues', (a1, signal) => a1.call(A1.aimbanIssues, {}, { signal }));
export const useIssueLevels = () => useLookup('levels', (a1, signal) => a1.call(A1.aimbanIssueLevels, {}, { signal }));
export const useAgentsAndDepartments = () =>
  useLookup('agents', (a1, signal) => a1.call(A1.aimbanAgentAndDepartment, {}, { signal }));
export const useSalesAgents = () =>
  useLookup('salesAgents', (a1, signal) => a1.call(A1.aimbanSalesAgents, {}, { signal }));
export const useCustomers = () =>
  useLookup('customers', (a1, signal) => a1.call(A1.aimbanAllCustomerList, {}, { signal }));
export const useIsAdmin = () => useLookup('isAdmin', (a1, signal) => a1.call(A1.aimbanIsAdmin, {}, { signal }));

export function useActivityLog(packageIssueId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: PROBLEM_KEYS.activity(packageIssueId),
    queryFn: ({ signal }) => a1.call(A1.aimbanActivityLog, { query: { packageIssueId } }, { signal }),
  });
}

export function useExtraInfo(packageIssueId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: PROBLEM_KEYS.card(packageIssueId),
    // The package-issues resource's getOne (PackageExtraInfo): the card in data, the whole answer in meta.
    queryFn: ({ signal }) =>
      a1.data
        .getOne('package-issues', { id: packageIssueId, signal })
        .then(({ meta }) => meta as CallResult<typeof A1.aimbanPackageExtraInfo>),
  });
}

export function usePackageData(packageId: number | undefined) {
  const a1 = useA1();
  return useQuery({
    queryKey: PROBLEM_KEYS.packageData(packageId ?? 0),
    queryFn: ({ signal }) => a1.call(A1.aimbanPackageData, { query: { packageId: packageId! } }, { signal }),
    enabled: !!packageId,
  });
}

/** The data the customer's system sent before the package was processed (null when none). */
export function usePreProcessData(packageId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: [...PROBLEM_KEYS.packageData(packageId), 'preProcess'],
    queryFn: ({ signal }) => a1.call(A1.aimbanPreProcessData, { query: { packageId } }, { signal }),
  });
}

export function useDefaultComments(categoryId: number | null) {
  const a1 = useA1();
  return useQuery({
    queryKey: PROBLEM_KEYS.defaultComments(categoryId),
    queryFn: ({ signal }) => a1.call(A1.aimbanDefaultComments, { query: categoryId ? { categoryId } : {} }, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}
