import { describe, expect, it } from 'vitest';
import { AccessCache } from './access-cache.ts';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.ts';

describe('the access cache (what each user may reach, issue 15)', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it('keeps an answer for the keep time (5 s by default) and loads it again at the keep time', async () => {
    expect(SESSION_CACHE_MS).toBe(5_000);
    const cache = new AccessCache(SESSION_CACHE_MS);
    const { load, loads } = counting();
    expect(await cache.get(7, 'routes', load, 0)).toBe(1);
    expect(await cache.get(7, 'routes', load, 4_999)).toBe(1);
    expect(loads()).toBe(1);
    expect(await cache.get(7, 'routes', load, 5_000)).toBe(2);
    // Answers are per user and per name.
    expect(await cache.get(8, 'routes', load, 5_000)).toBe(3);
    expect(await cache.get(7, 'checks', load, 5_000)).toBe(4);
  });

  it('callers asking at the same moment share one load; a failed load is not kept', async () => {
    const cache = new AccessCache(5_000);
    const { load, loads } = counting();
    const [x, y] = await Promise.all([cache.get(1, 'k', load, 0), cache.get(1, 'k', load, 0)]);
    expect([x, y, loads()]).toEqual([1, 1, 1]);
    await expect(cache.get(2, 'k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await cache.get(2, 'k', load, 1)).toBe(2);
  });

  it("a user's sessions dropped drop that user's answers; an 'a' notice (a trigger, accessChanged) drops every user's, not the sessions", async () => {
    const sessions = new SessionCache(5_000);
    const { load, loads } = counting();
    await sessions.access.get(1, 'k', load, 0);
    await sessions.access.get(2, 'k', load, 0);
    sessions.drop({ userId: 1 });
    expect(await sessions.access.get(1, 'k', load, 1)).toBe(3);
    expect(await sessions.access.get(2, 'k', load, 1)).toBe(2);
    const entry = {
      sessionId: 1,
      userId: 2,
      apiPasswordHash: '',
      apiKeyHash: '',
      lastSeenOn: 0,
      email: 'x@a1demo.com',
      fullName: 'X',
      isInternal: true,
      pendingChange: false,
      cachedAt: Date.now(),
    };
    sessions.set('a1s_x', entry, sessions.generation);
    sessions.receive('a');
    expect(sessions.get('a1s_x')).toBe(entry);
    expect(await sessions.access.get(2, 'k', load, 2)).toBe(4);
    expect(loads()).toBe(4);
  });

  it('a keep time of 0 keeps nothing', async () => {
    const cache = new AccessCache(0);
    const { load } = counting();
    expect([await cache.get(1, 'k', load, 0), await cache.get(1, 'k', load, 0)]).toEqual([1, 2]);
  });
});
