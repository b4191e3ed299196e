/**
 * Single sign-on, server permissions, idle refusal and sign-in protection over HTTP, against a local
 * OpenID Connect provider (tests/support/oidc-provider.ts), on PGlite and (when it answers) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { A1, call as declareCall, menu, SERVER_MESSAGES } from '@a1/shared';
import * as t from '@a1/server/db/schema/index';
import { OIDC_MESSAGES } from '@a1/server/auth/oidc';
import { sessionsChanged } from '@a1/server/auth/session-cache';
import { route } from '@a1/server/http/route';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { call, sessionHeaders, signIn } from '../../support/a1-http';
import { startOidcProvider, type OidcProvider } from '../../support/oidc-provider';

const IDP_USER = 'ops.manager@a1demo.com';
const DIRECTORY_USER = 'it.developer@a1demo.com';
const NO_SUCH_USER = 'ghost@sso.a1demo.test';

describe.each(await engines())('sign-in with SSO, permissions and protection on %s', (engine) => {
  let provider: OidcProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startOidcProvider(0, [
      { path: '/idp', clientId: 'a1-web' },
      { path: '/directory', clientId: 'a1-directory' },
    ]);
    const { idp, directory } = provider.issuers;
    server = await startTestServer(
      engine,
      {
        identityProvider: { issuer: idp.issuer, clientId: idp.clientId, domains: [IDP_USER, 'sso.a1demo.test'] },
        directorySuite: { issuer: directory.issuer, clientId: directory.clientId, domains: [DIRECTORY_USER] },
      },
      (app) => {
        // Guarded endpoints as an area declares them: the screen security/users, and home (on the browser guard's skip list).
        const guarded = (name: string, screen: string) =>
          declareCall({ method: 'GET', path: `/api/A1/SignInTest/${name}`, summary: name, permission: menu(screen) });
        route(app, guarded('Guarded', 'security/users'), () => true);
        route(app, guarded('Home', 'home'), () => true);
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const okta = (username: string, token: string) =>
    call(server.baseUrl, 'PUT', A1.authenticateWithOkta.path, { body: { username, token } });
  const lastEvent = async (login: string) =>
    (
      await server.database.db
        .select()
        .from(t.loginEvents)
        .where(eq(t.loginEvents.login, login.toLowerCase()))
        .orderBy(desc(t.loginEvents.id))
        .limit(1)
    )[0];

  it('S-358 S-221: AuthenticateWithSSO names the sign-in kind by configuration', async () => {
    const kind = async (username: string) =>
      (await call(server.baseUrl, 'GET', `${A1.authenticateWithSSO.path}?username=${encodeURIComponent(username)}`))
        .body.data;
    expect(await kind(IDP_USER)).toEqual({
      signInKind: 'identityProvider',
      issuer: provider.issuers.idp.issuer,
      clientId: 'a1-web',
    });
    expect(await kind('Someone@SSO.a1demo.test')).toMatchObject({ signInKind: 'identityProvider' });
    expect(await kind(DIRECTORY_USER.toUpperCase())).toEqual({
      signInKind: 'directorySuite',
      issuer: provider.issuers.directory.issuer,
      clientId: 'a1-directory',
    });
    expect(await kind('admin@a1demo.com')).toEqual({ signInKind: 'password' });
  });

  it('S-356 S-359: AuthenticateWithOkta accepts a genuine ID token of either provider and records the sign-in', async () => {
    const answer = await okta(IDP_USER, await provider.issuers.idp.mint({ email: IDP_USER }));
    expect(answer.status).toBe(200);
    expect(answer.body.responseStatus.responseStatusCode).toBe(200);
    expect(answer.body.data.user.username).toBe(IDP_USER);
    const session = answer.body.data;
    expect((await call(server.baseUrl, 'GET', A1.mainMenu.path, { headers: sessionHeaders(session) })).status).toBe(
      200,
    );
    const event = await lastEvent(IDP_USER);
    expect(event).toMatchObject({ success: true, method: 'SSO identityProvider', userId: session.user.userId });
    expect(event.address).toBeTruthy();
    expect(event.at.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const directory = await okta(
      DIRECTORY_USER.toUpperCase(),
      await provider.issuers.directory.mint({ email: DIRECTORY_USER }),
    );
    expect(directory.status).toBe(200);
    expect(directory.body.data.user.username).toBe(DIRECTORY_USER);
  });

  it('refuses forged, expired, other-audience, other-account and unknown-user tokens with a clear message', async () => {
    const idp = provider.issuers.idp;
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const cases: Array<[string, string, string, number?]> = [
      ['forged signature', IDP_USER, await idp.mint({ email: IDP_USER }, { key: foreignKey }), undefined],
      ['expired', IDP_USER, await idp.mint({ email: IDP_USER }, { expiresIn: -3600 }), undefined],
      ['other audience', IDP_USER, await idp.mint({ email: IDP_USER, aud: 'someone-else' }), undefined],
      ['other account', IDP_USER, await idp.mint({ email: 'admin@a1demo.com' }), undefined],
      ['no such user', NO_SUCH_USER, await idp.mint({ email: NO_SUCH_USER }), undefined],
      ['unknown issuer', IDP_USER, await idp.mint({ email: IDP_USER, iss: 'https://evil.example' }), undefined],
      [
        'wrong provider for the e-mail',
        IDP_USER,
        await provider.issuers.directory.mint({ email: IDP_USER }),
        undefined,
      ],
      ['not a token', IDP_USER, 'not-a-jwt', undefined],
    ];
    const expected: Record<string, string> = {
      'forged signature': OIDC_MESSAGES.badSignature,
      expired: OIDC_MESSAGES.expired,
      'other audience': OIDC_MESSAGES.wrongAudience,
      'other account': OIDC_MESSAGES.otherAccount,
      'no such user': OIDC_MESSAGES.noUser(NO_SUCH_USER),
      'unknown issuer': OIDC_MESSAGES.unknownIssuer,
      'wrong provider for the e-mail': OIDC_MESSAGES.wrongProvider,
      'not a token': OIDC_MESSAGES.malformed,
    };
    for (const [name, username, token] of cases) {
      const answer = await okta(username, token);
      expect(answer.status, name).toBe(401);
      expect(answer.body, name).toEqual({
        responseStatus: { responseStatusCode: 401, responseStatusMessage: expected[name] },
      });
    }
    const event = await lastEvent(IDP_USER);
    expect(event).toMatchObject({ success: false, method: 'SSO' });
  });

  it('S-357 S-234: SSOAuthenticationFailed records the failure with time, user and address', async () => {
    const answer = await call(server.baseUrl, 'PUT', A1.ssoAuthenticationFailed.path, {
      body: { errorMessage: 'The directory account x@y.z does not match', username: DIRECTORY_USER },
    });
    expect(answer.status).toBe(200);
    const event = await lastEvent(DIRECTORY_USER);
    expect(event).toMatchObject({
      success: false,
      method: 'SSO',
      reason: 'The directory account x@y.z does not match',
    });
    expect(event.address).toBeTruthy();
  });

  it('S-330: the server enforces menu permissions on a guarded endpoint; the browser skip list (home) opens nothing there', async () => {
    const customer = await signIn(server.baseUrl, 'customer@partnerpost.example');
    const admin = await signIn(server.baseUrl, 'admin@a1demo.com');
    const refused = await call(server.baseUrl, 'GET', '/api/A1/SignInTest/Guarded', {
      headers: sessionHeaders(customer),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      responseStatus: { responseStatusCode: 403, responseStatusMessage: SERVER_MESSAGES.forbidden },
    });
    expect(
      (await call(server.baseUrl, 'GET', '/api/A1/SignInTest/Guarded', { headers: sessionHeaders(admin) })).status,
    ).toBe(200);
    // The browser guard's skip list (home) opens nothing on the server (issue 23): no role grants 'home', so 403.
    expect(
      (await call(server.baseUrl, 'GET', '/api/A1/SignInTest/Home', { headers: sessionHeaders(customer) })).status,
    ).toBe(403);
    expect((await call(server.baseUrl, 'GET', '/api/A1/SignInTest/Guarded')).status).toBe(401);
  });

  it('the server refuses a session idle for more than 2 hours', async () => {
    const login = await signIn(server.baseUrl, 'sales.rep@a1demo.com');
    expect((await call(server.baseUrl, 'GET', A1.mainMenu.path, { headers: sessionHeaders(login) })).status).toBe(200);
    await server.database.db
      .update(t.sessions)
      .set({ lastSeenOn: new Date(Date.now() - 2 * 3600_000 - 1000) })
      .where(eq(t.sessions.apiUsername, login.apiUsername));
    // Written behind the server's back: told, as the server's own writers tell every instance's session cache.
    await sessionsChanged(server.database.db, { userId: login.user.userId });
    const answer = await call(server.baseUrl, 'GET', A1.mainMenu.path, { headers: sessionHeaders(login) });
    expect(answer.status).toBe(401);
    expect(answer.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.sessionExpired);
  });

  it('repeated failures for one account are slowed, then refused for a while with a clear message', async () => {
    const login = 'crf.approver@a1demo.com';
    const attempt = () =>
      call(server.baseUrl, 'PUT', A1.authenticateLegacyLogin.path, { body: { username: login, password: 'wrong' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const started = Date.now();
    expect((await attempt()).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    for (let i = 4; i < 10; i++) await attempt();
    const locked = await call(server.baseUrl, 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: login, password: 'Demo#2026' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.tooManyAttempts(900));
    const failures = await server.database.db
      .select()
      .from(t.loginEvents)
      .where(and(eq(t.loginEvents.login, login), eq(t.loginEvents.success, false)));
    expect(failures.length).toBe(10);
    for (const event of failures)
      expect(event).toMatchObject({
        reason: 'wrong password',
        userId: expect.any(Number),
        address: expect.any(String),
      });
  }, 60_000);
});
