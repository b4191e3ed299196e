/** react-admin authProvider over the A1 session (design §4, shell §4 and §6). */
import type { AuthProvider } from 'react-admin';
import { securityCalls, canAccess, MESSAGES, type LoginResult } from '@a1/shared';
import { nextLoginStep } from '@a1/shared/rules/sign-in';
import { a1CallRaw } from './a1Client';
import { clearSession, getPermissions, getSession, isAuthenticated } from '../session/session';
import { setUpSession } from '../session/setup';
import { currentRoute } from '../shell/login/hashRoute';

export class LoginError extends Error {}

/** Password sign-in; the login screen decides what to do with the result (update views or home). */
export async function passwordSignIn(username: string, password: string): Promise<LoginResult> {
  const answer = await a1CallRaw(securityCalls.authenticateLegacyLogin, { body: { username, password } });
  if (answer.status !== 200 || !answer.data) throw new LoginError(answer.message || MESSAGES.unknownError);
  return answer.data;
}

/** Where an unauthenticated visit goes: /login carrying the page asked for (shell §6). */
function loginWithReturnUrl(): string {
  const route = currentRoute();
  const path = route.split('?')[0];
  if (path === '/') return '/login';
  // Already on the login screen: keep its return URL (react-admin may ask more than once).
  if (path.startsWith('/login')) return route;
  return `/login?returnUrl=${encodeURIComponent(route)}`;
}

export const authProvider: AuthProvider = {
  /** Programmatic sign-in (the login screen drives the update views itself). */
  async login({ username, password }: { username: string; password: string }) {
    const result = await passwordSignIn(username, password);
    if (nextLoginStep(result.user) !== 'done')
      throw new LoginError('This account must update its username or password on the login screen.');
    await setUpSession(result);
  },
  /** Sign-out clears all session storage and goes to /login (shell §4 Session). */
  async logout() {
    const signedIn = isAuthenticated();
    // Ends the session on the server too (the credentials are read before the storage is cleared); a host
    // without this call, or one already past the idle limit, answers an error that changes nothing here.
    if (signedIn) void a1CallRaw(securityCalls.signOut);
    clearSession();
    // Already on the login screen without a session: stay (a redirect here makes react-admin log out again, in a loop).
    if (!signedIn && currentRoute().startsWith('/login')) return false;
    // A deliberate sign-out lands on a plain /login; a visit without a session keeps the return URL.
    return signedIn ? '/login' : loginWithReturnUrl();
  },
  async checkAuth() {
    if (!isAuthenticated()) throw { redirectTo: loginWithReturnUrl(), message: false };
  },
  /**
   * A 401 from any call means the server has ended the session (idle, signed out elsewhere): the session is
   * cleared here, so logout (which react-admin calls next) sends the user to /login with the page's return URL.
   */
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { message: false };
    }
  },
  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('Not signed in');
    return { id: session.appUserID, fullName: session.userFullName };
  },
  async getPermissions() {
    return getPermissions();
  },
  async canAccess({ resource, action }) {
    return canAccess(getPermissions(), { resource, action });
  },
};
