/**
 * Unread ticket notifications (shell §2, §4): the list, mark one read, mark all read. Live updates arrive as
 * server-sent events read through fetch (so the Basic credentials travel as on every call); when the stream
 * is unavailable the spec's behaviour stays: the list loads on start and after each action.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { A1, type UnreadTicket } from '@a1/shared';
import { a1Request, buildHeaders } from '../../providers/a1Client';

let tickets: UnreadTicket[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const set = (next: UnreadTicket[]) => {
  tickets = next;
  loaded = true;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export async function refreshUnread(): Promise<void> {
  const body = await a1Request<{ data?: UnreadTicket[] }>(A1.unreadTickets.path, { suppressErrors: true });
  if (body?.data) set(body.data);
}

export async function markRead(ticketId: number): Promise<void> {
  set(tickets.filter((t) => t.ticketId !== ticketId));
  await a1Request(A1.unreadTicketMarkRead.path, { method: 'PUT', body: { ticketId } });
}

export async function markAllRead(): Promise<void> {
  set([]);
  await a1Request(A1.unreadTicketsMarkAllRead.path, { method: 'PUT', body: {} });
}

/** Reads the event stream; each 'unread' event triggers a reload of the list. Reconnects after a pause. */
async function follow(signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    try {
      const response = await fetch(A1.unreadTicketEvents.path, {
        headers: { ...buildHeaders(), Accept: 'text/event-stream' },
        signal,
      });
      if (!response.ok || !response.body) return; // no stream: the spec's load-on-action behaviour remains
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
          if (/^event: unread$/m.test(chunk)) void refreshUnread();
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Mount once (the header): loads the list and follows live updates while signed in. */
export function useUnreadTicketsFeed(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void refreshUnread();
    void follow(controller.signal);
    return () => controller.abort();
  }, [enabled]);
}

export function useUnreadTickets(): { tickets: UnreadTicket[]; loaded: boolean; reload: () => Promise<void> } {
  const list = useSyncExternalStore(subscribe, () => tickets);
  const isLoaded = useSyncExternalStore(subscribe, () => loaded);
  const reload = useCallback(() => refreshUnread(), []);
  return { tickets: list, loaded: isLoaded, reload };
}
