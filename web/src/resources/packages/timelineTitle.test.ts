import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { timelineTitle } from './timelineTitle';

describe('issue 25: timeline titles in the user’s language', () => {
  it('the system’s entries are worded from kind and subject; carrier events and scans keep their own text', () => {
    expect(timelineTitle({ kind: 'labelPrint', subject: 'JFK-ZEBRA-01' })).toEqual({
      key: 'labelPrint',
      params: { printer: 'JFK-ZEBRA-01' },
    });
    expect(timelineTitle({ kind: 'pim', subject: 'status' })).toEqual({ key: 'pim', params: { field: 'status' } });
    expect(timelineTitle({ kind: 'note', subject: null })?.key).toBe('note');
    expect(timelineTitle({ kind: 'return', subject: null })?.key).toBe('return');
    expect(timelineTitle({ kind: 'carrier', subject: null })).toBeNull();
    expect(timelineTitle({ kind: 'scan', subject: null })).toBeNull();
  });
  it('each worded title has its English and French text, the French not the English', () => {
    const titles = (catalogue: unknown) =>
      (catalogue as { a1: { packages: { timeline: { titles: Record<string, string> } } } }).a1.packages.timeline.titles;
    expect(titles(en).labelPrint).toBe('Label printed on %{printer}');
    expect(titles(fr).labelPrint).toBe('Étiquette imprimée sur %{printer}');
    for (const key of ['labelPrint', 'pim', 'return']) expect(titles(fr)[key]).not.toBe(titles(en)[key]);
  });
});
