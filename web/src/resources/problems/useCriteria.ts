/**
 * The criteria of the board and the grid (issue 27 point 3), from the address: a saved filter (`?filterId=`, read
 * with the problem-filters resource, so a shared filter's address opens it for anyone it is shared with) or
 * criteria not saved (`?criteria=`), else the session's last ones. Changing them rewrites the address (replace, not
 * a new history entry) and the session's copy, so the other screen opens with the same filter.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import type { FilterCriteria, SavedFilter } from '@a1/shared';
import { compact, criteriaFromAddress, keepCriteria, storedCriteria } from './filters';

export function useCriteria() {
  const [params, setParams] = useSearchParams();
  const filterId = Number(params.get('filterId')) || undefined;
  const saved = useGetOne<SavedFilter & { id: number }>(
    'problem-filters',
    { id: filterId ?? 0 },
    { enabled: !!filterId },
  );
  const addressText = params.get('criteria');
  const criteria = useMemo<FilterCriteria | null>(() => {
    if (filterId) return saved.data?.criteria ?? null;
    return criteriaFromAddress(new URLSearchParams(addressText ? { criteria: addressText } : {})) ?? storedCriteria();
  }, [filterId, saved.data, addressText]);

  const setCriteria = useCallback(
    (next: FilterCriteria) => {
      const value = compact(next);
      keepCriteria(value);
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete('filterId');
          if (Object.keys(value).length) out.set('criteria', JSON.stringify(value));
          else out.delete('criteria');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const applySaved = useCallback(
    (filter: SavedFilter) => {
      keepCriteria(filter.criteria);
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete('criteria');
          out.set('filterId', String(filter.filterId));
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { criteria, filterId, savedFilter: filterId ? saved.data : undefined, setCriteria, applySaved };
}
