import { describe, expect, it } from 'vitest';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES, RETURN_REASONS } from '../../constants/packages.ts';
import {
  CASE_FOLD,
  foldCase,
  matchesPartially,
  normaliseName,
  isBulkSearch,
  normaliseNumber,
  packageNoteIssue,
  returnReasonText,
  searchTermsIssue,
  searchTermsProblem,
  splitSearchTerms,
} from './search-terms.ts';

describe('package search terms', () => {
  it('T-287: a number is normalised to upper case without white space, as the key columns are', () => {
    expect(normaliseNumber(' 1z 999 aa1\t01 2345 6784 ')).toBe('1Z999AA10123456784');
    expect(normaliseNumber('rr123456785fr')).toBe('RR123456785FR');
    expect(normaliseName('  jeanne   d’Arc ')).toBe('JEANNE D’ARC');
  });

  it('T-287: a name is put in upper case letter by letter, accents, Greek and Cyrillic too, in any locale', () => {
    expect(normaliseName(' zoë  lefèvre ')).toBe('ZOË LEFÈVRE');
    expect(foldCase('łódź ŝtraße ÿ')).toBe('ŁÓDŹ ŜTRAßE Ÿ');
    expect(foldCase('αθήνα москва')).toBe('ΑΘΉΝΑ МОСКВА');
    // A letter whose upper case is two letters (ß, ŉ) or that has none stays as it is; so does one outside the ranges.
    expect(foldCase('ß ŉ 1-2 ա')).toBe('ß ŉ 1-2 ա');
    // The two strings the database's translate() reads: as long as each other, ASCII first.
    expect([...CASE_FOLD.lower].length).toBe([...CASE_FOLD.upper].length);
    expect(CASE_FOLD.lower.startsWith('abcdefghijklmnopqrstuvwxyz')).toBe(true);
    expect(CASE_FOLD.upper.startsWith('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(true);
    expect(CASE_FOLD.lower).not.toMatch(/['\\]/);
  });

  it('T-287: a bulk paste splits on new lines, commas, semicolons and tabs, not on spaces; duplicates once', () => {
    expect(splitSearchTerms('RR123456785FR\r\n1Z 999 AA1 01 2345 6784, lx1;lx1\t\n\n ,')).toEqual([
      'RR123456785FR',
      '1Z999AA10123456784',
      'LX1',
    ]);
    expect(splitSearchTerms(' \n , ')).toEqual([]);
    expect(splitSearchTerms('dupont, Dupont', normaliseName)).toEqual(['DUPONT']);
    expect(isBulkSearch('1Z 999 AA1 01 2345 6784')).toBe(false);
    expect(isBulkSearch('RR123456785FR\nRR123456785FR')).toBe(false);
    expect(isBulkSearch('RR123456785FR\nLX1')).toBe(true);
  });

  it('T-287: a search of none, too many or too long terms says which; one term of four or more matches partly', () => {
    expect(searchTermsProblem([])).toBe(PACKAGE_MESSAGES.noTerm);
    const many = Array.from({ length: PACKAGE_LIMITS.bulkTerms + 1 }, (_, i) => `N${i}`);
    expect(searchTermsProblem(many)).toBe(PACKAGE_MESSAGES.tooManyTerms(PACKAGE_LIMITS.bulkTerms + 1));
    expect(searchTermsProblem(many.slice(1))).toBeUndefined();
    expect(searchTermsProblem(['X'.repeat(PACKAGE_LIMITS.termLength + 1)])).toMatch(/^searchTerm "X{20}…" is longer/);
    expect(matchesPartially(['ABCD'])).toBe(true);
    expect(matchesPartially(['ABC'])).toBe(false);
    expect(matchesPartially(['ABCD', 'EFGH'])).toBe(false);
  });

  it('T-287: the screen gets the same problems as data, to word them in the user’s language', () => {
    expect(searchTermsIssue([])).toEqual({ kind: 'noTerm' });
    const many = Array.from({ length: PACKAGE_LIMITS.bulkTerms + 1 }, (_, i) => `N${i}`);
    expect(searchTermsIssue(many)).toEqual({ kind: 'tooManyTerms', count: 1001, max: PACKAGE_LIMITS.bulkTerms });
    expect(searchTermsIssue(['AB', 'X'.repeat(PACKAGE_LIMITS.termLength + 1)])).toMatchObject({ kind: 'termTooLong' });
    expect(searchTermsIssue(['RR123456785FR'])).toBeUndefined();
  });

  it('T-302 T-303: a note is required (not blank) and at most PACKAGE_LIMITS.note characters', () => {
    expect(packageNoteIssue('')).toEqual({ kind: 'required' });
    expect(packageNoteIssue(' \n\t')).toEqual({ kind: 'required' });
    expect(packageNoteIssue(undefined)).toEqual({ kind: 'required' });
    expect(packageNoteIssue('Called the consignee')).toBeUndefined();
    expect(packageNoteIssue('x'.repeat(PACKAGE_LIMITS.note))).toBeUndefined();
    expect(packageNoteIssue('x'.repeat(PACKAGE_LIMITS.note + 1))).toEqual({
      kind: 'tooLong',
      length: PACKAGE_LIMITS.note + 1,
      max: PACKAGE_LIMITS.note,
    });
  });

  it('T-301: every return reason has a code and a text', () => {
    expect(new Set(RETURN_REASONS.map((r) => r.code)).size).toBe(RETURN_REASONS.length);
    expect(returnReasonText('refused')).toBe('Refused by the consignee');
  });
});
