/**
 * Issue 23 point 5: sessions end when they should. A password change ends the user's other sessions and access tokens
 * (the session that made it stays); an administrator's reset ends them all; a session lives at most
 * A1_SESSION_MAX_HOURS (default 12) after sign-in however busy, and PUT Token cannot stretch it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { A1, SERVER_MESSAGES, type LoginResult } from '@a1/shared';
import * as t from '@a1/server/db/schema/index';
import { sessionsChanged } from '@a1/server/auth/session-cache';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { call, sessionHeaders, signIn } from '../../support/a1-http';

const HOUR = 3_600_000;

describe.each(await engines())('session lifetime on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  const menu = (login: LoginResult) =>
    call(server.baseUrl, 'GET', A1.mainMenu.path, { headers: sessionHeaders(login) });
  const resume = (username: string, login: LoginResult) =>
    call(server.baseUrl, 'PUT', A1.token.path, { body: { username, token: login.accessToken } });
  const sessionRow = async (login: LoginResult) =>
    (await server.database.db.select().from(t.sessions).where(eq(t.sessions.apiUsername, login.apiUsername)))[0];
  /** Moves a session's sign-in back by `ms`, keeping it busy (last seen now), and tells the session caches. */
  const signedInAgo = async (login: LoginResult, ms: number) => {
    const then = new Date(Date.now() - ms);
    await server.database.db
      .update(t.sessions)
      .set({ startedOn: then, createdOn: then, lastSeenOn: new Date() })
      .where(eq(t.sessions.apiUsername, login.apiUsername));
    await sessionsChanged(server.database.db, { userId: login.user.userId });
  };

  it('issue 23 point 5: ChangePassword ends every other session and access token of the user; the session that asked lives on', async () => {
    const user = 'finance.admin@a1demo.com';
    const asking = await signIn(server.baseUrl, user);
    const otherTab = await signIn(server.baseUrl, user);
    const elsewhere = await signIn(server.baseUrl, user);
    const colleague = await signIn(server.baseUrl, 'ops.manager@a1demo.com');
    for (const login of [asking, otherTab, elsewhere]) expect((await menu(login)).status).toBe(200);

    const changed = await call(server.baseUrl, 'POST', A1.changePassword.path, {
      body: { username: user, password: 'Demo#2026', newPassword: 'Ch4nged#2026' },
      headers: sessionHeaders(asking),
    });
    expect(changed.status).toBe(200);

    for (const login of [otherTab, elsewhere]) {
      const old = await menu(login);
      expect(old.status).toBe(401);
      expect((await resume(user, login)).status).toBe(401);
      expect((await sessionRow(login)).endedOn).not.toBeNull();
    }
    expect((await menu(asking)).status).toBe(200);
    expect((await sessionRow(asking)).endedOn).toBeNull();
    // Another user's session is not concerned.
    expect((await menu(colleague)).status).toBe(200);

    // A change from a call without a session's credentials ends every session, the asking one's too.
    const again = await call(server.baseUrl, 'POST', A1.changePassword.path, {
      body: { username: user, password: 'Ch4nged#2026', newPassword: 'Ch4nged#2027' },
    });
    expect(again.status).toBe(200);
    expect((await menu(asking)).status).toBe(401);
    expect((await resume(user, asking)).status).toBe(401);
  });

  it('issue 23 point 5: an administrator resetting a password ends every session of that user', async () => {
    const user = 'it.developer@a1demo.com';
    const admin = await signIn(server.baseUrl, 'admin@a1demo.com');
    const first = await signIn(server.baseUrl, user);
    const second = await signIn(server.baseUrl, user);
    const reset = await call(server.baseUrl, 'POST', A1.changePasswordAdmin.path, {
      body: { username: user, password: '', newPassword: 'Reset#2026a' },
      headers: sessionHeaders(admin),
    });
    expect(reset.status).toBe(200);
    for (const login of [first, second]) {
      expect((await menu(login)).status).toBe(401);
      expect((await resume(user, login)).status).toBe(401);
    }
    expect((await menu(admin)).status).toBe(200);
  });

  it('issue 23 point 5: a busy session 12 hours after sign-in answers 401 "session expired"; 11 hours after, it still works', async () => {
    expect(server.config.sessionMaxHours).toBe(12);
    const user = 'sales.rep@a1demo.com';
    const young = await signIn(server.baseUrl, user);
    await signedInAgo(young, 11 * HOUR);
    expect((await menu(young)).status).toBe(200);

    const old = await signIn(server.baseUrl, user);
    expect((await menu(old)).status).toBe(200);
    await signedInAgo(old, 12 * HOUR + 1000);
    const answer = await menu(old);
    expect(answer.status).toBe(401);
    expect(answer.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.sessionExpired);
    expect((await sessionRow(old)).endedOn).not.toBeNull();
  });

  it('issue 23 point 5: PUT Token refuses a session past its lifetime, and a resumed session keeps its first sign-in time', async () => {
    const user = 'global.ops@a1demo.com';
    const expired = await signIn(server.baseUrl, user);
    await signedInAgo(expired, 12 * HOUR + 1000);
    const refused = await resume(user, expired);
    expect(refused.status).toBe(401);

    const login = await signIn(server.baseUrl, user);
    await signedInAgo(login, 11 * HOUR);
    const started = (await sessionRow(login)).startedOn;
    const resumed = await resume(user, login);
    expect(resumed.status).toBe(200);
    const fresh: LoginResult = resumed.body.data;
    expect((await sessionRow(fresh)).startedOn.getTime()).toBe(started.getTime());
    expect((await menu(fresh)).status).toBe(200);
    // An hour and a second later the resumed session has reached 12 hours too: refused, and not resumable again.
    await signedInAgo(fresh, 12 * HOUR + 1000);
    expect((await menu(fresh)).status).toBe(401);
    expect((await resume(user, fresh)).status).toBe(401);
  });
});
