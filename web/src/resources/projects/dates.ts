/** The project-tracking dates: stored YYYY-MM-DD (or with a time), typed in a date input, shown MM/DD/YYYY. */

/** The local day `days` before today, as YYYY-MM-DD. */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today as YYYY-MM-DD (the local day). */
export const today = (): string => daysAgo(0);

/** A stored date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss) as the date input's YYYY-MM-DD. */
export const dayOf = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

/** A stored date shown MM/DD/YYYY (spec 2 §9). */
export function showDate(value: string | null | undefined): string {
  const day = dayOf(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return value ?? '';
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}
