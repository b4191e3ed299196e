import { describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../db/client.ts';
import { digest } from './secrets.ts';
import { SessionCache } from './session-cache.ts';
import { resolveSession } from './sessions.ts';

const HOUR = 3_600_000;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A database that only records the session update; a cached session is never read from it. */
function fakeDb() {
  const where = vi.fn(async () => undefined);
  const set = vi.fn(() => ({ where }));
  const update = vi.fn(() => ({ set }));
  return { db: { update } as unknown as Db, update, set };
}

describe('resolveSession on the cached path', () => {
  const now = Date.UTC(2026, 10, 26, 12);
  const cached = (startedOn: number) => {
    const cache = new SessionCache(5_000);
    cache.set(
      'a1s_busy',
      {
        sessionId: 9,
        userId: 4,
        apiPasswordHash: digest('secret'),
        apiKeyHash: digest('key'),
        // Busy: seen a moment ago.
        lastSeenOn: now - 1_000,
        startedOn,
        email: 'busy@a1demo.com',
        fullName: 'Busy',
        isInternal: true,
        pendingChange: false,
        cachedAt: now,
      },
      cache.generation,
    );
    return cache;
  };

  it('issue 23 point 5: a busy cached session past its 12-hour lifetime is refused and ended', async () => {
    const { db, update, set } = fakeDb();
    const cache = cached(now - 12 * HOUR - 1);
    const refusal = await resolveSession(db, basic('a1s_busy', 'secret'), 'key', now, cache, 12 * HOUR).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ statusCode: 401, message: SERVER_MESSAGES.sessionExpired });
    expect(update).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith({ endedOn: new Date(now) });
    expect(cache.get('a1s_busy', now)).toBeUndefined();
  });

  it('issue 23 point 5: a cached session within its lifetime answers without touching the database', async () => {
    const { db, update } = fakeDb();
    const cache = cached(now - 12 * HOUR + 1_000);
    const user = await resolveSession(db, basic('a1s_busy', 'secret'), 'key', now, cache, 12 * HOUR);
    expect(user).toEqual({
      sessionId: 9,
      userId: 4,
      email: 'busy@a1demo.com',
      fullName: 'Busy',
      isInternal: true,
      pendingChange: false,
    });
    expect(update).not.toHaveBeenCalled();
  });
});
