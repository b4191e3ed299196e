/** The list loader every list tab of the ticket dialog shares. */
import { useCallback, useEffect, useState } from 'react';

/** Loads a list, reports its count, and reloads on demand. */
export function useList<T>(load: () => Promise<T[]>, onCount?: (n: number) => void, deps: unknown[] = []) {
  const [rows, setRows] = useState<T[] | null>(null);
  const reload = useCallback(async () => {
    const next = await load().catch(() => null);
    if (next) setRows(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (rows) onCount?.(rows.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);
  return [rows, setRows, reload] as const;
}
