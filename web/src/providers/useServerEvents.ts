/**
 * A server-sent event stream of an A1 call (TicketEvents, Aimban/Events), read through fetch so the Basic credentials
 * travel as on every call. Each event named `event` goes to `onEvent` with its data line (null when it has none) as
 * it arrives. Reconnects after a pause; answers whether the stream is connected. The ticket list and the
 * problem-package board read their streams through it.
 */
import { useEffect, useRef, useState } from 'react';
import type { CallSpec } from '@a1/shared';
import { useA1 } from './useA1';

const RECONNECT_MS = 3000;

export function useServerEvents(
  entry: CallSpec & { stream: true },
  event: string,
  onEvent: (data: string | null) => void,
): boolean {
  const a1 = useA1();
  const [connected, setConnected] = useState(false);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    const named = new RegExp(`^event: ${event}$`, 'm');
    void (async () => {
      while (!signal.aborted) {
        try {
          const response = await a1.stream(entry, signal);
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
              if (named.test(chunk)) latest.current(/^data: (.*)$/m.exec(chunk)?.[1] ?? null);
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
  }, [a1, entry, event]);
  return connected;
}
