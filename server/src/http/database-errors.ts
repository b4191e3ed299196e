/**
 * A database that is down, restarting or too slow is a temporary state, not a server fault: such failures answer
 * 503 with a sentence the caller can act on (and Retry-After), never 500, and never hang (the pool gives up
 * connecting after `CONNECT_TIMEOUT_MS`, a statement after `STATEMENT_TIMEOUT_MS`).
 */

export const DATABASE_MESSAGES = {
  unavailable: 'The database is not reachable at the moment. Please try again in a few seconds.',
  tooSlow: 'The database took too long to answer this request. Please narrow it down or try again later.',
} as const;

/** Connection errors of Node's sockets and of the pg driver. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL SQLSTATEs: class 08 (connection), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|connection is insecure|the database system is (starting up|shutting down)/i;

/** The 503 message for a failure caused by the database's state, or undefined for any other failure. */
export function databaseFailure(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const e = cause as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === '57014') return DATABASE_MESSAGES.tooSlow; // query_canceled: the statement timeout
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return DATABASE_MESSAGES.unavailable;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return DATABASE_MESSAGES.unavailable;
    cause = e.cause;
  }
  return undefined;
}
