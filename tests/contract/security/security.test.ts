/** HTTP contract of the foundation endpoints, run against PGlite and (when it answers) PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, A1_HEADERS, SERVER_MESSAGES, type LoginResult } from '@a1/shared';
import { and, eq } from 'drizzle-orm';
import * as t from '@a1/server/db/schema/index';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { call, sessionHeaders, signIn } from '../../support/a1-http';

const ADMIN = 'admin@a1demo.com';

describe.each(await engines())('security endpoints on %s', (engine) => {
  let server: TestServer;
  let admin: LoginResult;
  /** The custom headers of the last LocationList call, as the server read them. */
  let seenHeaders: unknown;
  beforeAll(async () => {
    server = await startTestServer(engine, {}, (app) => {
      app.addHook('onResponse', async (request) => {
        if (request.url.includes('LocationList')) seenHeaders = request.a1Headers;
      });
    });
    admin = await signIn(server.baseUrl, ADMIN);
  });
  afterAll(async () => server?.close());

  const url = () => server.baseUrl;

  it('S-353 S-359 S-181 S-182: AuthenticateLegacyLogin returns the envelope and the login result shape', async () => {
    const answer = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: ADMIN, password: 'Demo#2026' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.responseStatus).toEqual({ responseStatusCode: 200, responseStatusMessage: 'OK' });
    const data = answer.body.data;
    for (const key of ['apiUsername', 'apiPassword', 'apiKey', 'isTestMode', 'environment', 'user'])
      expect(data).toHaveProperty(key);
    for (const key of [
      'userId',
      'kanbanUserId',
      'username',
      'userFullName',
      'defaultMainModule',
      'isInternal',
      'isInternalSecure',
      'changeUsername',
      'changePassword',
      'availableLocations',
    ]) {
      expect(data.user).toHaveProperty(key);
    }
    expect(data.user.username).toBe(ADMIN);
  });

  it('S-354: Authenticate accepts username and password too, ignoring e-mail case', async () => {
    const answer = await call(url(), 'PUT', A1.authenticate.path, {
      body: { username: 'ADMIN@A1demo.com', password: 'Demo#2026' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.userFullName).toBe('Alex Morgan');
  });

  it('wrong password and unknown user get the same clear 401 envelope', async () => {
    const wrong = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: 'ops.manager@a1demo.com', password: 'nope' },
    });
    const unknown = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: 'nobody@a1demo.com', password: 'nope' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        responseStatus: { responseStatusCode: 401, responseStatusMessage: SERVER_MESSAGES.wrongPassword },
      });
    }
  });

  it('malformed login bodies get a 400 envelope naming the field, never a 5xx', async () => {
    const missing = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, { body: { username: ADMIN } });
    expect(missing.status).toBe(400);
    expect(missing.body.responseStatus.responseStatusMessage).toMatch(/password is required/);
    const wrongType = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: { first: 'x' }, password: 'x' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.responseStatus.responseStatusMessage).toMatch(/username/);
    const notJson = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, { rawBody: '{not json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.responseStatus.responseStatusCode).toBe(400);
    const noBody = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, { rawBody: '' });
    expect(noBody.status).toBeLessThan(500);
    expect(noBody.body.responseStatus.responseStatusCode).toBe(noBody.status);
  });

  it('S-351: every other /api/A1 call without valid Basic credentials gets 401 with the envelope', async () => {
    for (const path of [A1.mainMenu.path, A1.sideMenu.path, A1.locationList.path, A1.layoutMainMenu.path]) {
      const answer = await call(url(), 'GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body.responseStatus).toEqual({
        responseStatusCode: 401,
        responseStatusMessage: SERVER_MESSAGES.missingCredentials,
      });
    }
    const forged = await call(url(), 'GET', A1.mainMenu.path, {
      headers: {
        authorization: `Basic ${Buffer.from(`${admin.apiUsername}:wrong`).toString('base64')}`,
        [A1_HEADERS.apiKey]: admin.apiKey,
      },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.badCredentials);
    const noKey = await call(url(), 'GET', A1.mainMenu.path, {
      headers: { authorization: sessionHeaders(admin).authorization },
    });
    expect(noKey.status).toBe(401);
    expect(noKey.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.missingApiKey);
  });

  it('S-352: the custom headers are read into the request context', async () => {
    const answer = await call(url(), 'GET', A1.locationList.path, {
      headers: {
        ...sessionHeaders(admin),
        [A1_HEADERS.locationId]: '4',
        [A1_HEADERS.locationName]: encodeURIComponent('Paris CDG – Aérogare'),
        [A1_HEADERS.appUserName]: ADMIN,
        [A1_HEADERS.workStation]: 'PACK-07',
      },
    });
    expect(answer.status).toBe(200);
    expect(seenHeaders).toMatchObject({
      locationId: 4,
      locationName: 'Paris CDG – Aérogare',
      appUserName: ADMIN,
      workStation: 'PACK-07',
      apiKey: admin.apiKey,
      appUserId: admin.user.userId,
    });
  });

  it('S-363 S-365: MainMenu returns mainMenu with the modules the user reaches (also under LayoutMenu)', async () => {
    const answer = await call(url(), 'GET', A1.mainMenu.path, { headers: sessionHeaders(admin) });
    expect(answer.status).toBe(200);
    expect(answer.body.mainMenu.map((m: { moduleName: string }) => m.moduleName)).toEqual(
      expect.arrayContaining(['Operations', 'Kanban', 'Ticketing', 'Sales']),
    );
    const alias = await call(url(), 'GET', A1.layoutMainMenu.path, { headers: sessionHeaders(admin) });
    expect(alias.body.mainMenu).toEqual(answer.body.mainMenu);
    const external = await signIn(url(), 'customer@partnerpost.example');
    const few = await call(url(), 'GET', A1.mainMenu.path, { headers: sessionHeaders(external) });
    expect(few.body.mainMenu.map((m: { moduleName: string }) => m.moduleName)).toEqual(['Search']);
  });

  it('T-314: MainMenu?getAll=true lists every module to a caller whose roles carry the isAdmin check, and only their own to anyone else', async () => {
    const names = async (login: LoginResult) =>
      (
        await call(url(), 'GET', `${A1.mainMenu.path}?getAll=true`, { headers: sessionHeaders(login) })
      ).body.mainMenu.map((m: { moduleName: string }) => m.moduleName);
    const db = server.database.db;
    const every = (await db.select({ name: t.modules.name }).from(t.modules)).map((m) => m.name);
    const developer = await signIn(url(), 'it.developer@a1demo.com');
    const own = await names(developer);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(every.length);
    // The check comes from the roles in the database: granting it to the developer's role lists every module.
    const [role] = await db.select({ id: t.roles.id }).from(t.roles).where(eq(t.roles.name, 'IT Developer'));
    await db.insert(t.roleChecks).values({ roleId: role.id, checkName: 'isAdmin' });
    try {
      // A change made in SQL reaches the instance's access cache through its LISTEN connection (the trigger's
      // notice): moments later, not before the INSERT returns (platform/scale-out.test.ts holds it to 1 s).
      await expect
        .poll(async () => (await names(developer)).sort(), { timeout: 1_000, interval: 20 })
        .toEqual([...every].sort());
    } finally {
      await db.delete(t.roleChecks).where(and(eq(t.roleChecks.roleId, role.id), eq(t.roleChecks.checkName, 'isAdmin')));
    }
    // And withdrawing it lists their own modules again.
    await expect
      .poll(async () => (await names(developer)).sort(), { timeout: 1_000, interval: 20 })
      .toEqual(own.sort());
    expect((await names(admin)).sort()).toEqual([...every].sort());
  });

  it('S-364 S-366 S-188: SideMenu returns responseStatus and sideMenu entries with sub-menus (also under LayoutMenu)', async () => {
    const answer = await call(url(), 'GET', `${A1.sideMenu.path}?mainModuleId=2`, { headers: sessionHeaders(admin) });
    expect(answer.body.responseStatus.responseStatusCode).toBe(200);
    const projects = answer.body.sideMenu.find((e: { moduleName: string }) => e.moduleName === 'Projects');
    expect(projects).toMatchObject({
      moduleIcon: 'AccountTree',
      routeLink: 'kanban/project/grid-view',
      parentModule: 'Kanban',
    });
    expect(projects.subMenu.map((e: { routeLink: string }) => e.routeLink)).toContain('kanban/project/add-new');
    const alias = await call(url(), 'GET', `${A1.layoutSideMenu.path}?mainModuleId=2`, {
      headers: sessionHeaders(admin),
    });
    expect(alias.body.sideMenu).toEqual(answer.body.sideMenu);
    const bad = await call(url(), 'GET', `${A1.sideMenu.path}?mainModuleId=abc`, { headers: sessionHeaders(admin) });
    expect(bad.status).toBe(400);
    expect(bad.body.responseStatus.responseStatusMessage).toMatch(/mainModuleId/);
  });

  it("S-372 S-183: LocationList returns the user's locations with the default flagged", async () => {
    const answer = await call(url(), 'GET', A1.locationList.path, { headers: sessionHeaders(admin) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(1);
    for (const key of ['locationId', 'locationName', 'subsidiaryName', 'isDefault', 'division'])
      expect(answer.body.data[0]).toHaveProperty(key);
    expect(answer.body.data.filter((l: { isDefault: boolean }) => l.isDefault)).toHaveLength(1);
  });

  it('S-381: AppVersion returns the build timestamp without credentials', async () => {
    const answer = await call(url(), 'GET', A1.appVersion.path);
    expect(answer.status).toBe(200);
    expect(Number.isNaN(Date.parse(answer.body.data))).toBe(false);
  });

  it('S-358: AuthenticateWithSSO names the sign-in kind; password for an unconfigured domain', async () => {
    const answer = await call(url(), 'GET', `${A1.authenticateWithSSO.path}?username=${encodeURIComponent(ADMIN)}`);
    expect(answer.body).toEqual({
      responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' },
      data: { signInKind: 'password' },
    });
    const missing = await call(url(), 'GET', A1.authenticateWithSSO.path);
    expect(missing.status).toBe(400);
    expect(missing.body.responseStatus.responseStatusMessage).toMatch(/username is required/);
  });

  it('S-355: Token resumes a session with its access token and ends the old credentials', async () => {
    const first = await signIn(url(), 'ops.manager@a1demo.com');
    const answer = await call(url(), 'PUT', A1.token.path, {
      body: { username: 'ops.manager@a1demo.com', token: first.accessToken },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.apiUsername).not.toBe(first.apiUsername);
    const old = await call(url(), 'GET', A1.mainMenu.path, { headers: sessionHeaders(first) });
    expect(old.status).toBe(401);
    const fresh = await call(url(), 'GET', A1.mainMenu.path, { headers: sessionHeaders(answer.body.data) });
    expect(fresh.status).toBe(200);
    const forged = await call(url(), 'PUT', A1.token.path, {
      body: { username: 'ops.manager@a1demo.com', token: 'forged' },
    });
    expect(forged.status).toBe(401);
  });

  it('S-100: SignOut ends the calling session, so its credentials and access token stop working', async () => {
    const login = await signIn(url(), 'ops.manager@a1demo.com');
    const other = await signIn(url(), 'ops.manager@a1demo.com');
    const unauthenticated = await call(url(), 'PUT', A1.signOut.path);
    expect(unauthenticated.status).toBe(401);
    const answer = await call(url(), 'PUT', A1.signOut.path, { headers: sessionHeaders(login) });
    expect(answer.status).toBe(200);
    expect(answer.body.responseStatus.responseStatusCode).toBe(200);
    expect((await call(url(), 'GET', A1.mainMenu.path, { headers: sessionHeaders(login) })).status).toBe(401);
    const resumed = await call(url(), 'PUT', A1.token.path, {
      body: { username: 'ops.manager@a1demo.com', token: login.accessToken },
    });
    expect(resumed.status).toBe(401);
    // Only that session ends: the same user's other tab keeps working.
    expect((await call(url(), 'GET', A1.mainMenu.path, { headers: sessionHeaders(other) })).status).toBe(200);
  });

  it('S-357: SSOAuthenticationFailed records the failure', async () => {
    const answer = await call(url(), 'PUT', A1.ssoAuthenticationFailed.path, {
      body: { errorMessage: 'popup account mismatch', username: 'someone@a1demo.com' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(true);
    const rows = await server.database.db.query.loginEvents.findMany({
      where: (e, { eq }) => eq(e.login, 'someone@a1demo.com'),
    });
    expect(rows.at(-1)).toMatchObject({ success: false, reason: 'popup account mismatch', method: 'SSO' });
  });

  it('S-360: ChangePassword changes the password and answers truthy; the old password stops working', async () => {
    const user = 'global.ops@a1demo.com';
    const answer = await call(url(), 'POST', A1.changePassword.path, {
      body: { username: user, password: 'Demo#2026', newPassword: 'N3w#Password' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeTruthy();
    const old = await call(url(), 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: user, password: 'Demo#2026' },
    });
    expect(old.status).toBe(401);
    await signIn(url(), user, 'N3w#Password');
    const wrongCurrent = await call(url(), 'POST', A1.changePassword.path, {
      body: { username: user, password: 'bad', newPassword: 'x' },
    });
    expect(wrongCurrent.status).toBe(401);
  });

  it("S-360: an internal-secure user's new password must meet the rules", async () => {
    const answer = await call(url(), 'POST', A1.changePassword.path, {
      body: { username: 'new.hire@a1demo.com', password: 'Demo#2026', newPassword: 'short' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.responseStatusMessage).toMatch(/at least 8 characters/);
  });

  it('S-361: ChangeUsername changes the e-mail used to sign in', async () => {
    // Only a user flagged to change it may (issue 23 point 10): an administrator's flag, set here in SQL.
    const flag = (email: string) =>
      server.database.db.update(t.users).set({ changeUsername: true }).where(eq(t.users.email, email));
    await flag('sales.rep@a1demo.com');
    const answer = await call(url(), 'POST', A1.changeUsername.path, {
      body: { username: 'sales.rep@a1demo.com', password: 'Demo#2026', newUsername: 'Sales.Lead@a1demo.com' },
    });
    expect(answer.status).toBe(200);
    const login = await signIn(url(), 'sales.lead@a1demo.com');
    expect(login.user.username).toBe('sales.lead@a1demo.com');
    expect(login.user.changeUsername).toBe(false);
    await flag('sales.lead@a1demo.com');
    const taken = await call(url(), 'POST', A1.changeUsername.path, {
      body: { username: 'sales.lead@a1demo.com', password: 'Demo#2026', newUsername: ADMIN },
    });
    expect(taken.status).toBe(400);
    const notEmail = await call(url(), 'POST', A1.changeUsername.path, {
      body: { username: 'sales.lead@a1demo.com', password: 'Demo#2026', newUsername: 'not-an-email' },
    });
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.responseStatus.responseStatusMessage).toMatch(/newUsername/);
  });

  it('S-362: ChangePasswordAdmin is for administrators only', async () => {
    const body = { username: 'it.developer@a1demo.com', password: '', newPassword: 'Admin#Set1' };
    const ops = await signIn(url(), 'ops.manager@a1demo.com');
    const refused = await call(url(), 'POST', A1.changePasswordAdmin.path, { body, headers: sessionHeaders(ops) });
    expect(refused.status).toBe(403);
    expect(refused.body.responseStatus.responseStatusMessage).toBe(SERVER_MESSAGES.adminOnly);
    const anonymous = await call(url(), 'POST', A1.changePasswordAdmin.path, { body });
    expect(anonymous.status).toBe(401);
    const done = await call(url(), 'POST', A1.changePasswordAdmin.path, { body, headers: sessionHeaders(admin) });
    expect(done.status).toBe(200);
    await signIn(url(), 'it.developer@a1demo.com', 'Admin#Set1');
  });

  it('unknown A1 paths answer a 404 envelope; the OpenAPI document is served at /api/docs', async () => {
    const missing = await call(url(), 'GET', '/api/A1/NoSuchThing', { headers: sessionHeaders(admin) });
    expect(missing.status).toBe(404);
    expect(missing.body.responseStatus.responseStatusCode).toBe(404);
    const docs = await call(url(), 'GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([A1.authenticateLegacyLogin.path, A1.sideMenu.path, A1.locationList.path]),
    );
  });
});
