/** react-admin authProvider over the A1 session (design §4, shell §4 and §6). */
import type { AuthProvider } from 'react-admin';
import { canAccess, ROUTES, type LoginResult } from '@a1/shared';
import { a1Raw } from './a1Client';
import { clearSession, getPermissions, getSession, isAuthenticated, storeLogin } from '../session/session';

export class LoginError extends Error {}

/** Password sign-in; the login screen decides what to do with the result (update views or home). */
export async function passwordSignIn(username: string, password: string): Promise<LoginResult> {
  const answer = await a1Raw<LoginResult>(ROUTES.authenticateLegacyLogin, { method: 'PUT', body: { username, password } });
  if (answer.status !== 200 || !answer.data) throw new LoginError(answer.message || 'An Unknown Error Occurred');
  return answer.data;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const result = await passwordSignIn(username, password);
    storeLogin(result);
  },
  async logout() {
    clearSession();
    return '/login';
  },
  async checkAuth() {
    if (!isAuthenticated()) throw new Error('Not signed in');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw new Error('Session ended');
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
