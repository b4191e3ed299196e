/**
 * Live unread-ticket updates fanned out through PostgreSQL LISTEN/NOTIFY (design §3): whichever instance
 * changes an unread mark sends NOTIFY with the user id; every instance LISTENs and pushes a server-sent event
 * to that user's open streams. PGlite supports LISTEN/NOTIFY too, so one code path serves both engines.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const UNREAD_CHANNEL = 'a1_unread';

type Listener = () => void;

export interface UnreadHub {
  subscribe(userId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Tell every instance that these users' unread lists changed. Other areas call this after changing marks. */
export async function notifyUnreadChanged(db: Db, userIds: Iterable<number>): Promise<void> {
  for (const id of new Set(userIds)) await db.execute(sql`SELECT pg_notify(${UNREAD_CHANNEL}, ${String(id)})`);
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
  const dispatch = (payload: string | undefined) => {
    const userId = Number(payload);
    listeners.get(userId)?.forEach((listener) => listener());
  };
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  let stop: () => Promise<void>;
  if ('listen' in client) {
    stop = await client.listen(UNREAD_CHANNEL, dispatch);
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
      });
      // Before LISTEN answers, a failure rejects the query below; after, it arrives here.
      current.on('error', (error) => {
        if (connection === current) lost(current, error);
      });
      try {
        await current.query(`LISTEN ${UNREAD_CHANNEL}`);
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
      await current.query(`UNLISTEN ${UNREAD_CHANNEL}`).catch(() => undefined);
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
    close: () => stop(),
  };
}
