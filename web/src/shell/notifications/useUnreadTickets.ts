/**
 * Unread ticket notifications (shell §2, §4): the list, mark one read, mark all read. Live updates arrive as
 * server-sent events read through fetch (so the Basic credentials travel as on every call); when the stream
 * is unavailable the spec's behaviour stays: the list loads on start and after each action.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { A1, type UnreadTicket } from '@a1/shared';
import { useA1, type A1Calls } from '../../providers/useA1';
import { followServerEvents } from '../../providers/useServerEvents';

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

/** Reloads the list; a failure shows nothing (errors suppressed for this call) and keeps the list. */
async function refreshUnread(a1: A1Calls): Promise<void> {
  const list = await a1.call(A1.unreadTickets, {}, { quiet: true }).catch(() => undefined);
  if (list) set(list);
}

/** Mount once (the header): loads the list and follows live updates while signed in. */
export function useUnreadTicketsFeed(enabled: boolean): void {
  const a1 = useA1();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void refreshUnread(a1);
    // Each 'unread' event reloads the list; without a stream the spec's load-on-action behaviour remains.
    void followServerEvents(a1, A1.unreadTicketEvents, 'unread', () => void refreshUnread(a1), controller.signal);
    return () => controller.abort();
  }, [a1, enabled]);
}

export interface UnreadTickets {
  tickets: UnreadTicket[];
  loaded: boolean;
  reload: () => Promise<void>;
  /** Marks one ticket read (it leaves the list at once). */
  markRead: (ticketId: number) => Promise<void>;
  /** Marks every ticket read (the list empties at once). */
  markAllRead: () => Promise<void>;
}

export function useUnreadTickets(): UnreadTickets {
  const a1 = useA1();
  const list = useSyncExternalStore(subscribe, () => tickets);
  const isLoaded = useSyncExternalStore(subscribe, () => loaded);
  const reload = useCallback(() => refreshUnread(a1), [a1]);
  const actions = useMemo(
    () => ({
      markRead: async (ticketId: number) => {
        set(tickets.filter((t) => t.ticketId !== ticketId));
        await a1.call(A1.unreadTicketMarkRead, { body: { ticketId } });
      },
      markAllRead: async () => {
        set([]);
        await a1.call(A1.unreadTicketsMarkAllRead);
      },
    }),
    [a1],
  );
  return { tickets: list, loaded: isLoaded, reload, ...actions };
}
