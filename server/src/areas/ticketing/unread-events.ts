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

interface PgliteLike { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> }
interface PoolLike { connect(): Promise<{ query(q: string): Promise<unknown>; on(event: 'notification', cb: (m: { channel: string; payload?: string }) => void): void; release(): void }> }

export async function startUnreadHub(db: Db): Promise<UnreadHub> {
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
    const connection = await client.connect();
    connection.on('notification', (message) => { if (message.channel === UNREAD_CHANNEL) dispatch(message.payload); });
    await connection.query(`LISTEN ${UNREAD_CHANNEL}`);
    stop = async () => {
      await connection.query(`UNLISTEN ${UNREAD_CHANNEL}`).catch(() => undefined);
      connection.release();
    };
  }
  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => { set.delete(listener); if (set.size === 0) listeners.delete(userId); };
    },
    close: () => stop(),
  };
}
