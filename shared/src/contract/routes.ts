/** A1 paths as the spec writes them (shell §7, spec 3 §7). One place for web, server and tests. */
export const API_BASE = '/api/A1';

export const AUTH_BASE = `${API_BASE}/Security/Authentication`;

export const ROUTES = {
  authenticateLegacyLogin: `${AUTH_BASE}/AuthenticateLegacyLogin`,
  authenticate: `${AUTH_BASE}/Authenticate`,
  authenticateWithSSO: `${AUTH_BASE}/AuthenticateWithSSO`,
  authenticateWithOkta: `${AUTH_BASE}/AuthenticateWithOkta`,
  token: `${AUTH_BASE}/Token`,
  ssoAuthenticationFailed: `${AUTH_BASE}/SSOAuthenticationFailed`,
  /** Not in the spec: ends the caller's session on the server, so signed-out credentials stop working at once. */
  signOut: `${AUTH_BASE}/SignOut`,
  changePassword: `${API_BASE}/Security/ChangePassword/ChangePassword`,
  changeUsername: `${API_BASE}/Security/ChangeUsername/ChangeUsername`,
  changePasswordAdmin: `${API_BASE}/Security/ChangePasswordAdmin/ChangePasswordAdmin`,
  mainMenu: `${API_BASE}/Security/MainMenu`,
  sideMenu: `${API_BASE}/Security/SideMenu`,
  layoutMainMenu: `${API_BASE}/LayoutMenu/MainMenu`,
  layoutSideMenu: `${API_BASE}/LayoutMenu/SideMenu`,
  appVersion: `${API_BASE}/Shared/AppVersion/AppVersion`,
  locationList: `${API_BASE}/UserSetting/LocationList`,
} as const;

/** Calls that carry their own proof (a password or a token) and so need no session credentials. */
export const PUBLIC_ROUTES: readonly string[] = [
  ROUTES.authenticateLegacyLogin,
  ROUTES.authenticate,
  ROUTES.authenticateWithSSO,
  ROUTES.authenticateWithOkta,
  ROUTES.token,
  ROUTES.ssoAuthenticationFailed,
  ROUTES.changePassword,
  ROUTES.changeUsername,
  ROUTES.appVersion,
];

export const isPublicRoute = (path: string): boolean => {
  const lower = path.split('?')[0].toLowerCase();
  return PUBLIC_ROUTES.some((route) => route.toLowerCase() === lower);
};
