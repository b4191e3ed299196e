/**
 * Input the database cannot store is refused with the field's name before a route runs, instead of surfacing as
 * a 500 from deep in a query:
 * - a NUL character in text (PostgreSQL refuses it, PGlite and the server alike);
 * - a number that is not finite: JSON's 1e999 parses to Infinity, and the query validator, coercing "1e999",
 *   lets Infinity past its own minimum and maximum (ajv 8).
 * One walk over the input after validation, so that the value checked is the value the route gets.
 */
import type { FastifyInstance } from 'fastify';
import { A1Error } from './errors.ts';

/** Why a value cannot be stored, or undefined when it can. */
function problemOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.includes('\u0000')) return 'contains a NUL character, which cannot be stored';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'must be a finite number';
  return undefined;
}

/** The first value (or key) that cannot be stored, with its path. Bounded depth: schemas refuse deeper. */
export function findUnstorable(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string[]; problem: string } | undefined {
  const problem = problemOf(value);
  if (problem) return { path, problem };
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    const found = keyProblem
      ? { path: [...path, key], problem: keyProblem }
      : findUnstorable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [context, input] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorable(input);
      if (!found) continue;
      const field = found.path.join('.') || (context === 'body' ? 'the request body' : 'the query');
      throw new A1Error(400, `Invalid ${context}: ${field} ${found.problem}.`);
    }
  });
}
