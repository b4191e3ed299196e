/**
 * The API wrapper of shell §7: adds Basic authorization and the custom headers, unwraps the envelope,
 * and returns data only when responseStatusCode is 200. Otherwise it opens the error dialog with
 * 'HTTP {code}' and the message (unless errors are suppressed for the call, which then returns undefined).
 */
import { A1_HEADERS, MESSAGES, type ResponseStatus } from '@a1/shared';
import { getSession } from '../session/session';
import { showErrorDialog } from '../shell/dialogs/errorBus';

export class A1ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface A1RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Show nothing and return undefined on a non-200 answer. */
  suppressErrors?: boolean;
  signal?: AbortSignal;
}

/** Where the A1 host lives; the app is served by it, so same origin unless configured. */
const apiOrigin = (import.meta.env.VITE_A1_API_ORIGIN as string | undefined) ?? '';

export function buildHeaders(): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
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

function toUrl(path: string, query?: A1RequestOptions['query']): string {
  const url = new URL(path.startsWith('/') ? path : `/api/A1/${path}`, apiOrigin || window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  return apiOrigin ? url.toString() : `${url.pathname}${url.search}`;
}

/** Listeners told about a 401 (the authProvider signs out). */
const unauthorizedListeners = new Set<() => void>();
export const onUnauthorized = (listener: () => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

/** Sends one A1 call and returns the whole envelope when it says 200. */
export async function a1Request<T = Record<string, unknown>>(path: string, options: A1RequestOptions = {}): Promise<T> {
  const headers = buildHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let status = 0;
  let message: string = MESSAGES.unknownError;
  let body: unknown;
  try {
    const response = await fetch(toUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      signal: options.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    status = response.status;
    body = await response.json().catch(() => undefined);
    const envelope = (body as { responseStatus?: ResponseStatus } | undefined)?.responseStatus;
    if (envelope?.responseStatusCode === 200) return body as T;
    if (envelope) {
      status = envelope.responseStatusCode;
      message = envelope.responseStatusMessage;
    } else {
      message = response.statusText || message;
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    message = `Cannot reach the server: ${(error as Error).message}`;
  }
  if (status === 401) unauthorizedListeners.forEach((listener) => listener());
  if (options.suppressErrors) return undefined as T;
  // Server failures (5xx, or no answer) get the Copy and Print variant: the text is what IT needs to see.
  if (status !== 401)
    showErrorDialog({ message: MESSAGES.httpError(status, message), withActions: status >= 500 || status === 0 });
  throw new A1ApiError(status, message, body);
}

/** Same as a1Request, returning the `data` payload. */
export async function a1Data<T>(path: string, options: A1RequestOptions = {}): Promise<T> {
  const body = await a1Request<{ data: T }>(path, options);
  return body?.data;
}

/**
 * For calls whose failure the caller shows itself (e.g. the login screen): never opens the dialog,
 * returns the envelope whatever its code.
 */
export async function a1Raw<T = unknown>(
  path: string,
  options: A1RequestOptions = {},
): Promise<{ status: number; message: string; data?: T; body?: unknown }> {
  const headers = buildHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(toUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      signal: options.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await response.json().catch(() => undefined)) as
      { responseStatus?: ResponseStatus; data?: T } | undefined;
    const status = body?.responseStatus?.responseStatusCode ?? response.status;
    return { status, message: body?.responseStatus?.responseStatusMessage ?? '', data: body?.data, body };
  } catch (error) {
    return { status: 0, message: (error as Error).message };
  }
}
