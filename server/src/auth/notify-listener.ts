/**
 * LISTEN on one PostgreSQL channel for the life of the server, on either engine: PGlite's `listen`, or a dedicated
 * pooled connection that is opened again when the database drops it (a restart, a failover). After such a loss the
 * notices sent meanwhile are gone, so `onResume` lets the owner drop whatever those notices would have corrected.
 */
import type { Db } from '../db/client.ts';

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

export interface ChannelListener {
  /** True while a LISTEN is in place (false between a lost connection and the next one). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Waits between attempts to listen again after the connection is lost: quick at first, then every 5 s. */
const RETRY_MS = [250, 1000, 5000] as const;

export async function listenChannel(
  db: Db,
  channel: string,
  handlers: { onMessage: (payload: string) => void; onResume?: () => void; log?: (message: string) => void },
): Promise<ChannelListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('listen' in client) {
    const stop = await client.listen(channel, (payload) => handlers.onMessage(payload));
    return { listening: true, close: () => stop() };
  }
  let closed = false;
  let connection: PoolConnection | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    const current = await client.connect();
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    current.on('error', (error) => {
      if (connection === current) lost(current, error);
    });
    try {
      await current.query(`LISTEN ${channel}`);
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
      handlers.onResume?.();
    } catch {
      retry = setTimeout(() => void relisten(attempt + 1), RETRY_MS[Math.min(attempt + 1, RETRY_MS.length - 1)]);
      retry.unref();
    }
  };
  const lost = (current: PoolConnection, error: Error) => {
    connection = undefined;
    current.release(error);
    if (closed) return;
    handlers.onResume?.();
    handlers.log?.(`Listening on ${channel} lost its database connection (${error.message}); listening again.`);
    retry = setTimeout(() => void relisten(0), RETRY_MS[0]);
    retry.unref();
  };
  await listen();
  return {
    get listening() {
      return connection !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = connection;
      connection = undefined;
      if (!current) return;
      await current.query(`UNLISTEN ${channel}`).catch(() => undefined);
      current.release();
    },
  };
}
