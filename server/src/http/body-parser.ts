/**
 * Request bodies, read by us rather than by Fastify's default parsers (issue 23 point 6), so that input is bounded
 * while it arrives:
 * - a call made before sign-in (its contract permission is `public`, or no session was resolved: unknown paths,
 *   pages) carries at most PUBLIC_BODY_LIMIT_BYTES; a signed-in call keeps its route's limit (50 MB, for uploads).
 *   A declared Content-Length over the limit is refused before a byte is read; a chunked body as soon as it passes.
 * - JSON is scanned for depth chunk by chunk as it arrives and refused past JSON_MAX_DEPTH before JSON.parse runs:
 *   the scan is a byte loop with constant state, so no body, however nested, holds the event loop.
 * - the body must have arrived within the request timeout (A1_REQUEST_TIMEOUT_MS, 30 s) of the moment its reading
 *   began, the headers being in: a body trickling in is answered 408 at that moment and its connection closed.
 * Refusals answer the A1 envelope (413, 400, 408) through the error handler. What is left of a refused body is read and
 * dropped by Node (closing at once could lose the answer to a TCP reset), bounded by the request timeout
 * (limits.ts). After the checks, the JSON text goes to Fastify's own parser (prototype-poisoning guards included).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, JSON_MAX_DEPTH, PUBLIC_BODY_LIMIT_BYTES } from '@a1/shared';
import { A1Error } from './errors.ts';

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Nesting depth of JSON text fed in chunks. Brackets inside strings do not count; UTF-8 continuation bytes are all
 * >= 0x80, so a byte never splits a quote, bracket or backslash. Malformed JSON is left to the parser.
 */
export class DepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  constructor(private readonly maxDepth: number) {}

  /** Feeds a chunk; false as soon as the nesting passes the maximum. */
  feed(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this;
    const max = this.maxDepth;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        if (++depth > max) return false;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return true;
  }
}

const bytesText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/** The most this request may carry, and the refusal that says so. */
function limitOf(request: FastifyRequest): { limit: number; message: string } {
  const beforeSignIn = request.routeOptions.config?.a1Call?.permission.kind === 'public' || !request.sessionUser;
  if (beforeSignIn) return { limit: PUBLIC_BODY_LIMIT_BYTES, message: INPUT_MESSAGES.publicBodyTooLarge };
  const limit = request.routeOptions.bodyLimit;
  return { limit, message: INPUT_MESSAGES.bodyTooLarge(bytesText(limit)) };
}

/** Requests whose body did not arrive in time: their connection is closed after the 408. */
const timedOut = new WeakSet<FastifyRequest>();

/** Reads the body within its limit (and depth, for JSON) and time; resolves its text. */
function readBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  timeoutMs: number,
  scanner?: DepthScanner,
): Promise<string> {
  const { limit, message } = limitOf(request);
  if (Number(request.headers['content-length']) > limit) return Promise.reject(new A1Error(413, message));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const timer = setTimeout(() => {
      timedOut.add(request);
      stop(new A1Error(408, INPUT_MESSAGES.requestTimeout(timeoutMs / 1000)));
    }, timeoutMs);
    const stop = (error?: Error) => {
      clearTimeout(timer);
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error) reject(error);
    };
    const onData = (data: Buffer | string) => {
      const chunk = typeof data === 'string' ? Buffer.from(data) : data;
      received += chunk.length;
      // Depth first: of two refusals for one chunk, the one that names the body's real problem.
      if (scanner && !scanner.feed(chunk)) return stop(new A1Error(400, INPUT_MESSAGES.tooDeep));
      if (received > limit) return stop(new A1Error(413, message));
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, received).toString('utf8'));
    };
    const onError = (error: Error & { statusCode?: number }) => {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
      stop(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

export function registerBodyParsers(app: FastifyInstance, options: { requestTimeoutMs: number }): void {
  const timeoutMs = options.requestTimeoutMs;
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addHook('onSend', async (request, reply) => {
    // The rest of a late body is not worth waiting for: the client gets its 408 and the connection ends.
    if (timedOut.has(request)) reply.header('connection', 'close');
  });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBody(request, payload, timeoutMs, new DepthScanner(JSON_MAX_DEPTH)).then(
      (text) => parseJson(request, text, done),
      (error: Error) => done(error, undefined),
    );
  });
  app.addContentTypeParser('text/plain', (request, payload, done) => {
    readBody(request, payload, timeoutMs).then(
      (text) => done(null, text),
      (error: Error) => done(error, undefined),
    );
  });
}
