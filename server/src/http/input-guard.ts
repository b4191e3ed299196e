/**
 * Input the database cannot store is refused with the field's name before a route runs, instead of surfacing as
 * a 500 from deep in a query:
 * - a NUL character in text (PostgreSQL refuses it, PGlite and the server alike), checked before validation;
 * - a number that is not finite: the validator coerces "1e999" to Infinity and, coercing, lets it past its own
 *   minimum and maximum (ajv 8), so it is checked after validation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { A1Error } from './errors.ts';

const NUL = '\u0000';

/** The path of the first value (or key) the test picks, or undefined. Bounded depth: schemas refuse deeper. */
export function findPath(
  value: unknown,
  bad: (value: unknown) => boolean,
  path: string[] = [],
  depth = 0,
): string[] | undefined {
  if (bad(value)) return path;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return [...path, key];
    const found = findPath(item, bad, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

const hasNul = (value: unknown) => typeof value === 'string' && value.includes(NUL);
const notFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

function refuse(request: FastifyRequest, bad: (value: unknown) => boolean, problem: string): void {
  for (const [context, value] of [
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = findPath(value, bad);
    if (path) {
      const field = path.join('.') || (context === 'body' ? 'the request body' : 'the query');
      throw new A1Error(400, `Invalid ${context}: ${field} ${problem}.`);
    }
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) =>
    refuse(request, hasNul, 'contains a NUL character, which cannot be stored'),
  );
  app.addHook('preHandler', async (request) => refuse(request, notFinite, 'must be a finite number'));
}
