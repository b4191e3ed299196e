/**
 * Lockout abuse: failures count per account and address pair, so someone who knows a colleague's e-mail locks out
 * only their own address, while the per-address limit (five times the pair's) still stops one address trying many
 * accounts. Addresses come from X-Forwarded-For: this server trusts one proxy hop (A1_TRUST_PROXY=1, as behind the
 * nginx example), so the header stands in for two clients' real addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, SERVER_MESSAGES } from '@a1/shared';
import * as t from '@a1/server/db/schema/index';
import { THROTTLE } from '@a1/server/areas/security/throttle';
import { call } from '../../support/a1-http';
import { startTestServer, type TestServer } from '../../support/test-server';

describe('sign-in lockout per account and address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres', { trustProxy: 1 });
  });
  afterAll(async () => server?.close());

  const signInFrom = (address: string, username: string, password: string) =>
    call(server.baseUrl, 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username, password },
      headers: { 'x-forwarded-for': address },
    });

  it('ten wrong passwords from one address refuse that address for 15 minutes; the owner at another signs in', async () => {
    expect(THROTTLE).toMatchObject({ lockAfter: 10, windowMs: 900_000, addressFactor: 5 });
    const owner = 'sales.rep@a1demo.com';
    for (let i = 0; i < 10; i++) expect((await signInFrom('203.0.113.5', owner, 'wrong')).status).toBe(401);
    const attacker = await signInFrom('203.0.113.5', owner, 'Demo#2026');
    expect(attacker.status).toBe(429);
    expect(attacker.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.tooManyAttempts(900));
    const fromOffice = await signInFrom('198.51.100.7', owner, 'Demo#2026');
    expect(fromOffice.status).toBe(200);
    expect(fromOffice.body.data.user.username).toBe(owner);
  }, 60_000);

  it('one address failing across many accounts is refused from its 50th failure, for any account', async () => {
    const address = '203.0.113.77';
    // 49 failures spread over 7 accounts (7 each: no pair near its limit of 10), as recorded by earlier attempts.
    const rows = Array.from({ length: 49 }, (_, i) => ({
      login: `someone${i % 7}@a1demo.com`,
      address,
      method: 'AuthenticateLegacyLogin',
      success: false,
      reason: 'wrong password',
    }));
    await server.database.db.insert(t.loginEvents).values(rows);
    // The 50th attempt is still checked (and fails)…
    expect((await signInFrom(address, 'someone-else@a1demo.com', 'wrong')).status).toBe(401);
    // …and from then on the address is refused, even for a fresh account with the right password.
    const refused = await signInFrom(address, 'finance.admin@a1demo.com', 'Demo#2026');
    expect(refused.status).toBe(429);
    // Another address is not concerned.
    expect((await signInFrom('198.51.100.8', 'finance.admin@a1demo.com', 'Demo#2026')).status).toBe(200);
  }, 60_000);
});
