/**
 * The route walker (issue 11): every route the server registers, read from the contract and checked against
 * Fastify's own list, is proven to refuse anonymous callers (401), callers without its permission (each demo
 * account off a route's line of the hand-written table, 403), and malformed input (never a 5xx or a hang, always the
 * envelope with a message). A route added to the contract is covered here without a new line of test.
 *
 * One file per engine (route-walker.pglite.test.ts, route-walker.postgres.test.ts) runs this walk, so the two run on
 * the two contract workers at once: as one file, both walks took 152 s on one worker, the suite's longest file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { A1, ALL_CALLS, payloadKeyOf, type CallSpec, type LoginResult } from '@a1/shared';
import { loginEvents } from '@a1/server/db/schema/index';
import { startTestServer, type Engine, type TestServer } from '../../support/test-server';
import { sessionHeaders, signIn } from '../../support/a1-http';
import { bodyProbes, exampleOf, fieldNames, queryProbes, type Probe } from '../../support/probes';
import { ACCOUNTS, MAY_CALL, type Account } from '../support/authorisation-table';

const ADMIN = 'admin@a1demo.com';
/** A request that has not answered by then counts as a hang. */
const HANG_MS = 15_000;
/**
 * Malformed probes per mutating route, by engine. The schema refuses most of them before any SQL runs, the same on
 * both engines, so the whole fuzz runs once (PGlite, the default engine) and PostgreSQL takes its first quarter: the
 * fixed shapes and each field wrong in each way, where a probe that passes the schema does reach the database. The
 * two walks of 200 took 53 s each, the contract suite's longest test (issue 28).
 */
const PROBES_PER_ROUTE: Record<Engine, number> = { pglite: 200, postgres: 50 };
/** Probes sent at once: a few callers at a time, as a busy depot would. */
const IN_FLIGHT = 4;

interface Answer {
  status: number;
  body: any;
}

async function send(
  baseUrl: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown; raw?: string; contentType?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined = init.raw;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(HANG_MS) });
  const text = await response.text();
  // A streaming route answers an event stream, not JSON: read only its status.
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

const isEnvelope = (body: any) =>
  typeof body?.responseStatus?.responseStatusCode === 'number' &&
  typeof body.responseStatus.responseStatusMessage === 'string';

/** A well-formed request of the call: its example query and body. */
function exampleRequest(entry: CallSpec): { path: string; body?: unknown } {
  const query = entry.query ? (exampleOf(entry.query) as Record<string, unknown>) : {};
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return {
    path: search ? `${entry.path}?${search}` : entry.path,
    body: entry.body ? exampleOf(entry.body) : undefined,
  };
}

const mutating = (entry: CallSpec) => entry.method !== 'GET';

const requiredOf = (schema: CallSpec['query']): string[] =>
  (schema as { required?: string[] } | undefined)?.required ?? [];

/**
 * A request of the call that its schema refuses, so that once past the permission check no handler runs: a body
 * that is not the declared object, or a query without its required fields or with a field it does not know. A call
 * that takes neither (sign-out, mark all read) goes as it is.
 */
function inadmissible(entry: CallSpec): { path: string; raw?: string } {
  if (entry.body) return { path: entry.path, raw: '"not the declared body"' };
  if (requiredOf(entry.query).length > 0) return { path: entry.path };
  if (entry.query && (entry.query as { additionalProperties?: boolean }).additionalProperties === false)
    return { path: `${entry.path}?walkerUnknownField=1` };
  return { path: entry.path };
}

/** The status a call answers; an event stream is cut once its status is known. */
async function statusOf(
  baseUrl: string,
  entry: CallSpec,
  request: { path: string; raw?: string },
  headers: Record<string, string>,
): Promise<number> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), HANG_MS);
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: entry.method,
      headers: request.raw === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: request.raw,
      signal: abort.signal,
    });
    if (entry.stream) abort.abort();
    else await response.arrayBuffer();
    return response.status;
  } finally {
    clearTimeout(timer);
  }
}

