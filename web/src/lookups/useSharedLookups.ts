/**
 * The shared lookups (spec 3 §3: customers and locations) as react-query reads, one key each, so every screen that
 * offers them shares one read; they change rarely, so a read stays fresh five minutes (the header's Refresh reads
 * them again).
 */
import { useQuery } from '@tanstack/react-query';
import { A1 } from '@a1/shared';
import { useA1 } from '../providers/useA1';

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
