/**
 * One A1 call, declared once (design §4): method, path as the spec spells it, query and body schemas (TypeBox:
 * one declaration gives the TypeScript type and the JSON schema the server validates with), the payload key of
 * the envelope, the answer's type and the permission. The server registers its routes from these entries, the
 * web calls them through the dataProvider, the route walker and the OpenAPI document read the same entries.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { ResponseStatus } from './envelope.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Named checks the server answers from the caller's roles (rows of role_checks) or, for `internal`, from the
 * user's internal flag: never from a constant list of people in code.
 */
export const CHECK_NAMES = [
  'isAdmin',
  'financeAdmin',
  'internal',
  // Jobs: change jobs and bins; void, re-open and override on-hold assignment.
  'jobAdmin',
  'customerServiceAdmin',
  // Problem packages: the area's own administrator (GET Aimban/isAdmin): force-close, settings, screening lists.
  'aimbanAdmin',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/**
 * Who may make a call. The server denies what is not declared: a route without a permission fails at start. The
 * server decides it from the caller's roles and flags alone (shared/src/rules/authorisation.ts `serverGrants`): the
 * browser guard's skip list and "no stored list means allowed" (shell §6) are navigation, never consulted here.
 * - public: the call proves itself (a password or a token in its body), or reveals nothing.
 * - signedIn: any session whose user has no pending password or user-name change; `why` says why no narrower
 *   permission fits. `whilePending` lets a session with a pending change through too (signing out).
 * - menu: one of these side-menu routes is granted by the caller's roles (shell §6); `staff` also asks for an
 *   internal user, so a role given to an external account can never open it (tickets, projects).
 * - check: a named check (see CHECK_NAMES).
 */
export type Permission =
  | { readonly kind: 'public'; readonly why: string }
  | { readonly kind: 'signedIn'; readonly why: string; readonly whilePending?: true }
  | { readonly kind: 'menu'; readonly routes: readonly string[]; readonly staff?: true }
  | { readonly kind: 'check'; readonly name: CheckName };

export const publicCall = (why: string) => ({ kind: 'public', why }) as const;
export const signedIn = (why: string) => ({ kind: 'signedIn', why }) as const;
/** A call a session may make even while its user must change the password or user name first. */
export const anySession = (why: string) => ({ kind: 'signedIn', why, whilePending: true }) as const;
export const menu = (...routes: [string, ...string[]]) => ({ kind: 'menu', routes }) as const;
/** A menu route that only internal staff may reach, whatever role grants it. */
export const staffMenu = (...routes: [string, ...string[]]) => ({ kind: 'menu', routes, staff: true }) as const;
export const check = (name: CheckName) => ({ kind: 'check', name }) as const;

export interface CallSpec {
  readonly method: HttpMethod;
  /** The whole path, as the spec writes it (the server matches it whatever the case). */
  readonly path: string;
  /** One sentence for the OpenAPI document. */
  readonly summary: string;
  readonly permission: Permission;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The envelope key that carries the answer; `data` unless the spec names another. */
  readonly payload?: string;
  /** The answer under the payload key. */
  readonly response?: TSchema;
  /** Keys the envelope carries beside the payload (e.g. ExportToExcel's `queued`). */
  readonly extra?: TSchema;
  /** Where the spec shows no path or fields: what we chose. Absent where the spec fixes the call. */
  readonly ours?: string;
  /** The call answers a server-sent event stream instead of an envelope. */
  readonly stream?: true;
}

/** Declares a call; the literal types are kept so that requests and answers are typed from the entry. */
export function call<const C extends CallSpec>(spec: C): C {
  return spec;
}

type SchemaOf<S> = S extends TSchema ? Static<S> : undefined;
export type CallQuery<C extends CallSpec> = SchemaOf<C['query']>;
export type CallBody<C extends CallSpec> = SchemaOf<C['body']>;
export type CallResult<C extends CallSpec> = C['response'] extends TSchema ? Static<C['response']> : unknown;
export type CallExtra<C extends CallSpec> = C['extra'] extends TSchema ? Static<C['extra']> : unknown;
export type PayloadKey<C extends CallSpec> = C['payload'] extends string ? C['payload'] : 'data';

/** The whole envelope a call answers. */
export type CallEnvelope<C extends CallSpec> = { responseStatus: ResponseStatus } & {
  [K in PayloadKey<C>]: CallResult<C>;
} & CallExtra<C>;

/** Optional when every field of it is (a query of optional filters, say), else required. */
type Part<K extends string, V> = Partial<V> extends V ? { [P in K]?: V } : { [P in K]: V };

/**
 * What a caller passes: query and body, each only when the entry declares it, and required unless every field
 * of it is optional.
 */
export type CallParams<C extends CallSpec> = (C['query'] extends TSchema
  ? Part<'query', CallQuery<C>>
  : { query?: never }) &
  (C['body'] extends TSchema ? Part<'body', CallBody<C>> : { body?: never });

export const payloadKeyOf = (spec: CallSpec): string => spec.payload ?? 'data';

/** The spec's area of a call: the segment after /api/A1/ (Security, Shared, Ticketing, …), for OpenAPI tags. */
export const areaOf = (spec: CallSpec): string => spec.path.split('/')[3] ?? '';
