/**
 * Resolved sessions kept in memory for a few seconds (A1_SESSION_CACHE_MS, default 5 s), so a busy page does not
 * turn every call into a session query. What is kept is the session's digests, never its secrets: every call is
 * still checked against them. Whatever ends or changes a session (sign-out, password change, a user disabled)
 * calls `sessionsChanged`, which drops the entries here at once and on every other instance through PostgreSQL
 * NOTIFY; a change that skips it (an administrator's SQL) is seen within the keep time at most.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listenChannels, type ChannelListener } from './notify-listener.ts';
import { AccessCache } from './access-cache.ts';

export const SESSION_CHANNEL = 'a1_sessions';
/** The default keep time; 0 turns the cache off. */
export const SESSION_CACHE_MS = 5_000;
/** How many sessions one instance keeps at most (the oldest go first). */
const MAX_ENTRIES = 50_000;
/** How long `sessionsChanged` waits for the notice to come back, so other instances have it before it answers. */
const ECHO_WAIT_MS = 1_000;

export interface CachedSession {
  sessionId: number;
  userId: number;
  apiPasswordHash: string;
  apiKeyHash: string;
  lastSeenOn: number;
  /** When the user signed in (the absolute lifetime counts from it). */
  startedOn: number;
  email: string;
  fullName: string;
  isInternal: boolean;
  pendingChange: boolean;
  cachedAt: number;
}

/** What a notice names: one session (`s:<id>`) or every session of one user (`u:<id>`). */
export type SessionTarget = { sessionId: number } | { userId: number };

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly echoes = new Map<string, () => void>();
  private listener?: ChannelListener;
  /** Bumped by every drop: a lookup that started before a drop must not put back what the drop removed. */
  generation = 0;

  /** What the sessions' users may reach (auth/access-cache.ts): dropped with a user's sessions, and on 'a' notices. */
  readonly access: AccessCache;

  constructor(readonly keepMs: number) {
    this.access = new AccessCache(keepMs);
  }

  get size(): number {
    return this.entries.size;
  }

  get(apiUsername: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(apiUsername);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.keepMs) {
      this.entries.delete(apiUsername);
      return undefined;
    }
    return entry;
  }

  set(apiUsername: string, entry: CachedSession, generation: number): void {
    if (this.keepMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(apiUsername, entry);
  }

  drop(target: SessionTarget): void {
    this.generation++;
    if ('userId' in target) this.access.dropUser(target.userId);
    for (const [key, entry] of this.entries) {
      if ('sessionId' in target ? entry.sessionId === target.sessionId : entry.userId === target.userId)
        this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.access.clear();
  }

  /** Applies a notice from any instance (this one included). */
  receive(payload: string): void {
    const [kind, id, nonce] = payload.split(':');
    const n = Number(id);
    if (kind === 's' && Number.isInteger(n)) this.drop({ sessionId: n });
    else if (kind === 'u' && Number.isInteger(n)) this.drop({ userId: n });
    else if (kind === 'a') this.access.clear();
    else this.clear();
    if (nonce) this.echoes.get(nonce)?.();
  }

  /** Resolves when this instance hears the notice `nonce` (or after `ECHO_WAIT_MS`); at once when not listening. */
  echo(nonce: string): Promise<void> {
    if (!this.listener?.listening) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.echoes.delete(nonce);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      this.echoes.set(nonce, done);
    });
  }

  async listen(db: Db, log?: (message: string) => void): Promise<void> {
    this.listener = await listenChannels(db, [SESSION_CHANNEL], {
      onMessage: (payload) => this.receive(payload),
      // Notices sent while the connection was down are lost: forget everything rather than trust it.
      onLost: () => this.clear(),
      onResumed: () => this.clear(),
      log,
    });
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = undefined;
    this.clear();
  }
}

/** The caches of the apps running on one database handle in this process. */
const cachesByDb = new WeakMap<object, Set<SessionCache>>();

/** Starts a cache for an app on `db`: it listens for notices from every instance. */
export async function startSessionCache(
  db: Db,
  keepMs: number,
  log?: (message: string) => void,
): Promise<SessionCache> {
  const cache = new SessionCache(keepMs);
  if (keepMs > 0) await cache.listen(db, log);
  const set = cachesByDb.get(db) ?? new Set();
  set.add(cache);
  cachesByDb.set(db, set);
  const close = cache.close.bind(cache);
  cache.close = async () => {
    set.delete(cache);
    await close();
  };
  return cache;
}

/**
 * Tells every instance that a session ended or a user's sessions changed (sign-out, password change, a user
 * disabled): local entries go at once, other instances' when the notice arrives, which this waits for (up to 1 s),
 * so the caller's next request anywhere is checked against the database. Call after the change is committed.
 */
export async function sessionsChanged(db: Db, target: SessionTarget): Promise<void> {
  const key = 'sessionId' in target ? `s:${target.sessionId}` : `u:${target.userId}`;
  await announce(db, key, (cache) => cache.drop(target));
}

/**
 * Tells every instance that what users may reach changed (roles, menus, locations): their access caches empty, this
 * instance's at once, and this waits (up to 1 s) for the others to hear it. The tables' triggers send the same notice
 * at commit; a security screen calls this too so that its answer means "every instance knows".
 */
export async function accessChanged(db: Db): Promise<void> {
  await announce(db, 'a:0', (cache) => cache.access.clear());
}

async function announce(db: Db, key: string, dropLocal: (cache: SessionCache) => void): Promise<void> {
  const local = [...(cachesByDb.get(db) ?? [])];
  for (const cache of local) dropLocal(cache);
  const nonce = randomBytes(6).toString('hex');
  const heard = local.map((cache) => cache.echo(nonce));
  await db.execute(sql`SELECT pg_notify(${SESSION_CHANNEL}, ${`${key}:${nonce}`})`);
  await Promise.all(heard);
}
