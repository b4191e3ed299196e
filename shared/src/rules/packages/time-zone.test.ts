import { describe, expect, it } from 'vitest';
import { isoInZone, isTimeZone, zoneAbbreviation, zoneOffsetMinutes } from './time-zone.ts';

describe('times in the place’s zone', () => {
  const instant = new Date('2026-03-01T13:05:00Z');

  it('T-295: an instant is written in the place’s time zone with its offset', () => {
    expect(isoInZone(instant, 'Europe/Paris')).toBe('2026-03-01T14:05:00+01:00');
    expect(isoInZone(instant, 'America/New_York')).toBe('2026-03-01T08:05:00-05:00');
    expect(isoInZone(instant, 'Asia/Kolkata')).toBe('2026-03-01T18:35:00+05:30');
    expect(isoInZone(new Date('2026-07-01T13:05:00Z'), 'Europe/Paris')).toBe('2026-07-01T15:05:00+02:00');
    expect(isoInZone(instant, 'Europe/London')).toBe('2026-03-01T13:05:00+00:00');
  });

  it('T-295: without a known zone, UTC', () => {
    expect(isoInZone(instant, null)).toBe('2026-03-01T13:05:00Z');
    expect(isoInZone(instant, 'Mars/Olympus')).toBe('2026-03-01T13:05:00Z');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
  });

  it('T-295: a zone reads as its abbreviation where one is in use, else as its offset', () => {
    expect(zoneAbbreviation(instant, 'Europe/Paris')).toBe('CET');
    expect(zoneAbbreviation(new Date('2026-07-01T13:05:00Z'), 'Europe/Paris')).toBe('CEST');
    expect(zoneAbbreviation(instant, 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation(new Date('2026-07-01T13:05:00Z'), 'Europe/London')).toBe('BST');
    expect(zoneAbbreviation(instant, 'Europe/London')).toBe('GMT');
    expect(zoneAbbreviation(instant, 'Asia/Tokyo')).toBe('GMT+9');
    expect(zoneAbbreviation(instant, null)).toBe('UTC');
  });

  it('T-295: the offset of a zone at an instant, in minutes', () => {
    expect(zoneOffsetMinutes(instant, 'Europe/Paris')).toBe(60);
    expect(zoneOffsetMinutes(instant, 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(instant, null)).toBe(0);
  });

  it('T-295: on the day a zone changes its offset, each instant has its own (the day-long reading is not kept)', () => {
    // Paris goes to summer time at 01:00 UTC on 29 March 2026, New York back to winter time at 06:00 UTC on 1 Nov.
    expect(isoInZone(new Date('2026-03-29T00:59:59Z'), 'Europe/Paris')).toBe('2026-03-29T01:59:59+01:00');
    expect(isoInZone(new Date('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:00:00+02:00');
    expect(isoInZone(new Date('2026-11-01T05:59:59Z'), 'America/New_York')).toBe('2026-11-01T01:59:59-04:00');
    expect(isoInZone(new Date('2026-11-01T06:00:00Z'), 'America/New_York')).toBe('2026-11-01T01:00:00-05:00');
    // Read again, from what the first readings kept.
    expect(isoInZone(new Date('2026-03-29T00:59:59Z'), 'Europe/Paris')).toBe('2026-03-29T01:59:59+01:00');
    expect(isoInZone(new Date('2026-03-28T23:00:00.999Z'), 'Europe/Paris')).toBe('2026-03-29T00:00:00+01:00');
    expect(isoInZone(new Date('2026-03-30T12:00:00Z'), 'Europe/Paris')).toBe('2026-03-30T14:00:00+02:00');
  });

  // 43,920 instants: the mismatches are gathered and asserted once (an expect per instant took most of the time), and
  // the bound is generous because CI runs this beside the web and daemon builds on two cores.
  it('T-295: every hour of a year in five zones reads as the runtime writes it', { timeout: 30_000 }, () => {
    const wallClock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    let checked = 0;
    const mismatches: string[] = [];
    for (const zone of [
      'Europe/Paris',
      'America/Chicago',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ]) {
      const format = wallClock(zone);
      for (let h = 0; h < 366 * 24; h += 1) {
        const instant = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000 + ((h * 7919) % 3_600_000));
        const p = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
        const iso = isoInZone(instant, zone);
        const wall = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
        if (iso.slice(0, 19) !== wall) mismatches.push(`${zone} ${instant.toISOString()}: ${iso}, runtime ${wall}`);
        // The offset written is the one that makes the wall clock that instant.
        if (Date.parse(iso) !== Math.floor(instant.getTime() / 1000) * 1000)
          mismatches.push(`${zone} ${instant.toISOString()}: ${iso} is another instant`);
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(5 * 366 * 24);
  });
});
