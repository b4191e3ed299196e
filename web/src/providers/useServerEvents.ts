/**
 * A server-sent event stream of an A1 call (TicketEvents, Aimban/Events, UnreadTicketEvents), read through fetch so
 * the Basic credentials travel as on every call. Each event named `event` goes to `onEvent` with its data line (null
 * when it has none) as it arrives. Reconnects after a pause. The ticket list, the problem-package board and the
 * header's unread-ticket feed read their streams through it.
 */
import { useEffect, useRef, useState } from 'react';
import type { CallSpec } from '@a1/shared';
import { useA1, type A1Calls } from './useA1';

const RECONNECT_MS = 3000;

/**
 * Follows the stream until `signal` aborts or the host has no stream for the call (then the screen's load-on-action
 * behaviour remains); `onConnected` hears each connect (true) and each loss (false).
 */
export async function followServerEvents(
  a1: A1Calls,
  entry: CallSpec & { stream: true },
  event: string,
  onEvent: (data: string | null) => void,
  signal: AbortSignal,
  onConnected: (connected: boolean) => void = () => undefined,
): Promise<void> {
  const named = new RegExp(`^event: ${event}$`, 'm');
  while (!signal.aborted) {
    try {
      const response = await a1.stream(entry, signal);
      if (!response.ok || !response.body) return;
      onConnected(true);
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
          if (named.test(chunk)) onEvent(/^data: (.*)$/m.exec(chunk)?.[1] ?? null);
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    onConnected(false);
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
  }
}

/** The stream while the component is mounted; answers whether it is connected. */
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
    void followServerEvents(a1, entry, event, (data) => latest.current(data), controller.signal, setConnected);
    return () => controller.abort();
  }, [a1, entry, event]);
  return connected;
}
