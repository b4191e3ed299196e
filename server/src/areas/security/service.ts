/** Sign-in, the login result of shell §3, and password and username changes. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  SERVER_MESSAGES,
  type LoginResult,
  type SignInKindResult,
} from '@a1/shared';
import type { Config, SsoDomainConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { verifyPassword, hashPassword } from '../../auth/passwords.ts';
import {
  createSession,
  endOtherSessions,
  endSession,
  findSessionByToken,
  type SessionUser,
} from '../../auth/sessions.ts';
import { OIDC_MESSAGES } from '../../auth/oidc.ts';
import { sessionsChanged } from '../../auth/session-cache.ts';
import { A1Error } from '../../http/errors.ts';
import { findUserByLogin, toLoginUser, type UserRow } from './users.ts';
import { guardAttempt, recordLogin } from './throttle.ts';

export async function buildLoginResult(
  db: Db,
  config: Config,
  user: UserRow,
  address: string | undefined,
  startedOn?: Date,
): Promise<LoginResult> {
  const credentials = await createSession(db, user.id, address, startedOn);
  return {
    ...credentials,
    isTestMode: config.isTestMode,
    environment: config.environment,
    user: await toLoginUser(db, user),
  };
}

/**
 * An unknown e-mail is checked against this hash, made once per process from a random password (nothing matches
 * it), so it costs the same scrypt as a known one: the answer's time does not tell which e-mails have accounts.
 */
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64')));

/** Checks a login and password; records the attempt either way. */
export async function checkPassword(
  db: Db,
  login: string,
  password: string,
  address: string | undefined,
  method: string,
): Promise<UserRow> {
  await guardAttempt(db, login, address);
  const user = await findUserByLogin(db, login);
  const fail = async (reason: string, message: string, code = 401): Promise<never> => {
    await recordLogin(db, { login, userId: user?.id, address, method, success: false, reason });
    throw new A1Error(code, message);
  };
  // Unknown user and wrong password answer alike, and take as long, so the call cannot be used to list accounts.
  if (!user) {
    await verifyPassword(password, await unknownUserHash());
    return fail('unknown user', SERVER_MESSAGES.wrongPassword);
  }
  if (!user.passwordHash) return fail('no password', SERVER_MESSAGES.noPasswordSet);
  if (!(await verifyPassword(password, user.passwordHash)))
    return fail('wrong password', SERVER_MESSAGES.wrongPassword);
  if (!user.isEnabled) return fail('disabled', SERVER_MESSAGES.userDisabled, 403);
  return user;
}

export async function passwordLogin(
  db: Db,
  config: Config,
  login: string,
  password: string,
  address: string | undefined,
  method: string,
): Promise<LoginResult> {
  const user = await checkPassword(db, login, password, address, method);
  await recordLogin(db, { login, userId: user.id, address, method, success: true });
  return buildLoginResult(db, config, user, address);
}

/**
 * Single sign-on: the provider's token, verified by `verify`, stands in for the password. Throttled and
 * recorded like a password sign-in; the e-mail must belong to an enabled user.
 */
export async function ssoLogin(
  db: Db,
  config: Config,
  login: string,
  token: string,
  address: string | undefined,
  verify: (config: Config, token: string, email: string) => Promise<{ email: string; kind: string }>,
): Promise<LoginResult> {
  await guardAttempt(db, login, address);
  const method = 'SSO';
  const user = await findUserByLogin(db, login);
  try {
    const identity = await verify(config, token, login);
    if (!user || user.email.toLowerCase() !== identity.email)
      throw new A1Error(401, OIDC_MESSAGES.noUser(identity.email));
    if (!user.isEnabled) throw new A1Error(403, SERVER_MESSAGES.userDisabled);
    await recordLogin(db, { login, userId: user.id, address, method: `SSO ${identity.kind}`, success: true });
    return await buildLoginResult(db, config, user, address);
  } catch (error) {
    if (error instanceof A1Error)
      await recordLogin(db, { login, userId: user?.id, address, method, success: false, reason: error.message });
    throw error;
  }
}

/** A provider's list holds e-mail domains, or whole addresses (one account moved to SSO ahead of its domain). */
export function usesProvider(provider: SsoDomainConfig, email: string): boolean {
  const address = email.trim().toLowerCase();
  return provider.domains.includes(address.split('@')[1] ?? '') || provider.domains.includes(address);
}

