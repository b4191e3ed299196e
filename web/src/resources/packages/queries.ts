/**
 * Package search's calls that are not CRUD (spec 3 §7, issue 25), through react-query over the typed custom method
 * (useA1().call): statuses, the item details view, a package's timeline, API data, label, problem-package card; and
 * the mutations that change a package's story (label print, return, and the notes' react-admin mutations), each
 * invalidating the queries it changes, so a note added or a label printed shows in the timeline with no refetch of
 * its own. Query keys: PACKAGE_KEYS.
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1, isBulkSearch, type PackageSearchQuery } from '@a1/shared';
import { useA1 } from '../../providers/useA1';

export const PACKAGE_KEYS = {
  all: ['package-search'] as const,
  statuses: () => [...PACKAGE_KEYS.all, 'statuses'] as const,
  itemDetails: (search: PackageSearchQuery | null) => [...PACKAGE_KEYS.all, 'itemDetails', search] as const,
  /** Everything read of one package (timeline, label, API data, card): one prefix to invalidate. */
  one: (packageId: number) => [...PACKAGE_KEYS.all, 'package', packageId] as const,
  timeline: (packageId: number) => [...PACKAGE_KEYS.one(packageId), 'timeline'] as const,
  apiData: (packageId: number) => [...PACKAGE_KEYS.one(packageId), 'apiData'] as const,
  label: (packageId: number) => [...PACKAGE_KEYS.one(packageId), 'label'] as const,
  card: (packageId: number) => [...PACKAGE_KEYS.one(packageId), 'card'] as const,
};

/** After a change of a package's story: its timeline and label, its record, and the search lists that show it. */
export async function packageChanged(queryClient: QueryClient, packageId: number, { lists = false } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PACKAGE_KEYS.one(packageId) }),
    lists && queryClient.invalidateQueries({ queryKey: ['packages'] }),
    lists && queryClient.invalidateQueries({ queryKey: PACKAGE_KEYS.itemDetails(null).slice(0, 2) }),
  ]);
}

/** Our normalised statuses in their order (GET Statuses): the package page's progress. */
export function usePackageStatuses() {
  const a1 = useA1();
  return useQuery({
    queryKey: PACKAGE_KEYS.statuses(),
    queryFn: () => a1.call(A1.packageStatuses),
    staleTime: Infinity,
  });
}

/** A status as the user reads it: its name in the user's language (one we do not know: as the server wrote it). */
export function useStatusName(): (status: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (status: unknown) => {
      const name = String(status ?? '');
      return translate(`a1.packages.statuses.${name.replace(/\s+/g, '')}`, { _: name });
    },
    [translate],
  );
}

/** The item details view of a search (its rows are items, so not the packages resource's list). */
export function useItemDetails(search: PackageSearchQuery | null, enabled: boolean) {
  const a1 = useA1();
  return useQuery({
    queryKey: PACKAGE_KEYS.itemDetails(search),
    queryFn: ({ signal }) =>
      isBulkSearch(search!.searchTerm)
        ? a1.call(A1.packageItemDetailsPost, { body: search! }, { signal })
        : a1.call(A1.packageItemDetails, { query: search! }, { signal }),
    enabled: enabled && !!search,
  });
}

export function usePackageTimeline(packageId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: PACKAGE_KEYS.timeline(packageId),
    queryFn: ({ signal }) => a1.call(A1.packageTrackingAll, { query: { packageId } }, { signal }),
  });
}

export function usePackageApiData(packageId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: PACKAGE_KEYS.apiData(packageId),
    queryFn: ({ signal }) => a1.call(A1.packageApiData, { query: { packageId } }, { signal }),
  });
}

export function usePackageCard(packageId: number) {
  const a1 = useA1();
  return useQuery({
    queryKey: PACKAGE_KEYS.card(packageId),
    queryFn: ({ signal }) => a1.call(A1.packageAimbanCardExists, { query: { packageId } }, { signal }),
  });
}

/** The label (ZPL) to print, read when a print starts (generated and kept by the server on the first call). */
export function useLabelReader() {
  const a1 = useA1();
  const queryClient = useQueryClient();
  return (packageId: number) =>
    queryClient.fetchQuery({
      queryKey: PACKAGE_KEYS.label(packageId),
      queryFn: () => a1.call(A1.packageLabel, { query: { packageId } }),
    });
}
