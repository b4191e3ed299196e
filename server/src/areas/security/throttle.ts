/**
 * Sign-in protection: failures for one account or one address within a window first slow the answer,
 * then refuse sign-in for a while. Counted from the login_events table, so every instance agrees.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Per account: from this many failures each further attempt waits a little longer… */
  slowAfter: 3,
  delayStepMs: 250,
  /** …and from this many, sign-in is refused until the window has passed. */
  lockAfter: 10,
  /** Per address the limits are higher: a whole depot may share one address behind NAT. */
  addressFactor: 5,
} as const;

export async function recentFailures(
  db: Db,
  login: string,
  address: string | undefined,
  now = Date.now(),
): Promise<{ account: number; address: number }> {
  const since = new Date(now - THROTTLE.windowMs);
  const failed = and(eq(t.loginEvents.success, false), gt(t.loginEvents.at, since));
  const [account] = await db
    .select({ n: count() })
    .from(t.loginEvents)
    .where(and(failed, eq(t.loginEvents.login, login.toLowerCase())));
  const [fromAddress] = address
    ? await db
        .select({ n: count() })
        .from(t.loginEvents)
        .where(and(failed, eq(t.loginEvents.address, address)))
    : [{ n: 0 }];
  return { account: account.n, address: fromAddress.n };
}

/** Waits or refuses according to the failures so far; call before checking the password. */
export async function guardAttempt(db: Db, login: string, address: string | undefined): Promise<void> {
  const failures = await recentFailures(db, login, address);
  // Express the address count on the account scale, then apply one set of limits to the worse of the two.
  const level = Math.max(failures.account, Math.floor(failures.address / THROTTLE.addressFactor));
  if (level >= THROTTLE.lockAfter) throw new A1Error(429, SERVER_MESSAGES.tooManyAttempts(THROTTLE.windowMs / 1000));
  if (level >= THROTTLE.slowAfter) {
    const delay = Math.min((level - THROTTLE.slowAfter + 1) * THROTTLE.delayStepMs, 2_000);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export async function recordLogin(
  db: Db,
  event: { login: string; userId?: number; address?: string; method: string; success: boolean; reason?: string },
): Promise<void> {
  await db.insert(t.loginEvents).values({ ...event, login: event.login.toLowerCase() });
}
