/**
 * What each user may reach, kept in memory like resolved sessions (same keep time, A1_SESSION_CACHE_MS): the menu
 * routes and role checks every guarded call asks for, and the light reads every page makes (locations, main and
 * side menu). Without it each of those calls is one more database round trip, and under load (issue 15) the round
 * trips were most of a light read's cost.
 *
 * Staleness is bounded twice: entries expire after the keep time, and a write to any table these answers come from
 * clears every instance's entries at once. Triggers send that notice ('a' on the session channel, migration
 * 0008_access_changed), so a change made in psql is seen too; the security screens also call `accessChanged`,
 * which waits for the notice to come back, so the next request after their answer is read afresh anywhere.
 */
import type { FastifyRequest } from 'fastify';

interface Entry {
  at: number;
  answers: Map<string, Promise<unknown>>;
}

export class AccessCache {
  /** A drop removes the user's entry, so a load that a drop overtook lands in an entry nobody reads again. */
  private readonly users = new Map<number, Entry>();

  constructor(readonly keepMs: number) {}

  /** The user's answer named `key`, loaded once per keep time; concurrent callers share one load. */
  get<T>(userId: number, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.keepMs <= 0) return load();
    let entry = this.users.get(userId);
    if (entry && now - entry.at >= this.keepMs) {
      this.users.delete(userId);
      entry = undefined;
    }
    const kept = entry?.answers.get(key);
    if (kept) return kept as Promise<T>;
    const loading = load();
    if (!entry) {
      entry = { at: now, answers: new Map() };
      this.users.set(userId, entry);
    }
    const answers = entry.answers;
    answers.set(key, loading);
    // A failed load is not kept.
    loading.catch(() => answers.delete(key));
    return loading;
  }

  dropUser(userId: number): void {
    this.users.delete(userId);
  }

  clear(): void {
    this.users.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's access cache (auth/hook.ts). */
    accessCache: AccessCache;
  }
}

/** The signed-in caller's answer `key`, through the instance's access cache. */
export function accessAnswer<T>(request: FastifyRequest, userId: number, key: string, load: () => Promise<T>) {
  return request.server.accessCache.get(userId, key, load);
}
