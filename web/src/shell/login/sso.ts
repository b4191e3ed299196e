/**
 * Single sign-on with any standard OpenID Connect provider (design §3), through oidc-client-ts:
 * the identity-provider kind by redirect, the directory-suite kind by popup (shell §4 steps 2, 4, 5).
 * The browser sends the provider's ID token to the server, which verifies it against the provider's keys.
 * oidc-client-ts loads only when an SSO sign-in needs it (its own chunk).
 */
import type { User, UserManager } from 'oidc-client-ts';
import { securityCalls, MESSAGES, type LoginResult, type SignInKindResult } from '@a1/shared';
import { accountsMatch } from '@a1/shared/rules/sign-in';
import { dataProvider } from '../../providers/dataProvider';

/** Where the redirect kind's settings wait while the browser is at the provider. */
const PENDING_KEY = 'a1.sso.pending';
export const CALLBACK_PATH = '/login/callback';
export const POPUP_CALLBACK_PATH = '/login/popup-callback';

export interface SsoSettings {
  issuer: string;
  clientId: string;
}

async function manager({ issuer, clientId }: SsoSettings): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const origin = window.location.origin;
  return new UserManager({
    authority: issuer,
    client_id: clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    popup_redirect_uri: `${origin}${POPUP_CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'openid email profile',
    // Tokens stay in this tab's session only; sign-out clears session storage (shell §4).
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
  });
}

const settingsOf = (kind: SignInKindResult): SsoSettings | undefined =>
  kind.issuer && kind.clientId ? { issuer: kind.issuer, clientId: kind.clientId } : undefined;

export const emailOf = (user: User): string | undefined => (user.profile.email as string | undefined) ?? undefined;

/** Identity-provider kind: leave for the provider with the e-mail as login hint. */
export async function startRedirectSignIn(kind: SignInKindResult, email: string): Promise<void> {
  const settings = settingsOf(kind);
  if (!settings) throw new Error('The identity provider is not configured.');
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(settings));
  await (await manager(settings)).signinRedirect({ login_hint: email });
}

/** Sends the verified-by-server token; answers the login result or throws with the server's message. */
export async function authenticateWithToken(email: string, token: string): Promise<LoginResult> {
  const answer = await dataProvider.callRaw(securityCalls.authenticateWithOkta, { body: { username: email, token } });
  if (answer.status !== 200 || !answer.data) throw new Error(answer.message || MESSAGES.unknownError);
  return answer.data;
}

/** The /login/callback page's work: finish the redirect, then authenticate with e-mail and token. */
export async function finishRedirectSignIn(search: string): Promise<LoginResult> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) throw new Error('No sign-in is waiting for this callback.');
  sessionStorage.removeItem(PENDING_KEY);
  // The router holds the provider's answer (code, state) after the hash; oidc-client-ts reads it from a URL.
  const user = await (
    await manager(JSON.parse(raw) as SsoSettings)
  ).signinRedirectCallback(`${window.location.origin}${CALLBACK_PATH}${search}`);
  const email = emailOf(user);
  if (!email || !user.id_token) throw new Error('The identity provider did not return an e-mail and token.');
  return authenticateWithToken(email, user.id_token);
}

export class SsoFailure extends Error {}

/**
 * Directory-suite kind (shell §4 step 4): a popup; when its account is not the e-mail entered,
 * a second popup asks the provider to let the user choose the account; a second mismatch fails.
 */
export async function popupSignIn(kind: SignInKindResult, email: string): Promise<LoginResult> {
  const settings = settingsOf(kind);
  if (!settings) throw new SsoFailure('The directory suite is not configured.');
  const users = await manager(settings);
  let user = await users.signinPopup({ login_hint: email });
  if (!accountsMatch(email, emailOf(user))) {
    user = await users.signinPopup({ login_hint: email, prompt: 'select_account' });
    if (!accountsMatch(email, emailOf(user))) {
      throw new SsoFailure(`The directory account ${emailOf(user) ?? '(none)'} does not match ${email}.`);
    }
  }
  if (!user.id_token) throw new SsoFailure('The directory suite returned no token.');
  return authenticateWithToken(email, user.id_token);
}

/** Reports an SSO failure to the server (PUT SSOAuthenticationFailed); never throws. */
export async function reportSsoFailure(email: string, errorMessage: string): Promise<void> {
  await dataProvider.callRaw(securityCalls.ssoAuthenticationFailed, {
    body: { errorMessage: errorMessage.slice(0, 2000), username: email },
  });
}

/** The popup window's page: hand the answer back to the opener and close. */
export async function completePopup(search: string): Promise<void> {
  // The popup callback only relays the URL to the opener; the settings here are never used to call the provider.
  const url = `${window.location.origin}${POPUP_CALLBACK_PATH}${search}`;
  const { UserManager } = await import('oidc-client-ts');
  await new UserManager({
    authority: window.location.origin,
    client_id: 'popup',
    redirect_uri: url,
  }).signinPopupCallback(url);
}
