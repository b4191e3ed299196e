/** Date helpers for grid rules: a day means the local calendar day of the browser or server. */

/** Milliseconds of a date-ish value (Date, ISO string, epoch ms), or null when it is not a date. */
export function toTime(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    // A bare yyyy-mm-dd is a local calendar day, not UTC midnight.
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const t = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : Date.parse(value);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** 00:00:00.000 of the day (inclusive start of a range). */
export function dayStart(day: string | Date): number {
  const t = toTime(day);
  if (t === null) return Number.NEGATIVE_INFINITY;
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** 23:59:59.999 of the day: the whole end day is included (shell §9). */
export function dayEnd(day: string | Date): number {
  const t = toTime(day);
  if (t === null) return Number.POSITIVE_INFINITY;
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - 1;
}

/** A date picker's empty value clears to null (shell §5). */
export const pickerValue = (value: string | null | undefined): string | null => (value ? value : null);

/** Is the day after today (for pickers restricted to the past, shell §5)? */
export function isFutureDay(day: string, now = new Date()): boolean {
  return dayStart(day) > dayEnd(now);
}
