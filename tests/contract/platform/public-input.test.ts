/**
 * Issue 23 point 6, on PGlite and PostgreSQL: input before sign-in is bounded. A public call carries at most 16 KB
 * (413 with the envelope, refused from its Content-Length before it is read), JSON nested deeper than 32 levels is
 * refused while it arrives on every route (400, before JSON.parse), and a request must arrive within the configured
 * time (30 s by default; 1 s here) or is cut with a 408. While a stranger sends all of that, /health keeps a p99
 * at or under 50 ms.
 */
import http from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { A1 } from '@a1/shared';
import { loadConfig } from '@a1/server/config';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { sessionHeaders, signIn } from '../../support/a1-http';

const LOGIN = A1.authenticateLegacyLogin.path;
/** Written by hand from the issue: 16 KB, 32 levels, 30 s. */
const LIMIT = 16 * 1024;
const PUBLIC_TOO_LARGE = 'The request body is too large: a call made before sign-in carries at most 16 KB.';
const TOO_DEEP = 'The request body nests objects or arrays more than 32 levels deep; no call accepts that.';
const TEST_TIMEOUT_MS = 1_000;

interface Answer {
  status: number;
  body: any;
}

/** Sends a body as it is: with its Content-Length, or chunked (no length declared), in 64 KB writes. */
function send(
  baseUrl: string,
  path: string,
  body: string | Buffer,
  options: { chunked?: boolean; headers?: Record<string, string>; method?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = typeof body === 'string' ? Buffer.from(body) : body;
    const headers: Record<string, string | number> = { 'content-type': 'application/json', ...options.headers };
    if (!options.chunked) headers['content-length'] = data.length;
    const request = http.request(`${baseUrl}${path}`, { method: options.method ?? 'PUT', headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    // The server may answer before the upload ends: that answer is the refusal, not a failure.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    for (let at = 0; at < data.length; at += 65_536) request.write(data.subarray(at, at + 65_536));
    request.end();
  });
}

const message = (answer: Answer) => answer.body.responseStatus.responseStatusMessage;
/** JSON `levels` deep: the login object holding arrays nested inside it. */
const nestedLogin = (levels: number) =>
  `{"username":"ops.manager@a1demo.com","password":"Demo#2026","extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

/** GET /health every ~20 ms until stopped; the latencies. */
function timeHealth(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${baseUrl}/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', reject);
    });
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await once();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - (performance.now() - started))));
    }
  })();
  return {
    latencies,
    /** Stops; the p99 of the probes from the `from`-th on. */
    async stop(from = 0) {
      running = false;
      await done;
      agent.destroy();
      const sorted = latencies.slice(from).sort((a, b) => a - b);
      return { count: sorted.length, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] };
    },
  };
}

describe('issue 23 point 6: the limits are the ones the issue names', () => {
  it('issue 23 point 6: a request must arrive within 30 s unless configured otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ A1_REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(1_000);
  });
});

describe.each(await engines())('bounded input before sign-in on %s', (engine) => {
  const env = signedInServer(engine, { ops: 'ops.manager@a1demo.com' }, { requestTimeoutMs: TEST_TIMEOUT_MS });

  it('issue 23 point 6: a body of 16 KB + 1 is refused with 413 before sign-in, declared or chunked; 16 KB signs in', async () => {
    const login = '{"username":"ops.manager@a1demo.com","password":"Demo#2026"}';
    const atLimit = login.padEnd(LIMIT, ' ');
    const overLimit = login.padEnd(LIMIT + 1, ' ');
    expect(Buffer.byteLength(atLimit)).toBe(16_384);

    const fits = await send(env.baseUrl, LOGIN, atLimit);
    expect(fits.status).toBe(200);
    expect(fits.body.data.user.username).toBe('ops.manager@a1demo.com');

    for (const chunked of [false, true]) {
      const refused = await send(env.baseUrl, LOGIN, overLimit, { chunked });
      expect(refused.status).toBe(413);
      expect(refused.body.responseStatus).toEqual({ responseStatusCode: 413, responseStatusMessage: PUBLIC_TOO_LARGE });
    }
  });

  it('issue 23 point 6: 33 levels of JSON are refused before parsing; 32 reach the route', async () => {
    const deep = await send(env.baseUrl, LOGIN, nestedLogin(33));
    expect(deep.status).toBe(400);
    expect(deep.body.responseStatus).toEqual({ responseStatusCode: 400, responseStatusMessage: TOO_DEEP });

    const allowed = await send(env.baseUrl, LOGIN, nestedLogin(32));
    // The route's own validation answers: the depth was accepted.
    expect(allowed.status).toBe(400);
    expect(message(allowed)).toBe('Invalid body: extra is not a known field.');

    // Brackets inside strings are text, not nesting.
    const inText = await send(
      env.baseUrl,
      LOGIN,
      JSON.stringify({ username: 'ops.manager@a1demo.com', password: `Demo#2026${'['.repeat(40)}` }),
    );
    expect(inText.status).not.toBe(400);
    expect(message(inText)).not.toBe(TOO_DEEP);
  });

  it('issue 23 point 6: 4 MB nested bodies, public and signed in, are refused while /health keeps p99 <= 50 ms', async () => {
    // Made before the probes start: building it must not stall this process, which runs the server too.
    const nested = Buffer.from(`${'['.repeat(2 * 1024 * 1024)}${']'.repeat(2 * 1024 * 1024)}`);
    const signedIn = sessionHeaders(await signIn(env.baseUrl, 'ops.manager@a1demo.com'));
    const health = timeHealth(env.baseUrl);
    while (health.latencies.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    const answers: Record<string, Answer[]> = { declared: [], chunked: [], signedIn: [] };
    // Attacks until 250 probes ran meanwhile (about 5 s): the p99 then ignores the two slowest, not this machine's
    // scheduling hiccups but any stall the bodies cause would show in many probes.
    const from = health.latencies.length;
    while (health.latencies.length < from + 250) {
      answers.declared.push(await send(env.baseUrl, LOGIN, nested));
      answers.chunked.push(await send(env.baseUrl, LOGIN, nested, { chunked: true }));
      // A signed-in call keeps its 50 MB limit, but not the depth.
      answers.signedIn.push(
        await send(env.baseUrl, A1.ticketCreate.path, nested, { headers: signedIn, method: A1.ticketCreate.method }),
      );
    }
    const { p99, count } = await health.stop(from);
    // Signed in, a body past 16 KB still reaches the route (its schema answers: the title is too long).
    const longTitle = await send(env.baseUrl, A1.ticketCreate.path, JSON.stringify({ title: 'x'.repeat(LIMIT) }), {
      headers: signedIn,
      method: A1.ticketCreate.method,
    });
    expect(longTitle.status).not.toBe(413);
    for (const answer of answers.declared)
      expect(answer.body.responseStatus).toEqual({ responseStatusCode: 413, responseStatusMessage: PUBLIC_TOO_LARGE });
    for (const answer of [...answers.chunked, ...answers.signedIn])
      expect(answer.body.responseStatus).toEqual({ responseStatusCode: 400, responseStatusMessage: TOO_DEEP });
    console.log(
      `/health during ${answers.declared.length * 3} bodies of 4 MB nested JSON: ${count} probes, p99 ${p99.toFixed(1)} ms`,
    );
    expect(answers.declared.length).toBeGreaterThanOrEqual(1);
    expect(p99).toBeLessThanOrEqual(50);
  }, 60_000);

  it('issue 23 point 6: a body trickling in is cut with a 408 at the configured time', async () => {
    expect(env.server.app.server.requestTimeout).toBe(TEST_TIMEOUT_MS);
    const port = new URL(env.baseUrl).port;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = performance.now();
    socket.write(
      `PUT ${LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    // One byte every 200 ms: never idle, never done.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(trickle);
    const took = performance.now() - started;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.split('\r\n\r\n')[1]).responseStatus).toEqual({
      responseStatusCode: 408,
      responseStatusMessage: 'The request did not arrive within 1 s. Check the connection and try again.',
    });
    expect(took).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS);
    expect(took).toBeLessThan(TEST_TIMEOUT_MS + 300);
  });
});
