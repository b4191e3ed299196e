/**
 * Live problem-package changes (issue 27 point 2): GET Aimban/Events, the server's `event: card` stream (fed by
 * PostgreSQL LISTEN/NOTIFY, so it crosses instances), through the one event-stream reader (useServerEvents, as the
 * tickets' stream). Each change goes to `onChange` as it arrives (null when an event cannot be read: anything may
 * have changed); the screen decides what to read again. Answers whether the stream is connected.
 */
import { useCallback, useRef } from 'react';
import { A1, type BoardChange } from '@a1/shared';
import { useServerEvents } from '../../providers/useServerEvents';

export function useLiveProblems(onChange: (change: BoardChange | null) => void): boolean {
  const latest = useRef(onChange);
  latest.current = onChange;
  const onEvent = useCallback((data: string | null) => {
    try {
      latest.current(data ? (JSON.parse(data) as BoardChange) : null);
    } catch {
      latest.current(null);
    }
  }, []);
  return useServerEvents(A1.aimbanEvents, 'card', onEvent);
}
