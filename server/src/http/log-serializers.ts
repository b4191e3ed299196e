/**
 * What the log may say about a request and an error. A query string can carry an e-mail or a search the caller
 * typed, and a failed database query's error carries the values it was sent (drizzle puts them in `params` and in
 * its message): neither belongs in a log. Requests are logged by path, errors by their driver's message and code.
 */
/** What the request serializer reads of Fastify's request. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The request line without its query string. */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  params?: unknown;
}

const MAX_CAUSES = 5;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as type, code and message, following its causes. A wrapper that carries a query's values (drizzle's
 * DrizzleQueryError: "Failed query: … params: …") is named but its message is left out: the cause says what went wrong.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorLike;
  const carriesValues = 'params' in e;
  const out: LoggedError = {
    // The class says more than `name` (drizzle's errors keep 'Error').
    type:
      error.constructor?.name && error.constructor.name !== 'Object'
        ? error.constructor.name
        : String(e.name ?? 'Error'),
    message: carriesValues ? 'a database query failed (its values are not logged)' : String(e.message ?? ''),
    stack: !carriesValues && typeof e.stack === 'string' ? e.stack : '',
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (e.cause && depth < MAX_CAUSES) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}

export const logSerializers = {
  req: requestForLog,
  err: (error: unknown) => errorForLog(error),
};
