/** Schema building blocks the contract entries share (TypeBox: JSON Schema and TypeScript type in one). */
import {
  Type as T,
  type Static,
  type TNull,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnion,
  type TUnsafe,
} from '@sinclair/typebox';

export { T };

/** An object that refuses fields it does not know (the message names the field). */
export const Strict = <P extends TProperties>(properties: P, description?: string) =>
  T.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

/** An answer typed by an interface of ours whose fields the OpenAPI document does not spell out. */
export const Shape = <V>(description: string) => T.Unsafe<V>({ type: 'object', description });

/**
 * A value or null. A primitive becomes `type: [t, 'null']`, not anyOf: the server's validator coerces types, and
 * inside anyOf it would turn a null into "" on the string branch before reaching the null one.
 */
export const Nullable = <S extends TSchema>(schema: S): TUnsafe<Static<S> | null> | TUnion<[TNull, S]> =>
  typeof schema.type === 'string'
    ? T.Unsafe<Static<S> | null>({ ...(JSON.parse(JSON.stringify(schema)) as object), type: [schema.type, 'null'] })
    : T.Union([T.Null(), schema]);

/** Any text a person types into a one-line field: an e-mail, a name, a login. */
export const Text = (maxLength = 320) => T.String({ minLength: 1, maxLength });
export const Password = T.String({ minLength: 1, maxLength: 1024 });
export const Email = T.String({ minLength: 3, maxLength: 320, format: 'email' });
/** A row id: PostgreSQL's integer, so a larger number is refused by the schema rather than by the database. */
export const Id = T.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** yyyy-mm-dd; a time part after it is ignored. */
export const Day = T.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}',
  maxLength: 40,
  description: 'yyyy-mm-dd (a time part is ignored)',
});
/** A file sent as base64 (a data: URL prefix is accepted). */
export const Base64File = T.String({
  maxLength: 40 * 1024 * 1024,
  description: 'The file as base64 (a data: URL prefix is accepted).',
});

/**
 * A versioned record's version (design §3 "Records carry a version"): 1 when created, one more on every change.
 * Read it with the record and send it back with the save.
 */
export const RecordVersion = T.Integer({
  minimum: 1,
  description: 'The version of the record as read; send it back with a save.',
});

/**
 * The version a save was read at. Optional on purpose: clients of the A1 API that know nothing of versions still
 * save (the last save wins for them, as before); our web always sends it. When sent and the record has moved on,
 * the save changes nothing and answers 409 "changed by {name} at {time}; reload to see it".
 */
export const SentVersion = T.Optional(
  T.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'The version the record was read at (optional); 409 when another save came first.',
  }),
);

/** Said in the summary of every save that takes a SentVersion (the OpenAPI document shows it). */
export const STALE_VERSION_409 =
  'With version: 409 "changed by {name} at {time}; reload to see it" when someone saved since it was read.';

/**
 * The fields of `values` that an object schema (a request body) names, and no others: a form's record carries what
 * the server answered (names, dates, `id`), and a strict body refuses them. Writable fields come from the contract,
 * not from a list beside it.
 */
export function writableFields<S extends TObject>(schema: S, values: Record<string, unknown>): Partial<Static<S>> {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) if (values[key] !== undefined) body[key] = values[key];
  return body as Partial<Static<S>>;
}
