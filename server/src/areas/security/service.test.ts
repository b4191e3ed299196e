import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { A1Error } from '../../http/errors.ts';

// The throttle and the user lookup read the database; here they are stand-ins, so only checkPassword's own steps run.
vi.mock('./throttle.ts', () => ({
  guardAttempt: vi.fn(async () => undefined),
  recordLogin: vi.fn(async () => undefined),
}));
vi.mock('./users.ts', () => ({ findUserByLogin: vi.fn(), toLoginUser: vi.fn() }));
vi.mock('../../auth/passwords.ts', async (original) => {
  const real = await original<typeof import('../../auth/passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const { checkPassword } = await import('./service.ts');
const { findUserByLogin } = await import('./users.ts');
const { verifyPassword, hashPassword } = await import('../../auth/passwords.ts');
const { recordLogin } = await import('./throttle.ts');

const db = {} as Db;

describe('checkPassword', () => {
  beforeEach(() => vi.mocked(verifyPassword).mockClear());

  it('issue 23 point 4: an unknown e-mail costs the same scrypt verification as a known one and answers the wrong-password message', async () => {
    vi.mocked(findUserByLogin).mockResolvedValue(undefined);
    const refusal = await checkPassword(db, 'nobody@a1demo.com', 'guess', '192.0.2.1', 'AuthenticateLegacyLogin').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(A1Error);
    expect(refusal).toMatchObject({ statusCode: 401, message: SERVER_MESSAGES.wrongPassword });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    const [password, hash] = vi.mocked(verifyPassword).mock.calls[0];
    expect(password).toBe('guess');
    // A real scrypt hash at the same cost as the users' (scrypt$16384$…), not a shortcut.
    expect(hash).toMatch(/^scrypt\$16384\$[^$]+\$[^$]+$/);
    expect(await vi.mocked(verifyPassword).mock.results[0].value).toBe(false);
    expect(recordLogin).toHaveBeenCalledWith(db, expect.objectContaining({ success: false, reason: 'unknown user' }));
  });

  it('issue 23 point 4: a known e-mail with a wrong password verifies once against its own hash, with the same message', async () => {
    const passwordHash = await hashPassword('Demo#2026');
    vi.mocked(findUserByLogin).mockResolvedValue({ id: 7, passwordHash, isEnabled: true } as never);
    const refusal = await checkPassword(db, 'known@a1demo.com', 'guess', '192.0.2.1', 'AuthenticateLegacyLogin').catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ statusCode: 401, message: SERVER_MESSAGES.wrongPassword });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]).toEqual(['guess', passwordHash]);
  });
});
