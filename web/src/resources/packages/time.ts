/**
 * Times of a package's story as a person reads them (issue 25 "one timeline"): in the place's own time zone with its
 * name, and in the user's ("14:05 CET (08:05 your time)"), through dayjs's utc and timezone plugins over the shared
 * time-zone rules. What happened in the system (a note, a print) has no place: the user's time alone.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { isTimeZone, zoneAbbreviation, zoneOffsetMinutes } from '@a1/shared';
import type { DateFormat } from '@a1/shared/constants/shell';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The browser's time zone: the user's. */
export const userTimeZone = (): string => dayjs.tz.guess();

export interface StoryTime {
  /** "03/01/2026 14:05 CET": in the place's zone; null without a (known) place zone. */
  place: string | null;
  /** In the user's zone: the time alone when the place's day is the same, else with the date; null when the place's
   * zone and the user's agree at that instant (one time says it all). */
  user: string | null;
  /** ISO 8601 of the instant (the <time> element's dateTime). */
  iso: string;
}

/** The stored locale's date format in dayjs tokens ('mm/dd/yyyy' → 'MM/DD/YYYY'). */
const dayFormat = (format: DateFormat) => format.toUpperCase();

export function storyTime(on: string, placeZone: string | null, userZone: string, format: DateFormat): StoryTime {
  const instant = dayjs(on);
  const date = instant.toDate();
  const day = dayFormat(format);
  const inUserZone = instant.tz(userZone);
  if (!placeZone || !isTimeZone(placeZone))
    return { place: null, user: inUserZone.format(`${day} HH:mm`), iso: instant.toISOString() };
  const atPlace = instant.tz(placeZone);
  const place = `${atPlace.format(`${day} HH:mm`)} ${zoneAbbreviation(date, placeZone)}`;
  if (zoneOffsetMinutes(date, placeZone) === zoneOffsetMinutes(date, userZone))
    return { place, user: null, iso: instant.toISOString() };
  const sameDay = atPlace.format('YYYY-MM-DD') === inUserZone.format('YYYY-MM-DD');
  return { place, user: inUserZone.format(sameDay ? 'HH:mm' : `${day} HH:mm`), iso: instant.toISOString() };
}
