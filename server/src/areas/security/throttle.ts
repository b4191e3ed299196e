/**
 * Sign-in protection: failures for one account or one address within a window first slow the answer,
 * then refuse sign-in for a while. Counted from the login_events table, so every instance agrees.
 */
import { and, count, eq, gt, or } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { A1Error } from '../../http/errors.ts';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** From this many failures each further attempt waits a little longer. */
  slowAfter: 3,
  delayStepMs: 250,
  /** From this many failures sign-in is refused until the window has passed. */
  lockAfter: 10,
} as const;

export async function recentFailures(db: Db, login: string, address: string | undefined, now = Date.now()): Promise<number> {
  const since = new Date(now - THROTTLE.windowMs);
  const who = address ? or(eq(t.loginEvents.login, login), eq(t.loginEvents.address, address)) : eq(t.loginEvents.login, login);
  const rows = await db.select({ n: count() }).from(t.loginEvents)
    .where(and(eq(t.loginEvents.success, false), gt(t.loginEvents.at, since), who));
  return rows[0].n;
}

/** Waits or refuses according to the failures so far; call before checking the password. */
export async function guardAttempt(db: Db, login: string, address: string | undefined): Promise<void> {
  const failures = await recentFailures(db, login, address);
  if (failures >= THROTTLE.lockAfter) throw new A1Error(429, SERVER_MESSAGES.tooManyAttempts(THROTTLE.windowMs / 1000));
  if (failures >= THROTTLE.slowAfter) {
    const delay = Math.min((failures - THROTTLE.slowAfter + 1) * THROTTLE.delayStepMs, 2_000);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export async function recordLogin(db: Db, event: { login: string; userId?: number; address?: string; method: string; success: boolean; reason?: string }): Promise<void> {
  await db.insert(t.loginEvents).values({ ...event, login: event.login.toLowerCase() });
}
