import { describe, expect, it } from 'vitest';
import { A1, ALL_CALLS, CALLS_BY_AREA } from './index.ts';
import { CHECK_NAMES } from './call.ts';

describe('the route contract', () => {
  it('names each call once across areas (A1.<name> is unambiguous)', () => {
    const names = Object.values(CALLS_BY_AREA).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(A1)).toHaveLength(ALL_CALLS.length);
  });

  it('declares each method and path once (paths match whatever the case)', () => {
    const keys = ALL_CALLS.map((c) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every call a path under /api/A1 and a permission the server knows', () => {
    for (const entry of ALL_CALLS) {
      expect(entry.path.toLowerCase().startsWith('/api/a1/'), entry.path).toBe(true);
      const p = entry.permission;
      if (p.kind === 'menu') expect(p.routes.length).toBeGreaterThan(0);
      else if (p.kind === 'check') expect(CHECK_NAMES).toContain(p.name);
      else expect(p.why.length, `${entry.path} says why it is ${p.kind}`).toBeGreaterThan(10);
    }
  });

  it('declares a body only on writes and no body on GET', () => {
    for (const entry of ALL_CALLS) if (entry.method === 'GET') expect(entry.body, entry.path).toBeUndefined();
  });
});
