/**
 * Sessions: a login issues API credentials (username, password, key) and an access token, all random
 * and stored only as digests. Every call proves itself with them; 2 hours idle ends the session, and so does its
 * absolute lifetime (A1_SESSION_MAX_HOURS after sign-in), however busy.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { IDLE_TIMEOUT_MS, SERVER_MESSAGES, type LoginResult } from '@a1/shared';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { A1Error } from '../http/errors.ts';
import { digest, matchesDigest, newSecret } from './secrets.ts';
import { sessionsChanged, type CachedSession, type SessionCache } from './session-cache.ts';

export interface SessionUser {
  sessionId: number;
  userId: number;
  email: string;
  fullName: string;
  isInternal: boolean;
  /** The user must change the password or user name first: only those calls and sign-out answer (issue 23). */
  pendingChange: boolean;
}

export interface IssuedCredentials {
  apiUsername: string;
  apiPassword: string;
  apiKey: string;
  accessToken: string;
}

/** The default absolute lifetime (config.ts reads A1_SESSION_MAX_HOURS). */
export const SESSION_MAX_MS = 12 * 3_600_000;

/** `startedOn`: when the user signed in; a session resumed from an access token passes its predecessor's. */
export async function createSession(
  db: Db,
  userId: number,
  address: string | undefined,
  startedOn?: Date,
): Promise<IssuedCredentials> {
  const issued = {
    apiUsername: `a1s_${newSecret(12)}`,
    apiPassword: newSecret(),
    apiKey: newSecret(),
    accessToken: newSecret(),
  };
  await db.insert(t.sessions).values({
    userId,
    apiUsername: issued.apiUsername,
    apiPasswordHash: digest(issued.apiPassword),
    apiKeyHash: digest(issued.apiKey),
    accessTokenHash: digest(issued.accessToken),
    address,
    ...(startedOn ? { startedOn } : {}),
  });
  return issued;
}

/** Only write last-seen when it is this stale, so busy pages do not turn every read into a write. */
const TOUCH_AFTER_MS = 30_000;

export function parseBasic(header: string | undefined): { username: string; password: string } | undefined {
  if (!header || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function resolveSession(
  db: Db,
  authorization: string | undefined,
  apiKey: string | undefined,
  now = Date.now(),
  cache?: SessionCache,
  maxLifetimeMs = SESSION_MAX_MS,
): Promise<SessionUser> {
  const basic = parseBasic(authorization);
  if (!basic) throw new A1Error(401, SERVER_MESSAGES.missingCredentials);
  const cached = cache?.get(basic.username, now);
  const session = cached ?? (await loadSession(db, basic.username, now, cache));
  // The digests are checked on every call, cached or not: the cache saves the query, never the proof.
  if (!session || !matchesDigest(basic.password, session.apiPasswordHash)) {
    throw new A1Error(401, SERVER_MESSAGES.badCredentials);
  }
  if (!apiKey || !matchesDigest(apiKey, session.apiKeyHash)) throw new A1Error(401, SERVER_MESSAGES.missingApiKey);
  // Checked on the cached path too: a busy session is never read from the database, yet its lifetime still ends.
  if (now - session.lastSeenOn > IDLE_TIMEOUT_MS || now - session.startedOn > maxLifetimeMs) {
    cache?.drop({ sessionId: session.sessionId });
    await db
      .update(t.sessions)
      .set({ endedOn: new Date(now) })
      .where(eq(t.sessions.id, session.sessionId));
    throw new A1Error(401, SERVER_MESSAGES.sessionExpired);
  }
  // Last seen is written when read from the database and stale: at most once per keep time, never per call.
  if (!cached && now - session.lastSeenOn > TOUCH_AFTER_MS) {
    session.lastSeenOn = now;
    await db
      .update(t.sessions)
      .set({ lastSeenOn: new Date(now) })
      .where(eq(t.sessions.id, session.sessionId));
  }
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    email: session.email,
    fullName: session.fullName,
    isInternal: session.isInternal,
    pendingChange: session.pendingChange,
  };
}

/** The live session of an API username with its user, from the database; undefined when none or disabled. */
async function loadSession(
  db: Db,
  apiUsername: string,
  now: number,
  cache: SessionCache | undefined,
): Promise<CachedSession | undefined> {
  const generation = cache?.generation ?? 0;
  const rows = await db
    .select({ session: t.sessions, user: t.users })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(and(eq(t.sessions.apiUsername, apiUsername), isNull(t.sessions.endedOn)))
    .limit(1);
  const row = rows[0];
  if (!row || !row.user.isEnabled) return undefined;
  const session: CachedSession = {
    sessionId: row.session.id,
    userId: row.user.id,
    apiPasswordHash: row.session.apiPasswordHash,
    apiKeyHash: row.session.apiKeyHash,
    lastSeenOn: row.session.lastSeenOn.getTime(),
    startedOn: row.session.startedOn.getTime(),
    email: row.user.email,
    fullName: row.user.fullName,
    isInternal: row.user.isInternal,
    pendingChange: row.user.changePassword || row.user.changeUsername,
    cachedAt: now,
  };
  const idle = now - session.lastSeenOn;
  if (idle <= IDLE_TIMEOUT_MS) cache?.set(apiUsername, session, generation);
  return session;
}

/**
 * The live session behind an access token, for the Token call (resume without the password); none once the
 * session is idle too long or past its lifetime, so resuming never stretches a session past it.
 */
export async function findSessionByToken(
  db: Db,
  accessToken: string,
  maxLifetimeMs = SESSION_MAX_MS,
  now = Date.now(),
) {
  const rows = await db
    .select()
    .from(t.sessions)
    .where(
      and(
        eq(t.sessions.accessTokenHash, digest(accessToken)),
        isNull(t.sessions.endedOn),
        sql`${t.sessions.lastSeenOn} > ${new Date(now - IDLE_TIMEOUT_MS)}`,
        sql`${t.sessions.startedOn} > ${new Date(now - maxLifetimeMs)}`,
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * The session whose credentials a public call carries, if they are valid; undefined otherwise (never a refusal:
 * the call is public). ChangePassword uses it to keep the session that asked.
 */
export async function callerSession(
  db: Db,
  authorization: string | undefined,
  apiKey: string | undefined,
  maxLifetimeMs = SESSION_MAX_MS,
): Promise<SessionUser | undefined> {
  if (!authorization) return undefined;
  try {
    return await resolveSession(db, authorization, apiKey, Date.now(), undefined, maxLifetimeMs);
  } catch (error) {
    if (error instanceof A1Error) return undefined;
    throw error;
  }
}

/**
 * Ends every live session of a user but `exceptSessionId` (a password change: the session that made it stays), and
 * drops them from every instance's cache. Their access tokens end with them (findSessionByToken wants a live one).
 */
export async function endOtherSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(t.sessions)
    .set({ endedOn: new Date() })
    .where(
      and(
        eq(t.sessions.userId, userId),
        isNull(t.sessions.endedOn),
        exceptSessionId === undefined ? undefined : ne(t.sessions.id, exceptSessionId),
      ),
    );
  await sessionsChanged(db, { userId });
}

/** Ends a session here and, through `sessionsChanged`, in every instance's cache before it returns. */
export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.update(t.sessions).set({ endedOn: new Date() }).where(eq(t.sessions.id, sessionId));
  await sessionsChanged(db, { sessionId });
}

export type { LoginResult };
