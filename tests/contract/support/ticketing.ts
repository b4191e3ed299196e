/** What the ticketing contract tests share: calling an entry as a signed-in user, and a valid new ticket. */
import type { CallSpec, LoginResult } from '@a1/shared';
import { call, sessionHeaders, type A1Answer } from '../../support/a1-http';

export type Query = Record<string, string | number | boolean | undefined>;

export function pathWith(entry: CallSpec, query?: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
  const s = search.toString();
  return s ? `${entry.path}?${s}` : entry.path;
}

/** Calls an entry as `who` (null: anonymous). */
export function caller(baseUrl: () => string) {
  return <T = any>(who: LoginResult | null, entry: CallSpec, options: { query?: Query; body?: unknown } = {}) =>
    call<T>(baseUrl(), entry.method, pathWith(entry, options.query), {
      body: options.body,
      headers: who ? sessionHeaders(who) : {},
    }) as Promise<A1Answer<T>>;
}

/** A valid POST Ticket body on the demo's new-ticket feature (13837). */
export const newTicket = (over: Record<string, unknown> = {}) => ({
  title: 'Label printer prints blank labels',
  type: 'Issue',
  priority: 'High',
  description: '<p>The JFK label printer prints blank labels since this morning.</p>',
  sprintId: 13837,
  ...over,
});

export const message = (answer: A1Answer) => answer.body?.responseStatus?.responseStatusMessage as string;
