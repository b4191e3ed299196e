/**
 * The A1 HTTP client of the tests: one typed client for every suite (issue 24 point 4, issue 28 point 3), built as the
 * web's providers/a1Client.ts builds a request from a contract entry (method and path from the entry, the query in
 * the URL, the body as JSON), signing in as a demo account and sending the session's credentials.
 *
 * - `a1Client(baseUrl, who).call(A1.ticketList, { query })`: params typed by the entry (CallParams), the answer the
 *   entry's envelope (CallEnvelope; an entry without a response schema answers `any` under its payload key).
 * - `.send(entry, { query, body })`: the entry's method and path with params the entry's types do not hold (a wrong
 *   type, a missing field), for the tests of refusals; the answer is untyped.
 * - `.raw(method, path, { body | rawBody, headers })`: anything at all (a malformed body, a path with its own query).
 * - `.as(who)`: the same server as another signed-in user (null: anonymous).
 */
import {
  A1,
  A1_HEADERS,
  type CallExtra,
  type CallParams,
  type CallResult,
  type CallSpec,
  type LoginResult,
  type PayloadKey,
  type ResponseStatus,
} from '@a1/shared';

export interface A1Answer<T = any> {
  status: number;
  body: T;
}

/** A query as tests write it: a list sends its key once per item; undefined and null are left out. */
export type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number | boolean)[]
>;

/** What `send` and `raw` take beside the entry or path. */
export interface SendOptions {
  query?: Query | object;
  body?: unknown;
  /** Sent as it is, with content-type application/json unless `headers` names another. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Untyped where the entry declares no response schema, so that a test may read what it asserts. */
type Loose<T> = unknown extends T ? any : T;

/** The envelope an entry answers, as a test reads it. */
export type A1Envelope<C extends CallSpec> = { responseStatus: ResponseStatus } & {
  [K in PayloadKey<C>]: Loose<CallResult<C>>;
} & (C['extra'] extends object ? CallExtra<C> : unknown);

/** An entry's params, which may be left out when the entry needs none, and extra headers. */
export type CallArgs<C extends CallSpec> =
  Partial<CallParams<C>> extends CallParams<C>
    ? [params?: CallParams<C>, options?: { headers?: Record<string, string> }]
    : [params: CallParams<C>, options?: { headers?: Record<string, string> }];

export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<A1Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  } else if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** An entry's path with its query (a list appends its key once per item; undefined and null are left out). */
export function pathWith(entry: Pick<CallSpec, 'path'> | string, query?: Query | object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(key, String(item));
  const path = typeof entry === 'string' ? entry : entry.path;
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

export function sessionHeaders(login: LoginResult): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${login.apiUsername}:${login.apiPassword}`).toString('base64')}`,
    [A1_HEADERS.apiKey]: login.apiKey,
    [A1_HEADERS.appUserId]: String(login.user.userId),
  };
}

export interface A1Client {
  readonly baseUrl: string;
  /** Whose session the calls carry (null: none). */
  readonly login: LoginResult | null;
  /** Calls an entry with params typed by it; the answer is the entry's envelope. */
  call<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<A1Answer<A1Envelope<C>>>;
  /** Calls an entry's method and path with any params: for refusals of what the entry's types would not let through. */
  send<T = any>(entry: Pick<CallSpec, 'method' | 'path'>, options?: SendOptions): Promise<A1Answer<T>>;
  /** Any method and path (a query already in it, a malformed body). */
  raw<T = any>(method: string, path: string, options?: SendOptions): Promise<A1Answer<T>>;
  /** The same server as another user (null: anonymous). */
  as(who: LoginResult | null): A1Client;
}

/** A client of the server at `baseUrl` (or a getter for it, for a server started in beforeAll) as `who`. */
export function a1Client(baseUrl: string | (() => string), who: LoginResult | null = null): A1Client {
  const url = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  const raw = <T>(method: string, path: string, options: SendOptions = {}) =>
    call<T>(url(), method, pathWith(path, options.query), {
      body: options.body,
      rawBody: options.rawBody,
      headers: { ...(who ? sessionHeaders(who) : {}), ...options.headers },
    });
  return {
    get baseUrl() {
      return url();
    },
    login: who,
    call: <C extends CallSpec>(entry: C, ...[params, options]: CallArgs<C>) =>
      raw<A1Envelope<C>>(entry.method, entry.path, { ...(params as SendOptions | undefined), ...options }),
    send: (entry, options) => raw(entry.method, entry.path, options),
    raw,
    as: (other) => a1Client(url, other),
  };
}

export async function signIn(baseUrl: string, username: string, password = 'Demo#2026'): Promise<LoginResult> {
  const answer = await a1Client(baseUrl).call(A1.authenticateLegacyLogin, { body: { username, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A client signed in as a demo account (password Demo#2026 unless given). */
export async function signedInClient(baseUrl: string, username: string, password?: string): Promise<A1Client> {
  return a1Client(baseUrl, await signIn(baseUrl, username, password));
}

/** Calls an entry as `who` (null: anonymous): `send` of a client, for tests that change users call by call. */
export function caller(baseUrl: () => string) {
  return <T = any>(who: LoginResult | null, entry: CallSpec, options: SendOptions = {}) =>
    a1Client(baseUrl, who).send<T>(entry, options);
}

/** The message of an answer's envelope. */
export const message = (answer: A1Answer) => answer.body?.responseStatus?.responseStatusMessage as string;

/** A setup call's answer, which must be a 200: any other status throws with the answer, naming what went wrong. */
export function ok<T>(answer: A1Answer<T>): T {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
