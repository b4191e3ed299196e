/** A small A1 HTTP client for contract tests: signs in and sends the session's credentials. */
import { A1, A1_HEADERS, type LoginResult } from '@a1/shared';

export interface A1Answer<T = any> {
  status: number;
  body: T;
}

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

export function sessionHeaders(login: LoginResult): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${login.apiUsername}:${login.apiPassword}`).toString('base64')}`,
    [A1_HEADERS.apiKey]: login.apiKey,
    [A1_HEADERS.appUserId]: String(login.user.userId),
  };
}

export async function signIn(baseUrl: string, username: string, password = 'Demo#2026'): Promise<LoginResult> {
  const answer = await call<{ data: LoginResult }>(baseUrl, 'PUT', A1.authenticateLegacyLogin.path, {
    body: { username, password },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