/** Which way an e-mail signs in: by its domain, as configured (design §3). Unknown users get the password view. */
export function signInKindFor(config: Config, email: string): SignInKindResult {
  if (config.identityProvider && usesProvider(config.identityProvider, email)) {
    return {
      signInKind: 'identityProvider',
      issuer: config.identityProvider.issuer,
      clientId: config.identityProvider.clientId,
    };
  }
  if (config.directorySuite && usesProvider(config.directorySuite, email)) {
    return {
      signInKind: 'directorySuite',
      issuer: config.directorySuite.issuer,
      clientId: config.directorySuite.clientId,
    };
  }
  return { signInKind: 'password' };
}

/**
 * Sets a password and ends every other session (and access token) of the user: whoever held the old password may
 * have opened one. `keepSessionId`: the session that made the change, when it proved itself; none for a reset.
 */
export async function setPassword(db: Db, userId: number, newPassword: string, keepSessionId?: number): Promise<void> {
  await db
    .update(t.users)
    .set({ passwordHash: await hashPassword(newPassword), changePassword: false })
    .where(eq(t.users.id, userId));
  // Every instance reads this user's sessions afresh (auth/session-cache.ts).
  await endOtherSessions(db, userId, keepSessionId);
}

/** Only a user an administrator flagged (users.changeUsername) changes the address, and only to a free one. */
export async function setUsername(db: Db, user: UserRow, newUsername: string): Promise<void> {
  if (!user.changeUsername) throw new A1Error(403, SERVER_MESSAGES.usernameChangeNotRequested);
  const userId = user.id;
  const taken = await findUserByLogin(db, newUsername);
  if (taken && taken.id !== userId) throw new A1Error(400, SERVER_MESSAGES.usernameTaken);
  const value = newUsername.trim().toLowerCase();
  await db.update(t.users).set({ email: value, username: value, changeUsername: false }).where(eq(t.users.id, userId));
  // The pending change is lifted: every instance reads this user's sessions afresh.
  await sessionsChanged(db, { userId });
}

/**
 * PUT Token: a live access token for fresh credentials; the old session ends. The new session keeps the old one's
 * sign-in time, so resuming never stretches a session past its lifetime (A1_SESSION_MAX_HOURS).
 */
export async function resumeWithToken(
  db: Db,
  config: Config,
  login: string,
  token: string,
  address: string | undefined,
): Promise<LoginResult> {
  const session = await findSessionByToken(db, token, config.sessionMaxHours * 3_600_000);
  const user = await findUserByLogin(db, login);
  if (!session || !user || session.userId !== user.id || !user.isEnabled) {
    await recordLogin(db, {
      login,
      userId: user?.id,
      address,
      method: 'Token',
      success: false,
      reason: 'invalid token',
    });
    throw new A1Error(401, SERVER_MESSAGES.badCredentials);
  }
  await endSession(db, session.id);
  await recordLogin(db, { login, userId: user.id, address, method: 'Token', success: true });
  return buildLoginResult(db, config, user, address, session.startedOn);
}

function checkNewPassword(user: UserRow, newPassword: string): void {
  if (user.isInternalSecure && !isStrongPassword(newPassword)) {
    throw new A1Error(
      400,
      `The new password must have at least ${PASSWORD_MIN_LENGTH} characters, a lowercase letter, an uppercase letter, a number and a special character.`,
    );
  }
}

/**
 * ChangePassword: proven by the current password. Every other session of the user ends; `caller` (the session whose
 * credentials the call carried, e.g. the login page's pending one) stays when it is this user's.
 */
export async function changeOwnPassword(
  db: Db,
  body: { username: string; password: string; newPassword: string },
  address: string | undefined,
  caller?: SessionUser,
): Promise<true> {
  const user = await checkPassword(db, body.username, body.password, address, 'ChangePassword');
  checkNewPassword(user, body.newPassword);
  await setPassword(db, user.id, body.newPassword, caller?.userId === user.id ? caller.sessionId : undefined);
  await recordLogin(db, { login: body.username, userId: user.id, address, method: 'ChangePassword', success: true });
  return true;
}

/** ChangeUsername: proven by the password. */
export async function changeOwnUsername(
  db: Db,
  body: { username: string; password: string; newUsername: string },
  address: string | undefined,
): Promise<true> {
  const user = await checkPassword(db, body.username, body.password, address, 'ChangeUsername');
  await setUsername(db, user, body.newUsername);
  return true;
}

/** ChangePasswordAdmin: an administrator (the route's isAdmin check) sets another user's password. */
export async function setPasswordAsAdmin(db: Db, body: { username: string; newPassword: string }): Promise<number> {
  const user = await findUserByLogin(db, body.username);
  if (!user) throw new A1Error(404, SERVER_MESSAGES.userNotFound);
  checkNewPassword(user, body.newPassword);
  await setPassword(db, user.id, body.newPassword);
  return user.id;
}
