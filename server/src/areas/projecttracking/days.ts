/** The project-tracking days: a Day input checked as yyyy-mm-dd, and today. */
import { A1Error } from '../../http/errors.ts';

/** yyyy-mm-dd of a Day input (a time part is ignored), or null; a day that does not exist is refused (400). */
export function day(value: string | null | undefined, field = 'date'): string | null {
  if (!value) return null;
  const text = value.slice(0, 10);
  const [y, m, d] = text.split('-').map(Number);
  const parsed = new Date(Date.UTC(y, m - 1, d));
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    y < 1900 ||
    y > 2999 ||
    parsed.getUTCFullYear() !== y ||
    parsed.getUTCMonth() !== m - 1 ||
    parsed.getUTCDate() !== d
  )
    throw new A1Error(400, `${field} ${text} is not a valid date (yyyy-mm-dd).`);
  return text;
}

/** A required day: as day(), never null. */
export const requiredDay = (value: string, field: string): string => day(value, field) ?? value;

export const today = (): string => new Date().toISOString().slice(0, 10);