/** The walk on one engine (a describe block of the calling test file). */
export function describeRouteWalker(engine: Engine): void {
  describe(`route walker on ${engine}`, () => {
    let server: TestServer;
    const tally = { routes: 0, anonymous: [0, 0], probes: 0, serverErrors: 0, answers: 0, answersValid: 0 };

    let reader: LoginResult;

    beforeAll(async () => {
      // One trusted proxy hop: the probes below each come from an address of their own through X-Forwarded-For.
      server = await startTestServer(engine, { trustProxy: 1 });
      reader = await signIn(server.baseUrl, ADMIN);
    });
    afterAll(async () => {
      console.log(
        `[${engine}] routes: ${tally.routes}, anonymous refused ${tally.anonymous[0]}/${tally.anonymous[1]}, ` +
          `malformed probes ${tally.probes}, ` +
          `5xx ${tally.serverErrors}, answers checked against schema: ${tally.answersValid}/${tally.answers}`,
      );
      await server?.close();
    });

    it('every registered /api/A1 route comes from the contract, and every contract entry is registered', () => {
      const registered = server.app.a1Routes;
      for (const route of registered) expect(ALL_CALLS, `${route.method} ${route.url}`).toContain(route.entry);
      for (const entry of ALL_CALLS) {
        expect(server.app.hasRoute({ method: entry.method, url: entry.path }), `${entry.method} ${entry.path}`).toBe(
          true,
        );
      }
      expect(registered).toHaveLength(ALL_CALLS.length);
      tally.routes = registered.length;
    });

    it('refuses every non-public route to a caller without credentials: 401 with the envelope', async () => {
      const guarded = ALL_CALLS.filter((entry) => entry.permission.kind !== 'public');
      for (const entry of guarded) {
        const { path, body } = exampleRequest(entry);
        const answer = await send(server.baseUrl, entry.method, path, { body });
        expect(answer.status, `${entry.method} ${entry.path}`).toBe(401);
        expect(isEnvelope(answer.body), `${entry.method} ${entry.path} answers the envelope`).toBe(true);
        tally.anonymous[0] += 1;
      }
      tally.anonymous[1] = guarded.length;
      expect(tally.anonymous[0]).toBe(guarded.length);
    });

    it('authorisation follows the hand-written table: each demo account gets 403 from every route off its list, and never 401 or 403 from one on it (issue 23)', async () => {
      const key = (entry: CallSpec) => `${entry.method} ${entry.path}`;
      // Every route has its line, written by hand, and every line is a route.
      expect(
        ALL_CALLS.map(key).filter((k) => !Object.hasOwn(MAY_CALL, k)),
        'routes without a line',
      ).toEqual([]);
      expect(
        Object.keys(MAY_CALL).filter((k) => !ALL_CALLS.some((e) => key(e) === k)),
        'lines without a route',
      ).toEqual([]);
      const accounts = Object.keys(ACCOUNTS) as Account[];
      const sessions = new Map<Account, LoginResult>();
      for (const account of accounts) sessions.set(account, await signIn(server.baseUrl, ACCOUNTS[account]));
      const mismatches: string[] = [];
      // Sign-out ends the session it is called with: it goes last.
      const ordered = [...ALL_CALLS].sort((a, b) => Number(a === A1.signOut) - Number(b === A1.signOut));
      for (const entry of ordered) {
        const allowed = new Set(MAY_CALL[key(entry)]);
        for (const account of accounts) {
          const headers = sessionHeaders(sessions.get(account)!);
          if (allowed.has(account)) {
            // Past the permission check, a request the route's schema refuses (400) runs no handler: nothing changes.
            const status = await statusOf(server.baseUrl, entry, inadmissible(entry), headers);
            if (status === 401 || status === 403)
              mismatches.push(`${account} ${key(entry)}: ${status}, expected allowed`);
          } else {
            const { path, body } = exampleRequest(entry);
            const answer = await send(server.baseUrl, entry.method, path, { body, headers });
            if (answer.status !== 403 || !isEnvelope(answer.body))
              mismatches.push(`${account} ${key(entry)}: ${answer.status}, expected 403`);
          }
        }
      }
      console.log(
        `[${engine}] authorisation table: ${accounts.length} accounts × ${ALL_CALLS.length} routes, ${mismatches.length} mismatches`,
      );
      expect(mismatches).toEqual([]);
    });

    it('a session that must change its password is refused with a message that says what to do (issue 23)', async () => {
      const pending = await signIn(server.baseUrl, ACCOUNTS.newHire);
      expect(pending.user.changePassword).toBe(true);
      const answer = await send(server.baseUrl, 'PUT', A1.reOpenJob.path, {
        body: exampleOf(A1.reOpenJob.body!),
        headers: sessionHeaders(pending),
      });
      expect(answer.status).toBe(403);
      expect(answer.body.responseStatus.responseStatusMessage).toBe(
        'Your password or user name must be changed before you can continue. Sign in again to change it, or sign out.',
      );
      // Once the password is changed, the same session reaches what its roles grant (customerServiceAdmin).
      const changed = await send(server.baseUrl, 'POST', A1.changePassword.path, {
        body: { username: ACCOUNTS.newHire, password: 'Demo#2026', newPassword: 'Changed#2026x' },
        // Sent from the pending session: the change ends every other session of the user, this one goes on.
        headers: sessionHeaders(pending),
      });
      expect(changed.status).toBe(200);
      const menus = await send(server.baseUrl, 'GET', A1.mainMenu.path, { headers: sessionHeaders(pending) });
      expect(menus.status).toBe(200);
    });

    const probesPerRoute = PROBES_PER_ROUTE[engine];
    it(`answers at least ${probesPerRoute} malformed probes per mutating route with the envelope and a message: never a 5xx, never a hang`, async () => {
      const routes = ALL_CALLS.filter(mutating);
      expect(routes.length).toBeGreaterThan(0);
      // A session of its own per route, signed in before any probe: SignOut ends one, and the sign-in probes fail
      // sign-ins, which the throttle counts.
      const sessions = await Promise.all(routes.map(() => signIn(server.baseUrl, ADMIN)));
      let n = 0;
      for (const [index, entry] of routes.entries()) {
        // Each route starts with no failed sign-in on record: the sign-in probes fail sign-ins, and the throttle
        // (tested on its own in security/security.test.ts) would otherwise slow the later routes' probes to a crawl.
        await server.database.db.delete(loginEvents);
        // Each probe from an address of its own (TEST-NET, a header only): the per-address sign-in throttle is
        // tested on its own; here it would only slow the walk down.
        const headers = () => ({ ...sessionHeaders(sessions[index]), 'x-forwarded-for': `192.0.2.${(n++ % 250) + 1}` });
        // A route without a body schema takes any body: its probes' fuzz field is `value`.
        const names = [...fieldNames(entry.body), ...fieldNames(entry.query), ...(entry.body ? [] : ['value'])];
        const query = entry.query ? queryProbes(entry.query) : [];
        const probes: Probe[] = bodyProbes(entry.body, Math.max(0, probesPerRoute - query.length));
        const check = (label: string, answer: Answer) => {
          tally.probes += 1;
          if (answer.status >= 500) tally.serverErrors += 1;
          expect(answer.status, `${entry.method} ${entry.path} ${label}`).toBeLessThan(500);
          expect(
            isEnvelope(answer.body),
            `${entry.method} ${entry.path} ${label}: ${String(answer.body).slice(0, 80)}`,
          ).toBe(true);
          const message: string = answer.body.responseStatus.responseStatusMessage;
          expect(message.length, `${entry.path} ${label} has a message`).toBeGreaterThan(0);
          // A schema failure names the field it is about (or the body as a whole).
          if (/^Invalid (body|querystring)/.test(message)) {
            const named =
              names.some((name) => message.includes(name)) || /request body|is not a known field/.test(message);
            expect(named, `${entry.path} ${label}: "${message}" names a field`).toBe(true);
          }
        };
        const requests = [
          ...probes.map((probe) => ({ path: exampleRequest(entry).path, ...probe })),
          ...query.map((search) => ({
            label: `?${search.slice(0, 60)}`,
            path: `${entry.path}?${search}`,
            body: entry.body ? exampleOf(entry.body) : undefined,
          })),
        ];
        // At least the engine's number: a route with many query fields has more query probes, and every body gets
        // the fixed shapes (null, an array, broken JSON, …).
        expect(requests.length, `${entry.path} probes`).toBeGreaterThanOrEqual(probesPerRoute);
        for (let i = 0; i < requests.length; i += IN_FLIGHT) {
          const batch = requests.slice(i, i + IN_FLIGHT);
          const answers = await Promise.all(
            batch.map((r) => send(server.baseUrl, entry.method, r.path, { ...r, headers: headers() })),
          );
          answers.forEach((answer, k) => check(batch[k].label, answer));
        }
      }
      expect(tally.serverErrors).toBe(0);
    }, 300_000);

    it("issue 24 point 4: every 200 of a well-formed GET, as the administrator, holds to its entry's response schema", async () => {
      // The test's own JSON Schema validator, not the server's check: the expectation is the contract entry.
      const ajv = new Ajv({ strict: false, coerceTypes: false, allErrors: true });
      addFormats.default(ajv);
      const broken: string[] = [];
      for (const entry of ALL_CALLS.filter((e) => e.method === 'GET' && !e.stream && e.response)) {
        const request = exampleRequest(entry);
        const answer = await send(server.baseUrl, 'GET', request.path, { headers: sessionHeaders(reader) });
        if (answer.status !== 200 || typeof answer.body !== 'object') continue;
        tally.answers += 1;
        const validate = ajv.compile(entry.response!);
        if (validate(answer.body[payloadKeyOf(entry)])) tally.answersValid += 1;
        else broken.push(`GET ${entry.path}: ${ajv.errorsText(validate.errors)}`);
      }
      // Most GET routes answer their example request (the rest refuse an example id that does not exist).
      expect(tally.answers).toBeGreaterThan(50);
      expect(broken).toEqual([]);
      expect(tally.answersValid).toBe(tally.answers);
    }, 120_000);

    it('answers malformed queries of every GET route with the envelope: never a 5xx', async () => {
      for (const entry of ALL_CALLS.filter((e) => e.method === 'GET' && e.query && !e.stream)) {
        for (const search of queryProbes(entry.query)) {
          const answer = await send(server.baseUrl, 'GET', `${entry.path}?${search}`, {
            headers: sessionHeaders(reader),
          });
          tally.probes += 1;
          if (answer.status >= 500) tally.serverErrors += 1;
          expect(answer.status, `GET ${entry.path}?${search.slice(0, 60)}`).toBeLessThan(500);
          expect(isEnvelope(answer.body)).toBe(true);
        }
      }
      expect(tally.serverErrors).toBe(0);
    }, 120_000);
  });
}
