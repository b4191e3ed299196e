/**
 * The answer half of the contract (issue 24 point 4): with A1_CHECK_ANSWERS set (the test suites set it), every 200
 * payload is checked, as JSON would carry it, against its entry's response schema. `log` writes each mismatch to
 * A1_CHECK_ANSWERS_FILE (one JSON line: call, path, first errors); `fail` also answers 500 with what did not match,
 * so a test that reads a wrong answer fails on the spot. Off in production: each schema is compiled on its first answer.
 */
import { appendFileSync } from 'node:fs';
import type { TSchema } from '@sinclair/typebox';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { CallSpec } from '@a1/shared';
import { A1Error } from './errors.ts';

const mode = process.env.A1_CHECK_ANSWERS as 'log' | 'fail' | undefined;
const file = process.env.A1_CHECK_ANSWERS_FILE;
const compiled = new WeakMap<TSchema, ValidateFunction>();
// JSON Schema as the request validators read it (http/validators.ts): the contract's nullable and date fields are
// plain JSON Schema, which TypeBox's own compiler does not check.
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
addFormats.default(ajv);

export const checkingAnswers = mode === 'log' || mode === 'fail';

export function checkAnswer(entry: CallSpec, payload: unknown): void {
  if (!checkingAnswers || !entry.response || payload === undefined) return;
  let check = compiled.get(entry.response);
  if (!check) {
    check = ajv.compile(entry.response);
    compiled.set(entry.response, check);
  }
  const json = JSON.parse(JSON.stringify(payload)) as unknown;
  if (check(json)) return;
  const errors = (check.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'}: ${e.message}`);
  if (file) appendFileSync(file, JSON.stringify({ call: `${entry.method} ${entry.path}`, errors }) + '\n');
  if (mode === 'fail')
    throw new A1Error(500, `The answer of ${entry.method} ${entry.path} breaks its contract: ${errors.join('; ')}`);
}
