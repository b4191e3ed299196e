/**
 * The API wrapper of shell §7, typed by the contract (design §4): method and path come from the call's entry,
 * query and body are typed by it, the answer is the payload under the entry's key. It adds Basic authorization
 * and the custom headers and treats an answer as data only when responseStatusCode is 200. Any other code
 * rejects with react-admin's HttpError (so the authProvider's checkError sees a 401 and signs out) and, except
 * for a 401 or when the call is quiet, opens the error dialog with 'HTTP {code}' and the message.
 * Only the providers import this module (eslint.config.js); everything else goes through the dataProvider.
 */
import { HttpError } from 'react-admin';
import {
  A1_HEADERS,
  MESSAGES,
  payloadKeyOf,
  SESSION_KEYS,
  type CallEnvelope,
  type CallParams,
  type CallResult,
  type CallSpec,
  type LoginResult,
  type ResponseStatus,
} from '@a1/shared';
import { apiOriginFor, internalHostFlag, type ApiHosts } from '@a1/shared/rules/ticketing/service-base';
import { getSession } from '../session/session';
import { showErrorDialog } from '../shell/dialogs/errorBus';

export interface A1CallOptions {
  /** Errors suppressed for this call (shell §8): no dialog; the call still rejects. */
  quiet?: boolean;
  /** Codes the caller shows itself (a taken number on its field, say): no dialog for them. */
  handles?: readonly number[];
  signal?: AbortSignal;
  /**
   * A session not set up yet whose credentials the call carries instead of the stored session's: the login page's
   * pending session, so that ChangePassword keeps it while it ends the user's other sessions.
   */
  credentials?: Pick<LoginResult, 'apiUsername' | 'apiPassword' | 'apiKey'>;
}

/** What follows the entry: its params (which may be left out when the entry needs none) and the options. */
export type CallArgs<C extends CallSpec> =
  Partial<CallParams<C>> extends CallParams<C>
    ? [params?: CallParams<C>, options?: A1CallOptions]
    : [params: CallParams<C>, options?: A1CallOptions];

/** A call's answer whatever its code, for the screens that show failures themselves (the login screens). */
export interface A1RawAnswer<C extends CallSpec> {
  status: number;
  message: string;
  /** The payload, when the code is 200. */
  data?: CallResult<C>;
  /** The envelope as answered, when there is one. */
  envelope?: Partial<CallEnvelope<C>>;
}

/**
 * Where the A1 host lives; the app is served by it, so same origin unless configured. The ticketing service may be
 * switched to an internal host by a session flag (spec 2 §7).
 */
const hosts: ApiHosts = {
  origin: (import.meta.env.VITE_A1_API_ORIGIN as string | undefined) ?? '',
  internalOrigin: import.meta.env.VITE_A1_TICKETING_INTERNAL_ORIGIN as string | undefined,
};

function buildHeaders(credentials?: A1CallOptions['credentials']): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credentials) {
    headers.Authorization = `Basic ${btoa(`${credentials.apiUsername}:${credentials.apiPassword}`)}`;
    headers[A1_HEADERS.apiKey] = encodeURIComponent(credentials.apiKey);
    return headers;
  }
  const session = getSession();
  if (!session) return headers;
  headers.Authorization = `Basic ${btoa(`${session.apiUserName}:${session.apiPassword}`)}`;
  const put = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') headers[name] = encodeURIComponent(String(value));
  };
  put(A1_HEADERS.apiKey, session.apiKey);
  put(A1_HEADERS.locationId, session.locationId);
  put(A1_HEADERS.locationName, session.locationName);
  put(A1_HEADERS.appUserName, session.userName);
  put(A1_HEADERS.workStation, session.workStation);
  put(A1_HEADERS.appUserId, session.appUserID);
  return headers;
}

