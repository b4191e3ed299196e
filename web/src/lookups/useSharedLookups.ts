/**
 * The shared lookups (spec 3 §3: customers and locations) as react-query reads, one key each, so every screen that
 * offers them shares one read; they change rarely, so a read stays fresh five minutes (the header's Refresh reads
 * them again).
 */
import { useQuery } from '@tanstack/react-query';
import { A1, type CallParams, type CallSpec } from '@a1/shared';
import { useA1 } from '../providers/useA1';
import type { CallArgs } from '../providers/dataProvider';

export const LOOKUP_STALE_MS = 5 * 60_000;

export function useLookupCustomers() {
  const a1 = useA1();
  return useQuery({
    queryKey: ['lookups', 'customers'],
    queryFn: ({ signal }) => a1.call(A1.lookupCustomers, {}, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useLookupLocations() {
  const a1 = useA1();
  return useQuery({
    queryKey: ['lookups', 'locations'],
    queryFn: ({ signal }) => a1.call(A1.lookupLocations, {}, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * A lookup by its contract entry (the dialogs' choices: projects, phases, users…), one key per entry and params,
 * fresh for LOOKUP_STALE_MS. Quiet: a failed lookup offers no choices and says nothing (spec 2 §8).
 */
export function useQuietLookup<C extends CallSpec>(entry: C, params?: CallParams<C>) {
  const a1 = useA1();
  return useQuery({
    queryKey: ['lookups', entry.method, entry.path, params ?? null],
    queryFn: ({ signal }) => a1.call(entry, ...([params, { quiet: true, signal }] as CallArgs<C>)),
    staleTime: LOOKUP_STALE_MS,
  });
}
