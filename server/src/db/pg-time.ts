/**
 * Times as the database hands them over: a Date (PGlite, drizzle's typed selects) or PostgreSQL's own text
 * ("2026-11-14 22:05:59.677+00", raw rows: db.execute, prepared.ts), made into one instant or one ISO 8601 string.
 */

/** The instant of a timestamp, whichever form it came in. */
export const instantOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/**
 * ISO 8601 in UTC with milliseconds, as Date#toISOString writes it. A UTC session's text ("…59.677+00", "…59+00") is
 * rewritten without parsing a date (a job's 500 packages each write one, issue 25's 10 ms): PostgreSQL writes up to
 * six digits of the second and Date keeps three, so the rest is cut as Date cuts it. Any other text goes through Date.
 */
export function isoUtc(value: unknown): string {
  if (typeof value === 'string' && value.length >= 22 && value[10] === ' ' && value.endsWith('+00')) {
    const fraction = value[19] === '.' ? value.slice(20, -3) : '';
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return instantOf(value).toISOString();
}

/** The same, or null for no time. */
export const isoUtcOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : isoUtc(value);
