/**
 * Live ticket changes (issue 12 point 9): the server's `event: ticket` stream (TicketEvents, fed by PostgreSQL
 * LISTEN/NOTIFY so it crosses instances), through the one event-stream reader (providers/useServerEvents.ts).
 * Changes made by someone else call `onChange` with their ticket ids (batched over 100 ms), or with null when
 * anything may have changed (ticketId 0, e.g. after the server reconnected, or an event it cannot read).
 * Answers whether the stream is connected.
 */
import { useCallback, useEffect, useRef } from 'react';
import { A1 } from '@a1/shared';
import { getSession } from '../../session/session';
import { useServerEvents } from '../../providers/useServerEvents';

const BATCH_MS = 100;

export function useLiveTickets(onChange: (ticketIds: number[] | null) => void): boolean {
  const latest = useRef(onChange);
  latest.current = onChange;
  const batch = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The batch's ids; null once any event of it names no ticket.
  const ids = useRef<Set<number> | null>(new Set());
  useEffect(() => () => clearTimeout(batch.current), []);
  const changed = useCallback((ticketId: number) => {
    if (ids.current && ticketId > 0) ids.current.add(ticketId);
    else ids.current = null;
    clearTimeout(batch.current);
    batch.current = setTimeout(() => {
      const batched = ids.current;
      ids.current = new Set();
      latest.current(batched && [...batched]);
    }, BATCH_MS);
  }, []);
  const onEvent = useCallback(
    (data: string | null) => {
      try {
        const change = data ? (JSON.parse(data) as { ticketId?: number; byUserId?: number }) : {};
        if (change.byUserId !== getSession()?.appUserID) changed(Number(change.ticketId) || 0);
      } catch {
        changed(0);
      }
    },
    [changed],
  );
  return useServerEvents(A1.ticketEvents, 'ticket', onEvent);
}
