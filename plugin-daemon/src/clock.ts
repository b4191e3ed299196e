/**
 * Timestamps without ICU. In Node 20's V8, Date.prototype.toISOString and toUTCString also work out the
 * local time-zone name through ICU, which pages in about 3 MB of ICU data and code for a result they never
 * show. The daemon idles most of the day (issue 6: <= 60 MB resident), so it formats UTC fields itself:
 * the text is the same as those two methods give.
 */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Years 0 to 9999 as toISOString writes them; anything else (never a clock reading) goes to V8. */
const plainYear = (d: Date) => d.getUTCFullYear() >= 0 && d.getUTCFullYear() <= 9999;

/** The same text as `d.toISOString()`. */
export function isoTime(d = new Date()): string {
  if (!plainYear(d)) return d.toISOString();
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}Z`;
}

/** The same text as `d.toUTCString()`, which is what node writes in the HTTP Date header. */
export function httpDate(d = new Date()): string {
  if (!plainYear(d)) return d.toUTCString();
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCFullYear(), 4)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} GMT`;
}
