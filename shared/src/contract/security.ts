/** Security: sign-in, password and username changes, menus (shell §7, spec 3 §7 Security). */
import { anySession, call, check, publicCall, signedIn } from './call.ts';
import { Email, Id, Password, Shape, Strict, T, Text } from './fields.ts';
import type { LoginResult, MainModule, MenuEntry, SignInKindResult } from './auth.ts';

export const API_BASE = '/api/A1';
export const AUTH_BASE = `${API_BASE}/Security/Authentication`;

const proves = 'The body carries its own proof: the password.';
const loginBody = Strict({ username: Text(), password: Password });
const loginResult = Shape<LoginResult>('The login result: API credentials, access token and the user (shell §3).');
const done = T.Boolean();

const passwordLogin = (name: string) =>
  call({
    method: 'PUT',
    path: `${AUTH_BASE}/${name}`,
    summary: 'Sign in with e-mail (or username) and password; returns the login result and session credentials.',
    permission: publicCall(proves),
    body: loginBody,
    response: loginResult,
  });

const mainMenu = (base: string) =>
  call({
    method: 'GET',
    path: `${API_BASE}/${base}/MainMenu`,
    summary: 'Main modules the user reaches; getAll=true lists every module (administrators).',
    permission: signedIn('Every signed-in user has a menu: it lists what their roles reach, nothing more.'),
    query: Strict({ getAll: T.Optional(T.Boolean()) }),
    payload: 'mainMenu',
    response: T.Array(Shape<MainModule>('A main module')),
  });

const sideMenu = (base: string) =>
  call({
    method: 'GET',
    path: `${API_BASE}/${base}/SideMenu`,
    summary: 'Side-menu entries the user may open, as a tree; mainModuleId narrows to one module.',
    permission: signedIn('Every signed-in user has a menu: it lists what their roles reach, nothing more.'),
    query: Strict({ mainModuleId: T.Optional(Id) }),
    payload: 'sideMenu',
    response: T.Array(Shape<MenuEntry>('A side-menu entry with its sub-menu')),
  });

export const securityCalls = {
  authenticateLegacyLogin: passwordLogin('AuthenticateLegacyLogin'),
  authenticate: passwordLogin('Authenticate'),
  authenticateWithSSO: call({
    method: 'GET',
    path: `${AUTH_BASE}/AuthenticateWithSSO`,
    summary: 'Which sign-in kind this e-mail uses: identityProvider, directorySuite or password.',
    permission: publicCall('Asked before sign-in; answers only which kind of sign-in the e-mail domain uses.'),
    query: Strict({ username: Text() }),
    response: Shape<SignInKindResult>('signInKind, with issuer and clientId for the SSO kinds'),
    ours: 'The answer: data { signInKind, issuer?, clientId? }.',
  }),
  authenticateWithOkta: call({
    method: 'PUT',
    path: `${AUTH_BASE}/AuthenticateWithOkta`,
    summary:
      "Single sign-on: the e-mail and the OpenID Connect ID token from the configured provider; the token is verified against the provider's keys.",
    permission: publicCall('The body carries its own proof: an ID token signed by the provider.'),
    body: Strict({ username: Text(), token: Text(16_384) }),
    response: loginResult,
  }),
  token: call({
    method: 'PUT',
    path: `${AUTH_BASE}/Token`,
    summary: 'Resume a live session with its access token; issues fresh credentials and ends the old ones.',
    permission: publicCall('The body carries its own proof: the access token.'),
    body: Strict({ username: Text(), token: Text() }),
    response: loginResult,
  }),
  ssoAuthenticationFailed: call({
    method: 'PUT',
    path: `${AUTH_BASE}/SSOAuthenticationFailed`,
    summary: 'Record a single sign-on failure reported by the browser.',
    permission: publicCall('Reported when sign-in failed, so there is no session yet; it only writes an audit row.'),
    body: Strict({ errorMessage: T.String({ maxLength: 2000 }), username: T.Optional(T.String({ maxLength: 320 })) }),
    response: done,
  }),
  signOut: call({
    method: 'PUT',
    path: `${AUTH_BASE}/SignOut`,
    summary: 'End the calling session: its API credentials and access token stop working.',
    permission: anySession('Anyone may end their own session, even one that must change its password first.'),
    response: done,
    ours: 'Not in the spec: a sign-out also ends the session on the server.',
  }),
  changePassword: call({
    method: 'POST',
    path: `${API_BASE}/Security/ChangePassword/ChangePassword`,
    summary: 'Change your own password (proven by the current one).',
    permission: publicCall(proves),
    body: Strict({ username: Text(), password: Password, newPassword: Password }),
    response: done,
  }),
  changeUsername: call({
    method: 'POST',
    path: `${API_BASE}/Security/ChangeUsername/ChangeUsername`,
    summary: 'Change your own username (e-mail), proven by the password.',
    permission: publicCall(proves),
    body: Strict({ username: Text(), password: Password, newUsername: Email }),
    response: done,
  }),
  changePasswordAdmin: call({
    method: 'POST',
    path: `${API_BASE}/Security/ChangePasswordAdmin/ChangePasswordAdmin`,
    summary: "Administrators set another user's password (password is sent empty).",
    permission: check('isAdmin'),
    body: Strict({ username: Text(), newPassword: Password, password: T.Optional(T.String({ maxLength: 1024 })) }),
    response: done,
  }),
  mainMenu: mainMenu('Security'),
  sideMenu: sideMenu('Security'),
  layoutMainMenu: mainMenu('LayoutMenu'),
  layoutSideMenu: sideMenu('LayoutMenu'),
} as const;
