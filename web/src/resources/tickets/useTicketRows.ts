/**
 * The ticket screen's list (issue 12 speed): the whole TicketList through react-admin's useGetList, plus
 * `refresh(ids)`, which reads only the named tickets (TicketList?ticketIds=…) and merges them into the cached
 * list, and `markReadLocally(ids)`. Reading the whole list again (tens of megabytes at 50,000 tickets) is left to
 * Refresh, Auto-Refresh, a live "anything changed" and very large changes.
 */
import { useCallback, useMemo } from 'react';
import { replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, type GetListResult } from 'react-admin';
import type { TicketListItem } from '@a1/shared';
import {
  mergeTicketRows,
  patchTicketRow,
  ticketInList,
  ROW_REFRESH_LIMIT,
  type TicketListScope,
} from '@a1/shared/rules/ticketing/index';

export type ListTicket = TicketListItem & { id: number };

const PAGINATION = { page: 1, perPage: 1_000_000 };
const SORT = { field: 'id', order: 'ASC' as const };

/**
 * Lists made here by merging or patching rows: every unchanged row is already the cached object, so the query's
 * structural sharing (a deep comparison of every row: tens of milliseconds at 50,000 tickets) is skipped for them.
 * A whole read is still shared, so that its unchanged rows keep their objects and what is built per row is kept.
 */
const merged = new WeakSet<object>();
const shareRows = (old: unknown, next: unknown) =>
  next && typeof next === 'object' && merged.has(next) ? next : replaceEqualDeep(old, next);

export function useTicketRows(filter: TicketListScope, pricingFeatureId: number | undefined) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const list = useGetList<ListTicket>(
    'tickets',
    { filter, pagination: PAGINATION, sort: SORT },
    { enabled: pricingFeatureId !== undefined, structuralSharing: shareRows },
  );
  const { refetch } = list;
  // useGetList's own query key (ra-core useGetList), so a merge lands in the list the screen shows.
  const queryKey = useMemo(
    () => ['tickets', 'getList', { pagination: PAGINATION, sort: SORT, filter, meta: undefined }],
    [filter],
  );

  /** Applies `change` to the cached rows; false when there is no list to change (not read yet). */
  const update = useCallback(
    (change: (rows: readonly ListTicket[], belongs: (row: ListTicket) => boolean) => readonly ListTicket[]) => {
      if (pricingFeatureId === undefined || !queryClient.getQueryData(queryKey)) return false;
      const belongs = (row: ListTicket) => ticketInList(row, filter, pricingFeatureId);
      queryClient.setQueryData<GetListResult<ListTicket>>(queryKey, (old) => {
        if (!old) return old;
        const data = change(old.data, belongs);
        if (data === old.data) return old;
        const next = { ...old, data: data as ListTicket[], total: data.length };
        merged.add(next);
        return next;
      });
      return true;
    },
    [queryClient, queryKey, filter, pricingFeatureId],
  );

  /** Reads the named tickets again; null (anything may have changed) or too many read the whole list. */
  const refresh = useCallback(
    async (ids: Iterable<number> | null) => {
      const wanted = ids && [...new Set(ids)].filter((id) => id > 0);
      if (wanted && !wanted.length) return;
      if (!wanted || wanted.length > ROW_REFRESH_LIMIT || !queryClient.getQueryData(queryKey)) {
        await refetch();
        return;
      }
      // A whole read under way (Refresh, Auto-Refresh) may have started before this change: merging first would let
      // its older answer overwrite the change, so wait for it (not restarting it) and merge after.
      if (queryClient.isFetching({ queryKey })) await refetch({ cancelRefetch: false });
      try {
        const { data } = await dataProvider.getMany<ListTicket>('tickets', { ids: wanted, meta: { quiet: true } });
        update((rows, belongs) => mergeTicketRows(rows, data, wanted, belongs));
      } catch {
        // The short read failed (e.g. the connection dropped): the whole list says what is true, errors and all.
        await refetch();
      }
    },
    [dataProvider, queryClient, queryKey, refetch, update],
  );

  /** After markasread: the rows show read without reading the list again (one change for all of them). */
  const markReadLocally = useCallback(
    (ids: readonly number[]) => {
      update((rows, belongs) =>
        ids.reduce((acc, id) => patchTicketRow(acc, id, { unread: false, unreadFields: '' }, belongs), rows),
      );
    },
    [update],
  );

  return { ...list, refresh, markReadLocally };
}
