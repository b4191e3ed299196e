/**
 * Issue 23 point 4 and part of point 10: sign-in protection a stranger cannot turn against the owner, and ChangeUsername
 * only when asked. One server trusts no proxy (the default: X-Forwarded-For is ignored), one trusts one hop (as behind
 * the nginx example), where the header stands in for two clients' real addresses.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { A1, SERVER_MESSAGES } from '@a1/shared';
import * as t from '@a1/server/db/schema/index';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { call, signIn } from '../../support/a1-http';

const PASSWORD = 'Demo#2026';
const OWNER = 'ops.manager@a1demo.com';
/** The refusal's message: 15 minutes, as the issue says. */
const LOCKED = SERVER_MESSAGES.tooManyAttempts(900);

describe.each(await engines())('sign-in protection on %s', (engine) => {
  /** No trusted proxy (A1_TRUST_PROXY unset). */
  let direct: TestServer;
  /** One trusted hop (A1_TRUST_PROXY=1). */
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer(engine);
    proxied = await startTestServer(engine, { trustProxy: 1 });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });
  // Each test starts with no sign-in failure on record (all of `direct`'s come from 127.0.0.1).
  beforeEach(async () => {
    await direct.database.db.delete(t.loginEvents);
    await proxied.database.db.delete(t.loginEvents);
  });

  const signInAs = (server: TestServer, username: string, password: string, address?: string) =>
    call(server.baseUrl, 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username, password },
      headers: address ? { 'x-forwarded-for': address } : {},
    });
  const reportSsoFailure = (server: TestServer, username: string, address?: string) =>
    call(server.baseUrl, 'PUT', A1.ssoAuthenticationFailed.path, {
      body: { username, errorMessage: 'popup closed' },
      headers: address ? { 'x-forwarded-for': address } : {},
    });

  it('issue 23 point 4: X-Forwarded-For is ignored by default: ten wrong guesses, each with a new header, and the 11th attempt answers 429', async () => {
    const account = 'it.developer@a1demo.com';
    for (let i = 1; i <= 10; i++) {
      const guess = await signInAs(direct, account, `wrong-${i}`, `198.51.100.${i}`);
      expect(guess.status, `guess ${i}`).toBe(401);
    }
    // Even the right password, from yet another claimed address: the socket's address has had its ten failures.
    const refused = await signInAs(direct, account, PASSWORD, '198.51.100.11');
    expect(refused.status).toBe(429);
    expect(refused.body.responseStatus.responseStatusMessage).toBe(LOCKED);
    const addresses = await direct.database.db
      .selectDistinct({ address: t.loginEvents.address })
      .from(t.loginEvents)
      .where(eq(t.loginEvents.login, account));
    expect(addresses.map((a) => a.address)).toEqual(['127.0.0.1']);
  }, 60_000);

  it('issue 23 point 4: twelve SSOAuthenticationFailed reports naming ops.manager do not stop his correct password; they are kept, but not counted', async () => {
    for (let i = 0; i < 12; i++) expect((await reportSsoFailure(direct, OWNER)).status).toBe(200);
    const answer = await signInAs(direct, OWNER, PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.username).toBe(OWNER);
    const reports = await direct.database.db
      .select()
      .from(t.loginEvents)
      .where(and(eq(t.loginEvents.login, OWNER), eq(t.loginEvents.success, false)));
    expect(reports).toHaveLength(12);
    for (const report of reports)
      expect(report).toMatchObject({ method: 'SSO', reason: 'popup closed', counted: false, address: '127.0.0.1' });
  }, 60_000);

  it('issue 23 point 4: SSOAuthenticationFailed is limited per address: 20 reports in 15 minutes, the 21st answers 429', async () => {
    for (let i = 1; i <= 20; i++) {
      const report = await reportSsoFailure(proxied, `someone${i}@a1demo.com`, '203.0.113.20');
      expect(report.status, `report ${i}`).toBe(200);
    }
    const refused = await reportSsoFailure(proxied, 'someone21@a1demo.com', '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      responseStatus: {
        responseStatusCode: 429,
        responseStatusMessage:
          'Too many single sign-on failures reported from this address. Please wait 900 seconds and try again.',
      },
    });
    // The refused report is not recorded; another address still reports.
    const recorded = await proxied.database.db
      .select()
      .from(t.loginEvents)
      .where(eq(t.loginEvents.address, '203.0.113.20'));
    expect(recorded).toHaveLength(20);
    expect((await reportSsoFailure(proxied, 'someone21@a1demo.com', '203.0.113.21')).status).toBe(200);
  }, 60_000);

  it("issue 23 point 4: a stranger's failures at address X slow and then lock only X; the owner at address Y signs in at once", async () => {
    const stranger = '203.0.113.66';
    const office = '198.51.100.40';
    // Slowed progressively per account and address: the 4th failure waits 250 ms, the 10th 1750 ms…
    const waits: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const started = Date.now();
      expect((await signInAs(proxied, OWNER, 'wrong', stranger)).status).toBe(401);
      waits.push(Date.now() - started);
    }
    expect(waits[3]).toBeGreaterThanOrEqual(250);
    expect(waits[9]).toBeGreaterThanOrEqual(1750);
    for (let i = 0; i < 12; i++) expect((await reportSsoFailure(proxied, OWNER, stranger)).status).toBe(200);
    // …then refused there.
    const locked = await signInAs(proxied, OWNER, PASSWORD, stranger);
    expect(locked.status).toBe(429);
    expect(locked.body.responseStatus.responseStatusMessage).toBe(LOCKED);
    // The owner at his office neither waits for the stranger's failures (a slowed answer waits 2000 ms) nor is refused.
    const started = Date.now();
    const owner = await signInAs(proxied, OWNER, PASSWORD, office);
    const took = Date.now() - started;
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.username).toBe(OWNER);
    expect(took).toBeLessThan(1500);
  }, 60_000);

  it('issue 23 point 4: an unknown e-mail answers exactly as a wrong password does', async () => {
    const unknown = await signInAs(direct, 'nobody.here@a1demo.com', 'wrong');
    const wrong = await signInAs(direct, OWNER, 'wrong');
    const expected = {
      responseStatus: { responseStatusCode: 401, responseStatusMessage: 'The e-mail or password is incorrect.' },
    };
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(expected);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(expected);
  });

  it('issue 23 point 10: ChangeUsername is refused (403) to a user nobody asked to change it, and to a taken address (400)', async () => {
    const user = 'crf.approver@a1demo.com';
    const change = (newUsername: string) =>
      call(direct.baseUrl, 'POST', A1.changeUsername.path, {
        body: { username: user, password: PASSWORD, newUsername },
      });
    const unflagged = await change('it.security@a1demo.com');
    expect(unflagged.status).toBe(403);
    expect(unflagged.body.responseStatus.responseStatusMessage).toBe(
      'Your user name can be changed only when an administrator has asked you to change it. Please contact IT.',
    );
    await direct.database.db.update(t.users).set({ changeUsername: true }).where(eq(t.users.email, user));
    const taken = await change('admin@a1demo.com');
    expect(taken.status).toBe(400);
    expect(taken.body.responseStatus.responseStatusMessage).toBe('That e-mail is already used by another account.');
    // Nothing changed: the account still signs in by its address.
    expect((await signIn(direct.baseUrl, user)).user.username).toBe(user);
    const free = await change('crf.lead@a1demo.com');
    expect(free.status).toBe(200);
    const renamed = await signIn(direct.baseUrl, 'crf.lead@a1demo.com');
    expect(renamed.user).toMatchObject({ username: 'crf.lead@a1demo.com', changeUsername: false });
    // The flag is spent: a second change is refused.
    const again = await call(direct.baseUrl, 'POST', A1.changeUsername.path, {
      body: { username: 'crf.lead@a1demo.com', password: PASSWORD, newUsername: 'crf.other@a1demo.com' },
    });
    expect(again.status).toBe(403);
  });
});
