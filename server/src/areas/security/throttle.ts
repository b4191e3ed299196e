/**
 * Sign-in protection, counted from the login_events table so every instance agrees. Failures are counted per
 * account and address pair: from one address, an account's failures first slow the answer, more with each one, then
 * refuse sign-in there for a while. Someone who knows a colleague's e-mail thus slows and locks only their own
 * address, never the owner signing in from another one. Per address (whatever the accounts) the same limits apply,
 * five times higher, as a whole depot may share one address behind NAT. The address is the socket's, or the one the
 * trusted proxies name (A1_TRUST_PROXY), never one the client picks.
 *
 * An account's failures from all addresses together neither slow nor refuse it: that would hand any stranger a way
 * to slow or lock the owner out. (Guessing from many addresses is bounded by each address's own limits.)
 *
 * A failure the caller only reports (SSOAuthenticationFailed, no proof of anything) is recorded with `counted` false:
 * it never counts against the account it names. Those reports are limited per address on their own.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Per account and address: from this many failures each further attempt waits a little longer… */
  slowAfter: 3,
  delayStepMs: 250,
  maxDelayMs: 2_000,
  /** …and from this many, sign-in from that address is refused until the window has passed. */
  lockAfter: 10,
  /** Per address the limits are higher: a whole depot may share one address behind NAT. */
  addressFactor: 5,
  /** SSOAuthenticationFailed reports one address may make in the window; past them it answers 429. */
  ssoReportsPerAddress: 20,
} as const;

export interface RecentFailures {
  /** This account from this address. */
  pair: number;
  /** Any account from this address. */
  address: number;
  /** This account from any address (recorded for the picture; it neither slows nor refuses). */
  account: number;
}

export async function recentFailures(
  db: Db,
  login: string,
  address: string | undefined,
  now = Date.now(),
): Promise<RecentFailures> {
  const since = new Date(now - THROTTLE.windowMs);
  const failed = and(eq(t.loginEvents.success, false), eq(t.loginEvents.counted, true), gt(t.loginEvents.at, since));
  const key = login.toLowerCase();
  const countWhere = async (where: ReturnType<typeof and>) =>
    (await db.select({ n: count() }).from(t.loginEvents).where(and(failed, where)))[0].n;
  const [account, fromAddress, pair] = await Promise.all([
    countWhere(eq(t.loginEvents.login, key)),
    address ? countWhere(eq(t.loginEvents.address, address)) : 0,
    address ? countWhere(and(eq(t.loginEvents.login, key), eq(t.loginEvents.address, address))) : 0,
  ]);
  // Without an address there is no pair: the account's own count stands in for it.
  return { pair: address ? pair : account, address: fromAddress, account };
}

/** Waits or refuses according to the failures so far; call before checking the password. */
export async function guardAttempt(db: Db, login: string, address: string | undefined): Promise<void> {
  const failures = await recentFailures(db, login, address);
  // The address count on the pair's scale; one set of limits for the worse of the two.
  const level = Math.max(failures.pair, Math.floor(failures.address / THROTTLE.addressFactor));
  if (level >= THROTTLE.lockAfter) throw new A1Error(429, SERVER_MESSAGES.tooManyAttempts(THROTTLE.windowMs / 1000));
  if (level >= THROTTLE.slowAfter) {
    const delay = Math.min((level - THROTTLE.slowAfter + 1) * THROTTLE.delayStepMs, THROTTLE.maxDelayMs);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * SSOAuthenticationFailed: the browser reports an SSO failure (shell §4 step 4). Recorded for the record (time, the
 * name typed, address) but not counted against that account; refused past `ssoReportsPerAddress` in the window.
 */
export async function recordSsoReport(
  db: Db,
  report: { login: string; address: string | undefined; reason: string },
): Promise<void> {
  if (report.address) {
    const since = new Date(Date.now() - THROTTLE.windowMs);
    const [{ n }] = await db
      .select({ n: count() })
      .from(t.loginEvents)
      .where(
        and(eq(t.loginEvents.address, report.address), eq(t.loginEvents.counted, false), gt(t.loginEvents.at, since)),
      );
    if (n >= THROTTLE.ssoReportsPerAddress)
      throw new A1Error(429, SERVER_MESSAGES.tooManySsoReports(THROTTLE.windowMs / 1000));
  }
  await recordLogin(db, {
    login: report.login,
    address: report.address,
    method: 'SSO',
    success: false,
    reason: report.reason,
    counted: false,
  });
}

export async function recordLogin(
  db: Db,
  event: {
    login: string;
    userId?: number;
    address?: string;
    method: string;
    success: boolean;
    reason?: string;
    counted?: boolean;
  },
): Promise<void> {
  await db.insert(t.loginEvents).values({ ...event, login: event.login.toLowerCase() });
}
