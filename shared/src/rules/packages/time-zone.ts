/**
 * Times of a package's story in the place's own time zone (issue 25 "one timeline"): carriers report local time, and
 * an answer keeps it as an ISO 8601 time with that place's offset, so "14:05+01:00" stays 14:05 where it happened.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows an IANA time zone by this name. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The offset of the zone at the instant, as the runtime's time zone data has it (one formatToParts). */
function exactOffsetMinutes(instant: number, timeZone: string): number {
  const name = formatter(timeZone)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT+01:00", "GMT-03:30", or "GMT" itself at offset zero.
  const m = name ? /^GMT([+-])(\d{2}):(\d{2})/.exec(name) : null;
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const DAY = 86_400_000;
/** Zone and UTC day → the offset all that day; a day with a change of offset is not kept. */
const dayOffsets = new Map<string, number>();

/**
 * The offset of a known zone at an instant. A page of a job's 500 packages writes 500 times: the offset is read once
 * per zone and day (at its first and last millisecond; offsets change at most once a day), and only a day that
 * changes is read instant by instant.
 */
function knownZoneOffset(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY);
  const key = `${timeZone}|${day}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const first = exactOffsetMinutes(day * DAY, timeZone);
  if (first !== exactOffsetMinutes(day * DAY + DAY - 1, timeZone)) return exactOffsetMinutes(ms, timeZone);
  if (dayOffsets.size >= 50_000) dayOffsets.clear();
  dayOffsets.set(key, first);
  return first;
}

/** The offset from UTC in minutes of a time zone at an instant (an unknown zone: 0). */
export function zoneOffsetMinutes(instant: Date, timeZone: string | null | undefined): number {
  return timeZone && isTimeZone(timeZone) ? knownZoneOffset(instant.getTime(), timeZone) : 0;
}

/**
 * The instant as ISO 8601 in the time zone, with its offset, to the second: 2026-03-01T14:05:00+01:00. Without a
 * zone (or an unknown one), UTC with Z.
 */
export function isoInZone(instant: Date, timeZone: string | null | undefined): string {
  if (!timeZone || !isTimeZone(timeZone)) return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const offset = knownZoneOffset(instant.getTime(), timeZone);
  const local = new Date(instant.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
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
