/**
 * What keeps one client from hurting the others: connections per address are capped (a client opening a thousand
 * gets a 503 envelope on each one past the cap, and its connection closed), request headers must arrive within
 * 10 s and the whole request (body included) within A1_REQUEST_TIMEOUT_MS (30 s: a body trickling in is cut with
 * a 408 envelope and the connection closed, body-parser.ts), bodies over 50 MB are refused with 413 (Fastify's bodyLimit, app.ts;
 * 16 KB before sign-in, body-parser.ts), and answers over 1 KB travel compressed when the client accepts it
 * (brotli or gzip, negotiated; JSON shrinks about tenfold).
 */
import { constants as zlib } from 'node:zlib';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { errorEnvelope, INPUT_MESSAGES, REQUEST_TIMEOUT_MS } from '@a1/shared';

export const LIMITS = {
  /** Open connections one address may hold (A1_MAX_CONNECTIONS_PER_ADDRESS); behind a proxy, raise it. */
  connectionsPerAddress: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  bodyLimitBytes: 50 * 1024 * 1024,
  /** Answers smaller than this are sent as they are. */
  compressAboveBytes: 1024,
  /**
   * Buffered answers up to this size are compressed in one call on the request's own turn (a job's 286 KB of package
   * rows: 0.8 ms); bigger ones, and streamed lists, go through the compressor's stream on the thread pool, which
   * costs about 2 ms more per answer in stream set-up and hand-offs (issue 25's exactJob: 15 ms p95 against 11).
   */
  compressInlineBytes: 512 * 1024,
} as const;

export const LIMIT_MESSAGES = {
  tooManyConnections: (n: number) =>
    `Too many open connections from your address (at most ${n}). Close some and try again.`,
} as const;

/** The connection cap: counted per remote address, enforced as each connection opens. */
export function capConnections(app: FastifyInstance, perAddress: number): void {
  const open = new Map<string, number>();
  const body = JSON.stringify(errorEnvelope(503, LIMIT_MESSAGES.tooManyConnections(perAddress)));
  const refusal = [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Retry-After: 5',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (count > perAddress) {
      socket.end(refusal);
      // A client that never reads its refusal does not keep the socket.
      setTimeout(() => socket.destroy(), 2_000).unref();
    }
  });
}

/**
 * Node's own answers to a broken request (Fastify's clientErrorHandler), in the A1 envelope: 408 when the request
 * did not arrive in time, 431 for oversized headers, 400 otherwise. The connection is closed after it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket & { _httpMessage?: { headersSent?: boolean } },
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', INPUT_MESSAGES.requestTimeout(Math.round(this.server.requestTimeout / 1000))]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
        : [400, 'Bad Request', 'The request could not be read as HTTP.'];
  // Nothing may be written once an answer has started on this connection.
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const body = JSON.stringify(errorEnvelope(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export async function registerLimits(
  app: FastifyInstance,
  options: { connectionsPerAddress?: number; requestTimeoutMs?: number } = {},
) {
  const requestTimeoutMs = options.requestTimeoutMs ?? LIMITS.requestTimeoutMs;
  // Node checks these every 30 s (connectionsCheckingInterval): a backstop for any request. A JSON or text body is
  // timed to the millisecond by body-parser.ts, which answers 408 at the limit itself.
  app.server.requestTimeout = requestTimeoutMs;
  app.server.headersTimeout = Math.min(LIMITS.headersTimeoutMs, requestTimeoutMs);
  capConnections(app, options.connectionsPerAddress ?? LIMITS.connectionsPerAddress);
  await app.register(compress, {
    global: true,
    threshold: LIMITS.compressAboveBytes,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs more time than it saves bytes on live answers; quality 1 compresses a job's
    // 286 KB of package rows to 26 KB in 0.8 ms, where 4 took 2.3 ms for 22 KB (issue 25's 10 ms for a job's packages
    // is server time, compression included). Each write is flushed, so a streamed list (http/streamed.ts, 64 KB
    // writes) reaches the client as it is read rather than when the compressor's buffer fills; a buffered answer is
    // one write, flushed at its end anyway.
    syncThreshold: LIMITS.compressInlineBytes,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 }, flush: zlib.BROTLI_OPERATION_FLUSH },
    zlibOptions: { level: 6, flush: zlib.Z_SYNC_FLUSH },
  });
}
