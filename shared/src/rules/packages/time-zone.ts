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
