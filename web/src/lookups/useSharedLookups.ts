/**
 * The shared lookups (spec 3 §3 customers and locations; the dialogs' projects, phases, users…) as react-query
 * reads: one key per contract entry and params, so every screen that offers a lookup shares one read. They change
 * rarely, so a read stays fresh five minutes (the header's Refresh reads them again).
 */
import { useQuery } from '@tanstack/react-query';
import type { CallParams, CallSpec } from '@a1/shared';
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
