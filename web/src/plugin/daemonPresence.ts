/**
 * What this browser last learnt about its workstation daemon (issue 29 point 7). Chromium logs a console error for
 * every request to a closed port, and a page cannot silence it: on a PC without the daemon, each sign-in's workstation
 * lookup (shell §4) logged one. So a refused connection is remembered for a shift, in this browser's local storage
 * (it outlives the sign-out), and the sign-in's lookup is skipped meanwhile: the session goes on as "Unknown", as it
 * would after the failed lookup. What the user asks of the daemon (the workstation dialog, its Check again, a print,
 * a weighing) always asks it, and any answer from it forgets the absence.
 */

/** How long a refused daemon is taken as absent: a shift, after which a sign-in asks again. */
export const DAEMON_ABSENCE_MEMORY_MS = 8 * 60 * 60 * 1000;

const KEY = 'a1.plugin.absentSince';

/** Whether an absence noted at `since` (ms, or null) still holds at `now`. */
export function absenceHolds(since: number | null, now: number): boolean {
  return since !== null && Number.isFinite(since) && now >= since && now - since < DAEMON_ABSENCE_MEMORY_MS;
}

function noted(): number | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Whether the daemon is known to be absent (the sign-in's lookup skips it). */
export function daemonKnownAbsent(now = Date.now()): boolean {
  return absenceHolds(noted(), now);
}

/** The daemon refused a connection. */
export function noteDaemonAbsent(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Storage full or denied: the next sign-in asks again, which is only a console line.
  }
}

/** The daemon answered. */
export function noteDaemonPresent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
