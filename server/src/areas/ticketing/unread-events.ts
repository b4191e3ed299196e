/**
 * Live updates fanned out through PostgreSQL LISTEN/NOTIFY (design §3): whichever instance changes an unread
 * mark sends NOTIFY with the user id, and whichever changes a ticket sends NOTIFY with the changes; every instance
 * LISTENs and pushes server-sent events to the open streams. PGlite supports LISTEN/NOTIFY too, so one code path
 * serves both engines. Sent inside a transaction, a NOTIFY is delivered at commit, and not at all on rollback.
 */
import { sql } from 'drizzle-orm';
import type { TicketChange } from '@a1/shared';
import type { Db } from '../../db/client.ts';

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

interface PgliteLike {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PoolConnection {
  query(q: string): Promise<unknown>;
  on(event: 'notification', cb: (m: { channel: string; payload?: string }) => void): void;
  on(event: 'error', cb: (error: Error) => void): void;
  release(error?: Error): void;
}
interface PoolLike {
  connect(): Promise<PoolConnection>;
}

/** Waits between attempts to listen again after the connection is lost: quick at first, then every 5 s. */
const RETRY_MS = [250, 1000, 5000] as const;

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
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  let stop: () => Promise<void>;
  if ('listen' in client) {
    const stopUnread = await client.listen(UNREAD_CHANNEL, dispatch);
    const stopTickets = await client.listen(TICKET_CHANNEL, dispatchTickets);
    stop = async () => {
      await stopUnread();
      await stopTickets();
    };
  } else {
    // A dedicated connection holds the LISTEN. If the database drops it (a restart, a failover, an administrator),
    // listen again on a fresh one; changes made meanwhile sent no notice here, so every open stream is told to
    // re-read its list.
    let closed = false;
    let connection: PoolConnection | undefined;
    let retry: NodeJS.Timeout | undefined;
    const listen = async (): Promise<void> => {
      const current = await client.connect();
      current.on('notification', (message) => {
        if (message.channel === UNREAD_CHANNEL) dispatch(message.payload);
        else if (message.channel === TICKET_CHANNEL) dispatchTickets(message.payload);
      });
      // Before LISTEN answers, a failure rejects the query below; after, it arrives here.
      current.on('error', (error) => {
        if (connection === current) lost(current, error);
      });
      try {
        await current.query(`LISTEN ${UNREAD_CHANNEL}`);
        await current.query(`LISTEN ${TICKET_CHANNEL}`);
      } catch (error) {
        current.release(error as Error);
        throw error;
      }
      if (closed) current.release();
      else connection = current;
    };
    const relisten = async (attempt: number): Promise<void> => {
      if (closed) return;
      try {
        await listen();
        listeners.forEach((set) => set.forEach((listener) => listener()));
        // Ticket id 0: changes may have been missed, reload everything.
        ticketListeners.forEach((listener) => listener({ ticketId: 0, kind: 'updated', byUserId: 0 }));
      } catch {
        retry = setTimeout(() => void relisten(attempt + 1), RETRY_MS[Math.min(attempt + 1, RETRY_MS.length - 1)]);
      }
    };
    const lost = (current: PoolConnection, error: Error) => {
      connection = undefined;
      current.release(error);
      if (closed) return;
      log(`Live unread updates lost their database connection (${error.message}); listening again.`);
      retry = setTimeout(() => void relisten(0), RETRY_MS[0]);
    };
    await listen(); // the first start fails loudly
    stop = async () => {
      closed = true;
      clearTimeout(retry);
      const current = connection;
      connection = undefined;
      if (!current) return;
      await current.query('UNLISTEN *').catch(() => undefined);
      current.release();
    };
  }
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
    close: () => stop(),
  };
}
