/**
 * The cards of the board and the grid for the criteria (issue 27 points 2–3): the package-issues resource's list
 * (GET Aimban/Package, tokens resolved for the user and today), kept live by the server's events. A move of a card
 * on screen is written straight into the cached list (lane, rank, version: it shows within the event's own
 * delivery); a new, changed or closed card, or one not on screen, reads the list again (once per 100 ms batch).
 * The header's Refresh invalidates the list as every query. No criteria yet (a saved filter still loading): no read.
 */
import { useCallback, useMemo, useRef, useEffect } from 'react';
import { useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PROBLEM_LIMITS, type BoardChange, type FilterCriteria, type PackageIssueAnswer } from '@a1/shared';
import { getSession } from '../../session/session';
import { packageQuery } from './filters';
import { useLiveProblems } from './useLiveProblems';
import type { BoardCard } from './board';

const REFETCH_BATCH_MS = 100;
type ListMeta = Omit<PackageIssueAnswer, 'cards'>;
interface CachedList {
  data: BoardCard[];
  total?: number;
  meta?: ListMeta;
}

export function useProblemCards(criteria: FilterCriteria | null) {
  const queryClient = useQueryClient();
  const filter = useMemo(() => packageQuery(criteria ?? {}, getSession()?.appUserID), [criteria]);
  const list = useGetList<BoardCard>(
    'package-issues',
    {
      filter,
      pagination: { page: 1, perPage: PROBLEM_LIMITS.boardCards },
    },
    { enabled: criteria !== null },
  );
  const refetch = list.refetch;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback(
    (change: BoardChange | null) => {
      let patched = false;
      if (change?.kind === 'moved') {
        queryClient.setQueriesData<CachedList>({ queryKey: ['package-issues', 'getList'] }, (old) => {
          if (!old?.data) return old;
          const at = old.data.findIndex((c) => c.packageIssueId === change.packageIssueId);
          if (at < 0) return old;
          patched = true;
          const card = old.data[at];
          if (card.version >= change.version) return old;
          const data = old.data.slice();
          data[at] = {
            ...card,
            laneId: change.laneId,
            rank: change.rank,
            version: change.version,
            laneEnteredOn: card.laneId === change.laneId ? card.laneEnteredOn : new Date().toISOString(),
          };
          return { ...old, data };
        });
      }
      if (patched) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch(), REFETCH_BATCH_MS);
    },
    [queryClient, refetch],
  );
  const live = useLiveProblems(onChange);
  return { ...list, meta: list.meta as ListMeta | undefined, live };
}
