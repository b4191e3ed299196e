/**
 * Live updates fanned out through PostgreSQL LISTEN/NOTIFY (design §3): whichever instance changes an unread
 * mark sends NOTIFY with the user id, and whichever changes a ticket sends NOTIFY with the changes; every instance
 * LISTENs and pushes server-sent events to the open streams. PGlite supports LISTEN/NOTIFY too, so one code path
 * serves both engines. Sent inside a transaction, a NOTIFY is delivered at commit, and not at all on rollback.
 */
import { sql } from 'drizzle-orm';
import type { TicketChange } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { listenChannels } from '../../auth/notify-listener.ts';

export const UNREAD_CHANNEL = 'a1_unread';
export const TICKET_CHANNEL = 'a1_ticket_changes';
/** Changes per NOTIFY (its payload must stay under 8000 bytes). */
const CHANGES_PER_NOTICE = 100;

type Listener = () => void;
type TicketListener = (change: TicketChange) => void;

export interface UnreadHub {
  subscribe(userId: number, listener: Listener): () => void;
  /** Every ticket change, whoever made it (the ticket screens' live stream). */
  subscribeTickets(listener: TicketListener): () => void;
  close(): Promise<void>;
}

/** A database handle or an open transaction: both can send NOTIFY. */
type Executor = Pick<Db, 'execute'>;

/** Tell every instance that these users' unread lists changed. Other areas call this after changing marks. */
export async function notifyUnreadChanged(db: Executor, userIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  await db.execute(sql`SELECT pg_notify(${UNREAD_CHANNEL}, u) FROM unnest(ARRAY[${list}]::text[]) AS u`);
}

/** Tell every instance's ticket screens about these changes. */
export async function notifyTicketsChanged(db: Executor, changes: TicketChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += CHANGES_PER_NOTICE) {
    const payload = JSON.stringify(changes.slice(i, i + CHANGES_PER_NOTICE));
    await db.execute(sql`SELECT pg_notify(${TICKET_CHANNEL}, ${payload})`);
  }
}

export async function startUnreadHub(
  db: Db,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<UnreadHub> {
  const listeners = new Map<number, Set<Listener>>();
  const ticketListeners = new Set<TicketListener>();
  const dispatch = (payload: string | undefined) => {
    const userId = Number(payload);
    listeners.get(userId)?.forEach((listener) => listener());
  };
  const dispatchTickets = (payload: string | undefined) => {
    let changes: TicketChange[];
    try {
      changes = JSON.parse(payload ?? '[]') as TicketChange[];
    } catch {
      return;
    }
    for (const change of changes) ticketListeners.forEach((listener) => listener(change));
  };
  // After a lost connection the notices sent meanwhile are gone: every open stream is told to re-read, once the
  // LISTEN is back (a re-read while the database is away would fail).
  const notices = await listenChannels(db, [UNREAD_CHANNEL, TICKET_CHANNEL], {
    onMessage: (payload, channel) => (channel === UNREAD_CHANNEL ? dispatch(payload) : dispatchTickets(payload)),
    onResumed: () => {
      listeners.forEach((set) => set.forEach((listener) => listener()));
      // Ticket id 0: changes may have been missed, reload everything.
      ticketListeners.forEach((listener) => listener({ ticketId: 0, kind: 'updated', byUserId: 0 }));
    },
    log,
  });
  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    subscribeTickets(listener) {
      ticketListeners.add(listener);
      return () => ticketListeners.delete(listener);
    },
    close: () => notices.close(),
  };
}
