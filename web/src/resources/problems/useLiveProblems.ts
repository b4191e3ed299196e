/**
 * Live problem-package changes (issue 27 point 2): GET Aimban/Events, the server's `event: card` stream (fed by
 * PostgreSQL LISTEN/NOTIFY, so it crosses instances), read through fetch so the Basic credentials travel as on every
 * call, as the tickets' stream is (tickets/useLiveTickets.ts). Each change goes to `onChange` as it arrives (null
 * when an event cannot be read: anything may have changed); the screen decides what to read again. Reconnects
 * after a pause, and says whether it is connected.
 */
import { useEffect, useRef, useState } from 'react';
import { A1, type BoardChange } from '@a1/shared';
import { useA1 } from '../../providers/useA1';

const RECONNECT_MS = 3000;

export function useLiveProblems(onChange: (change: BoardChange | null) => void): boolean {
  const a1 = useA1();
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    void (async () => {
      while (!signal.aborted) {
        try {
          const response = await a1.stream(A1.aimbanEvents, signal);
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
              if (!/^event: card$/m.test(chunk)) continue;
              const data = /^data: (.*)$/m.exec(chunk)?.[1];
              try {
                latest.current(data ? (JSON.parse(data) as BoardChange) : null);
              } catch {
                latest.current(null);
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
    return () => controller.abort();
  }, [a1]);
  return connected;
}
