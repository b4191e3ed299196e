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
});
