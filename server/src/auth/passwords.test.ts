import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const a = await hashPassword('Demo#2026');
    const b = await hashPassword('Demo#2026');
    expect(a).toMatch(/^scrypt\$16384\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo#2026', a)).toBe(true);
    expect(await verifyPassword('demo#2026', a)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
