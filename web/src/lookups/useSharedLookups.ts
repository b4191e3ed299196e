/**
 * The shared lookups (spec 3 §3 customers and locations; the dialogs' projects, phases, users…) as react-query
 * reads: one key per contract entry and params, so every screen that offers a lookup shares one read. They change
 * rarely, so a read stays fresh five minutes (the header's Refresh reads them again).
 */
import { useQuery } from '@tanstack/react-query';
import type { A1, CallParams, CallSpec } from '@a1/shared';
import { useA1 } from '../providers/useA1';
import type { CallArgs } from '../providers/dataProvider';

export const LOOKUP_STALE_MS = 5 * 60_000;

export interface LookupOptions {
  /** A failed lookup offers no choices and says nothing (spec 2 §8: the project dialogs' lists). */
  quiet?: boolean;
}

/** A lookup by its contract entry, fresh for LOOKUP_STALE_MS; a failure is reported unless `quiet`. */
export function useLookup<C extends CallSpec>(entry: C, params?: CallParams<C>, { quiet = false }: LookupOptions = {}) {
  const a1 = useA1();
  return useQuery({
    queryKey: ['lookups', entry.method, entry.path, params ?? null],
    queryFn: ({ signal }) => a1.call(entry, ...([params, { quiet, signal }] as CallArgs<C>)),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The options of a quiet lookup. */
export const QUIET: LookupOptions = { quiet: true };

/**
 * Whether the caller holds a role the server answers for (Job/IsJobAdmin, Job/IsCustomerServiceAdmin): one read a
 * session, shared by every screen that asks (a sign-out clears it with the rest of react-query's cache); false until
 * it answers. It only chooses what to offer: the server decides each call from the caller's roles.
 */
export function useRoleCheck(entry: typeof A1.isJobAdmin | typeof A1.isCustomerServiceAdmin): boolean {
  return useLookup(entry).data ?? false;
}
