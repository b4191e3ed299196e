/**
 * Malformed input for the route walker: from a call's schemas, a valid example and at least 200 probes per
 * mutating route (null, arrays, wrong types, oversized strings, deep nesting, unknown fields, injection strings,
 * broken JSON), deterministic so a failure can be replayed.
 */
import type { TSchema } from '@sinclair/typebox';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  '%00',
  '\ud800',
  '$where',
  'null',
];

const deep = (depth: number): Json => (depth === 0 ? 'x' : { a: deep(depth - 1) });
const deepArray = (depth: number): Json => (depth === 0 ? [] : [deepArray(depth - 1)]);

/** Values of every wrong kind for one field. */
export const BAD_VALUES: Json[] = [
  null,
  [],
  [1, 2, 3],
  {},
  { nested: { value: 1 } },
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 31),
  true,
  false,
  '',
  ' ',
  'x'.repeat(100_000),
  '１２３',
  'NaN',
  '1e999',
  '2026-13-45',
  deep(200),
  deepArray(200),
  ...INJECTIONS,
];

/**
 * A value of the schema's kind that its constraints accept (the base the probes change one field of). `tag`
 * makes its text unique, so that probes do not all sign in as one account (the sign-in throttle is tested
 * on its own and would only slow the walk).
 */
export function exampleOf(schema: TSchema, tag = ''): Json {
  if ('const' in schema) return schema.const as Json;
  if (schema.anyOf)
    return exampleOf((schema.anyOf as TSchema[]).find((s) => s.type !== 'null') ?? schema.anyOf[0], tag);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.enum) return schema.enum[0] as Json;
      if (schema.format === 'email') return `probe${tag}@a1demo.com`;
      const length = Math.max(schema.minLength ?? 1, 1);
      const text = `a${tag}`.padEnd(length, 'a').slice(0, schema.maxLength ?? Infinity);
      const pattern = schema.pattern ? new RegExp(schema.pattern as string) : undefined;
      return [text, '2026-01-01', '1', '1,2'].find((v) => !pattern || pattern.test(v)) ?? 'a';
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, Json> = {};
      for (const key of (schema.required as string[] | undefined) ?? [])
        out[key] = exampleOf(schema.properties[key], tag);
      return out;
    }
    default:
      return null;
  }
}

/** A small seeded generator, so the fuzzed probes are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Probe {
  /** What the probe does, for the failure message. */
  label: string;
  /** A JSON value to send, or raw text (broken JSON). */
  body?: Json;
  raw?: string;
  contentType?: string;
}

const fieldsOf = (schema: TSchema | undefined): string[] => Object.keys(schema?.properties ?? {});

/** `count` probes of a route's body: whole-body shapes, each field wrong in each way, then seeded fuzz. */
/** Counts every base made, across routes: each probe's text is unique in the whole walk. */
let made = 0;

export function bodyProbes(schema: TSchema | undefined, count: number): Probe[] {
  const fresh = (): Record<string, Json> => {
    const base = schema ? exampleOf(schema, String(made++)) : {};
    return base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  };
  const baseObject = fresh();
  const probes: Probe[] = [
    { label: 'null body', body: null },
    { label: 'array body', body: [] },
    { label: 'string body', body: 'text' },
    { label: 'number body', body: 42 },
    { label: 'empty object', body: {} },
    { label: 'deeply nested body', body: deep(500) },
    { label: 'unknown field', body: { ...baseObject, unknownField: 'x' } },
    { label: 'prototype pollution', raw: `{"__proto__":{"polluted":true}}` },
    { label: 'constructor pollution', raw: `{"constructor":{"prototype":{"polluted":true}}}` },
    { label: 'broken JSON', raw: '{"a":' },
    { label: 'not JSON', raw: 'not json at all' },
    { label: 'NUL bytes', raw: '\u0000\u0000' },
    { label: 'form body', raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'text body', raw: 'plain', contentType: 'text/plain' },
  ];
  // Each field wrong in each way, taken field by field in turn so that every field gets its share of `count`.
  const perField = fieldsOf(schema).map((field) => [
    { label: `${field} missing`, body: Object.fromEntries(Object.entries(fresh()).filter(([k]) => k !== field)) },
    ...BAD_VALUES.map((value) => ({
      label: `${field} = ${JSON.stringify(value).slice(0, 40)}`,
      body: { ...fresh(), [field]: value },
    })),
  ]);
  for (let i = 0; probes.length < count && perField.some((list) => i < list.length); i++) {
    for (const list of perField) if (i < list.length && probes.length < count) probes.push(list[i]);
  }
  const next = random(probes.length * 7919 + fieldsOf(schema).length);
  const fields = fieldsOf(schema).length ? fieldsOf(schema) : ['value'];
  while (probes.length < count) {
    const body: Record<string, Json> = fresh();
    const changes = 1 + Math.floor(next() * fields.length);
    for (let i = 0; i < changes; i++) {
      body[fields[Math.floor(next() * fields.length)]] = BAD_VALUES[Math.floor(next() * BAD_VALUES.length)];
    }
    probes.push({ label: `fuzz ${probes.length}: ${Object.keys(body).join(',')}`, body });
  }
  return probes;
}

/** Query strings for a route's query schema: each parameter empty, oversized, of the wrong kind, repeated, injected. */
export function queryProbes(schema: TSchema | undefined): string[] {
  const base = schema ? exampleOf(schema) : {};
  const baseObject = (base && typeof base === 'object' && !Array.isArray(base) ? base : {}) as Record<string, Json>;
  const values = ['', 'x'.repeat(5000), '-1', 'abc', '1e999', '[]', '{}', 'true', ...INJECTIONS];
  const params = fieldsOf(schema);
  const probes: string[] = ['unknownParam=1'];
  for (const param of params) {
    for (const value of values) {
      const query = new URLSearchParams({
        ...Object.fromEntries(Object.entries(baseObject).map(([k, v]) => [k, String(v)])),
      });
      query.set(param, value);
      probes.push(query.toString());
    }
    probes.push(`${param}=1&${param}=2`);
  }
  return probes;
}

/** The field names a validation message may name: the schema's properties at any depth. */
export function fieldNames(schema: TSchema | undefined): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = Object.values((schema.properties ?? {}) as Record<string, TSchema>).flatMap(fieldNames);
  const items = schema.items ? fieldNames(schema.items as TSchema) : [];
  const branches = ((schema.anyOf ?? []) as TSchema[]).flatMap(fieldNames);
  return [...own, ...nested, ...items, ...branches];
}