function toUrl(path: string, query: object | undefined): string {
  const apiOrigin = apiOriginFor(
    path,
    hosts,
    internalHostFlag(sessionStorage.getItem(SESSION_KEYS.ticketingInternalHost)),
  );
  const url = new URL(path, apiOrigin || window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
  return apiOrigin ? url.toString() : `${url.pathname}${url.search}`;
}

const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';

interface Answer {
  ok: boolean;
  status: number;
  /** The server's message ('' when it gave none), or why the server could not be reached. */
  message: string;
  /** What the error dialog says when the server gave no message. */
  fallback: string;
  body: unknown;
}

/** Sends one call; answers its code and message (0 when the server cannot be reached). Rejects only on abort. */
async function send(
  entry: CallSpec,
  params: { query?: object; body?: unknown },
  signal?: AbortSignal,
  credentials?: A1CallOptions['credentials'],
): Promise<Answer> {
  const headers = buildHeaders(credentials);
  if (params.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(toUrl(entry.path, params.query), {
      method: entry.method,
      headers,
      signal,
      body: params.body === undefined ? undefined : JSON.stringify(params.body),
    });
    // Leaving a screen aborts its calls, also while a long answer (a streamed list) is still arriving: that is an
    // abort, not an unreadable answer.
    const body: unknown = await response.json().catch((error: unknown) => {
      if (isAbort(error) || signal?.aborted) throw error;
      return undefined;
    });
    const status = (body as { responseStatus?: ResponseStatus } | undefined)?.responseStatus;
    const fallback = response.ok ? MESSAGES.unreadableAnswer : response.statusText || MESSAGES.unknownError;
    if (status) {
      const { responseStatusCode: code, responseStatusMessage: message } = status;
      return { ok: code === 200, status: code, message: message ?? '', fallback, body };
    }
    return { ok: false, status: response.status, message: '', fallback, body };
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    const message = (error as Error).message;
    return { ok: false, status: 0, message, fallback: message, body: undefined };
  }
}

/** The payload under the entry's key. */
const payloadOf = <C extends CallSpec>(entry: C, envelope: unknown) =>
  (envelope as Record<string, unknown>)[payloadKeyOf(entry)] as CallResult<C>;

const paramsOf = (args: readonly unknown[]) => (args[0] ?? {}) as { query?: object; body?: unknown };
const optionsOf = (args: readonly unknown[]) => (args[1] ?? {}) as A1CallOptions;

/** Sends a call and answers its whole envelope (the payload and the keys beside it, e.g. ExportToExcel's queued). */
export async function a1CallEnvelope<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<CallEnvelope<C>> {
  const options = optionsOf(args);
  const answer = await send(entry, paramsOf(args), options.signal);
  if (answer.ok) return answer.body as CallEnvelope<C>;
  const message =
    answer.status === 0 ? `Cannot reach the server: ${answer.message}` : answer.message || answer.fallback;
  // A 401 ends the session (checkError signs out): no dialog for it. Server failures (5xx, or no answer) get the
  // Copy and Print variant: the text is what IT needs to see.
  if (answer.status !== 401 && !options.quiet && !options.handles?.includes(answer.status))
    showErrorDialog({
      message: MESSAGES.httpError(answer.status, message),
      withActions: answer.status >= 500 || answer.status === 0,
    });
  throw new HttpError(message, answer.status, answer.body);
}

/** Sends a call and answers the payload under the entry's key. */
export async function a1Call<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<CallResult<C>> {
  return payloadOf(entry, await a1CallEnvelope(entry, ...args));
}

/**
 * Sends a call and answers whatever came back, with the server's own message ('' when it gave none); never opens
 * the dialog, never rejects (but on abort).
 */
export async function a1CallRaw<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<A1RawAnswer<C>> {
  const options = optionsOf(args);
  const answer = await send(entry, paramsOf(args), options.signal, options.credentials);
  const envelope = answer.body as Partial<CallEnvelope<C>> | undefined;
  const data = answer.ok ? payloadOf(entry, envelope) : undefined;
  return { status: answer.status, message: answer.message, data, envelope };
}

/** Opens a call that answers a server-sent event stream (entry.stream), with the session's credentials. */
export function a1Stream(entry: CallSpec & { stream: true }, signal: AbortSignal): Promise<Response> {
  return fetch(toUrl(entry.path, undefined), {
    method: entry.method,
    headers: { ...buildHeaders(), Accept: 'text/event-stream' },
    signal,
  });
}

/**
 * Fetches a file download (an entry answering bytes, e.g. a stored attachment) with the session's credentials;
 * a refusal opens the error dialog with the server's reason and rejects.
 */
export async function a1Download(entry: CallSpec & { stream: true }, query: object): Promise<Blob> {
  const response = await fetch(toUrl(entry.path, query), { method: entry.method, headers: buildHeaders() });
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => undefined)) as { responseStatus?: ResponseStatus } | undefined;
  const message = body?.responseStatus?.responseStatusMessage || response.statusText || MESSAGES.unknownError;
  if (response.status !== 401) showErrorDialog({ message: MESSAGES.httpError(response.status, message) });
  throw new HttpError(message, response.status, body);
}
