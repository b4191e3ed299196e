/**
 * Times of a package's story in the place's own time zone (issue 25 "one timeline"): carriers report local time, and
 * an answer keeps it as an ISO 8601 time with that place's offset, so "14:05+01:00" stays 14:05 where it happened.
 */

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's offset formatter; null for a name the runtime does not know (remembered, as a throw costs). */
function formatter(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    try {
      // The year only beside the offset: formatting less costs less (a job's packages read some hundreds).
      f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', timeZoneName: 'longOffset' });
    } catch {
      f = null;
    }
    if (formatters.size >= 1_000) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows an IANA time zone by this name. */
export function isTimeZone(name: string): boolean {
  return formatter(name) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** "00" to "59": hours, minutes and seconds without a padStart each. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad(n));

/** The offset of the zone at the instant, as the runtime's time zone data has it (one format, "2026, GMT+01:00"). */
function exactOffsetMinutes(instant: number, format: Intl.DateTimeFormat): number {
  // "GMT+01:00", "GMT-03:30", or "GMT" itself at offset zero.
  const m = /GMT([+-])(\d{2}):(\d{2})$/.exec(format.format(instant));
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** A zone's offsets by week and by day (NaN: the offset changes within that week or day). */
interface ZoneSpans {
  weeks: Map<number, number>;
  days: Map<number, number>;
}
const zoneSpans = new Map<string, ZoneSpans>();
let keptSpans = 0;

/** The offset all through [start, start + length), NaN where it changes within (read at its two ends). */
function steadyOffset(start: number, length: number, format: Intl.DateTimeFormat): number {
  const first = exactOffsetMinutes(start, format);
  return first === exactOffsetMinutes(start + length - 1, format) ? first : NaN;
}

/** The offset through span `index` of this length, read once and kept (NaN: it changes within). */
function spanOffset(spans: Map<number, number>, index: number, length: number, format: Intl.DateTimeFormat): number {
  let offset = spans.get(index);
  if (offset === undefined) {
    spans.set(index, (offset = steadyOffset(index * length, length, format)));
    keptSpans++;
  }
  return offset;
}

/**
 * The offset of a known zone at an instant. A job's 500 packages each write one, across a dozen zones and a few
 * weeks: the offset is read once per zone and week (at its first and last millisecond: an offset changes at most once
 * a week), in a week that changes once per day, and only in a day that changes instant by instant.
 */
function knownZoneOffset(ms: number, timeZone: string, format: Intl.DateTimeFormat): number {
  if (keptSpans >= 50_000) {
    zoneSpans.clear();
    keptSpans = 0;
  }
  let spans = zoneSpans.get(timeZone);
  if (!spans) zoneSpans.set(timeZone, (spans = { weeks: new Map(), days: new Map() }));
  const weekly = spanOffset(spans.weeks, Math.floor(ms / WEEK), WEEK, format);
  if (!Number.isNaN(weekly)) return weekly;
  const daily = spanOffset(spans.days, Math.floor(ms / DAY), DAY, format);
  return Number.isNaN(daily) ? exactOffsetMinutes(ms, format) : daily;
}

/** The offset from UTC in minutes of a time zone at an instant (an unknown zone: 0). */
export function zoneOffsetMinutes(instant: Date, timeZone: string | null | undefined): number {
  const format = timeZone ? formatter(timeZone) : null;
  return format ? knownZoneOffset(instant.getTime(), timeZone!, format) : 0;
}

/** Day number → "YYYY-MM-DD", and offset in minutes → "+01:00": a timeline or a job's packages repeat them. */
const datesOfDays = new Map<number, string>();
const offsetTexts = new Map<number, string>();

function dateOfDay(day: number): string {
  let text = datesOfDays.get(day);
  if (text === undefined) {
    const d = new Date(day * DAY);
    text = `${pad(d.getUTCFullYear(), 4)}-${TWO_DIGITS[d.getUTCMonth() + 1]}-${TWO_DIGITS[d.getUTCDate()]}`;
    if (datesOfDays.size >= 50_000) datesOfDays.clear();
    datesOfDays.set(day, text);
  }
  return text;
}

function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    const abs = Math.abs(offset);
    text = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    offsetTexts.set(offset, text);
  }
  return text;
}

/**
 * The instant as ISO 8601 in the time zone, with its offset, to the second: 2026-03-01T14:05:00+01:00. Without a
 * zone (or an unknown one), UTC with Z. Written from the day's date and the second of the day, as a job's 500
 * packages each write one (issue 25's 10 ms for them).
 */
export function isoInZone(instant: Date, timeZone: string | null | undefined): string {
  const format = timeZone ? formatter(timeZone) : null;
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  const offset = format ? knownZoneOffset(ms, timeZone!, format) : 0;
  const local = ms + offset * 60_000;
  const day = Math.floor(local / DAY);
  const second = Math.floor((local - day * DAY) / 1000);
  const time = `${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}`;
  return `${dateOfDay(day)}T${time}${format ? offsetText(offset) : 'Z'}`;
}

const names = new Map<string, Intl.DateTimeFormat>();

function zoneNamer(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let f = names.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    names.set(key, f);
  }
  return f;
}

/**
 * The short name of a time zone at an instant, as a person reads it beside a time: "EST", "CET", "BST", or the
 * offset ("GMT+9") where no abbreviation is in use. English names first as the US writes them, then as Britain
 * does (Europe's CET and BST); an unknown zone is "UTC".
 */
export function zoneAbbreviation(instant: Date, timeZone: string | null | undefined): string {
  if (!timeZone || !isTimeZone(timeZone)) return 'UTC';
  const name = (locale: string) =>
    zoneNamer(locale, timeZone)
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'UTC';
  const us = name('en-US');
  if (!us.startsWith('GMT')) return us;
  const gb = name('en-GB');
  // en-GB writes London's winter time "GMT" and its summer time "BST"; other zones as an offset.
  return gb.startsWith('GMT') && gb !== 'GMT' ? us : gb;
}
