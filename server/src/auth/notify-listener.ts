/**
 * LISTEN on PostgreSQL channels for the life of the server, on either engine: PGlite's `listen`, or a dedicated
 * pooled connection that is opened again when the database drops it (a restart, a failover). After such a loss the
 * notices sent meanwhile are gone, so `onLost` and `onResumed` let the owner drop whatever those notices would have
 * corrected. The one LISTEN helper of the server: sessions, ticket and unread events, the problem board.
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

export interface ChannelHandlers {
  onMessage: (payload: string, channel: string) => void;
  /** The connection holding the LISTEN is lost: notices may be missed until it is back. */
  onLost?: () => void;
  /** Listening again after a loss: the notices sent meanwhile are gone. */
  onResumed?: () => void;
  log?: (message: string) => void;
}

/** LISTEN on these channels (one connection for all of them). */
export async function listenChannels(
  db: Db,
  channels: readonly string[],
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  for (const channel of channels)
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('listen' in client) {
    const stops = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => handlers.onMessage(payload, channel))),
    );
    return {
      listening: true,
      close: async () => {
        for (const stop of stops) await stop();
      },
    };
  }
  let closed = false;
  let connection: PoolConnection | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    const current = await client.connect();
    current.on('notification', (message) => {
      if (channels.includes(message.channel)) handlers.onMessage(message.payload ?? '', message.channel);
    });
    // Before LISTEN answers, a failure rejects the query below; after, it arrives here.
    current.on('error', (error) => {
      if (connection === current) lost(current, error);
    });
    try {
      for (const channel of channels) await current.query(`LISTEN ${channel}`);
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
      handlers.onResumed?.();
    } catch {
      retry = setTimeout(() => void relisten(attempt + 1), RETRY_MS[Math.min(attempt + 1, RETRY_MS.length - 1)]);
      retry.unref();
    }
  };
  const lost = (current: PoolConnection, error: Error) => {
    connection = undefined;
    current.release(error);
    if (closed) return;
    handlers.onLost?.();
    handlers.log?.(
      `Listening on ${channels.join(', ')} lost its database connection (${error.message}); listening again.`,
    );
    retry = setTimeout(() => void relisten(0), RETRY_MS[0]);
    retry.unref();
  };
  await listen(); // the first start fails loudly
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
      await current.query('UNLISTEN *').catch(() => undefined);
      current.release();
    },
  };
}
