/**
 * Two validators: a query string is text, so its values are coerced to the schema's types (`?getAll=true`);
 * a JSON body already carries types, so it is checked as sent. Coercing bodies would save `null` or "false" as
 * false, and turn "1e999" into Infinity.
 */
import type { FastifyInstance } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

const shared: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

function build(options: Options): Ajv {
  const ajv = new Ajv({ ...shared, ...options });
  addFormats.default(ajv);
  return ajv;
}

export function registerValidators(app: FastifyInstance): void {
  const coercing = build({ coerceTypes: 'array' });
  const exact = build({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}
