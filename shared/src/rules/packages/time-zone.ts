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

/**
 * The instant as ISO 8601 in the time zone, with its offset: 2026-03-01T14:05:00+01:00. Without a zone (or an
 * unknown one), UTC with Z.
 */
export function isoInZone(instant: Date, timeZone: string | null | undefined): string {
  if (!timeZone || !isTimeZone(timeZone)) return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  // "GMT+01:00", "GMT-03:30", or "GMT" itself at offset zero.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
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

/** The offset from UTC in minutes of a time zone at an instant (an unknown zone: 0). */
export function zoneOffsetMinutes(instant: Date, timeZone: string | null | undefined): number {
  const iso = isoInZone(instant, timeZone);
  const m = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
