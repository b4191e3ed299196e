/**
 * Live ticket changes (issue 12 point 9): the server's `event: ticket` stream (TicketEvents, fed by PostgreSQL
 * LISTEN/NOTIFY so it crosses instances), read through fetch so the Basic credentials travel as on every call.
 * Changes made by someone else call `onChange` with their ticket ids (batched over 100 ms), or with null when
 * anything may have changed (ticketId 0, e.g. after the server reconnected, or an event it cannot read).
 * Reconnects after a pause; answers whether the stream is connected.
 */
import { useEffect, useRef, useState } from 'react';
import { A1 } from '@a1/shared';
import { getSession } from '../../session/session';
import { useA1 } from '../../providers/useA1';

const RECONNECT_MS = 3000;
const BATCH_MS = 100;

export function useLiveTickets(onChange: (ticketIds: number[] | null) => void): boolean {
  const a1 = useA1();
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    let batch: ReturnType<typeof setTimeout> | undefined;
    const me = getSession()?.appUserID;
    // The batch's ids; null once any event of it names no ticket.
    let ids: Set<number> | null = new Set();
    const changed = (ticketId: number) => {
      if (ids && ticketId > 0) ids.add(ticketId);
      else ids = null;
      clearTimeout(batch);
      batch = setTimeout(() => {
        const batched = ids;
        ids = new Set();
        latest.current(batched && [...batched]);
      }, BATCH_MS);
    };
    void (async () => {
      while (!signal.aborted) {
        try {
          const response = await a1.stream(A1.ticketEvents, signal);
          if (!response.ok || !response.body) return;
          setConnected(true);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const chunk = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!/^event: ticket$/m.test(chunk)) continue;
              const data = /^data: (.*)$/m.exec(chunk)?.[1];
              try {
                const change = data ? (JSON.parse(data) as { ticketId?: number; byUserId?: number }) : {};
                if (change.byUserId !== me) changed(Number(change.ticketId) || 0);
              } catch {
                changed(0);
              }
            }
          }
        } catch {
          if (signal.aborted) return;
        }
        setConnected(false);
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    })();
    return () => {
      clearTimeout(batch);
      controller.abort();
    };
  }, [a1]);
  return connected;
}
