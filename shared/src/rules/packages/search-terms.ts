/**
 * Package search terms (issue 25): the one normalisation of a number (the database's generated key columns apply
 * the same: upper case, no white space), and the splitting of a bulk paste into its terms.
 */
import { PACKAGE_LIMITS, PACKAGE_MESSAGES, RETURN_REASONS, type ReturnReasonCode } from '../../constants/packages.ts';

/**
 * The normalised form of a tracking number, customer reference, job or manifest number: white space removed, upper
 * case. SQL: upper(regexp_replace(value, '\s', '', 'g')), the packages' generated *_key columns.
 */
export const normaliseNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * The terms of a search: a paste splits on new lines, commas, semicolons and tabs (not on spaces: a UPS number is
 * often written "1Z 999 AA1 01 2345 6784"); each term is normalised (`normalise`, default normaliseNumber), blanks
 * dropped, duplicates kept once, in the order pasted.
 */
export function splitSearchTerms(text: string, normalise: (term: string) => string = normaliseNumber): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const part of text.split(/[\r\n,;\t]+/)) {
    const term = normalise(part);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    terms.push(term);
  }
  return terms;
}

/**
 * Whether a search is a paste of several terms: it then goes as the POST twin of its view (1,000 numbers outgrow a
 * URL); one term goes as the spec's GET.
 */
export const isBulkSearch = (searchTerm: string): boolean => splitSearchTerms(searchTerm).length > 1;

/** Each lower-case letter of the ranges below with its upper case, in code point order (ASCII first). */
const UPPER_OF = new Map<string, string>();
for (const [first, last] of [
  [0x61, 0x7a],
  [0xe0, 0xff],
  [0x100, 0x17f],
  [0x3ac, 0x3ce],
  [0x430, 0x45f],
])
  for (let code = first; code <= last; code++) {
    const letter = String.fromCodePoint(code);
    const capital = letter.toUpperCase();
    if (capital !== letter && [...capital].length === 1) UPPER_OF.set(letter, capital);
  }

/**
 * The letters a name is put in upper case by, each lower-case letter with its upper case at the same place: ASCII
 * first (most of a name's letters, found soonest by SQL's translate), then Latin-1, Latin Extended-A, Greek and
 * Cyrillic, wherever JavaScript's upper case of a letter is one other letter. The database builds the consignee name's
 * key with `translate(name, lower, upper)` from these same two strings (server/src/db/schema/packages.ts), not with
 * `upper()`, whose result depends on the database's locale: in a C-locale database `upper('Lefèvre')` is 'LEFèVRE',
 * and a search for "lefèvre" found nobody. A letter outside these ranges keeps its case on both sides.
 */
export const CASE_FOLD: { readonly lower: string; readonly upper: string } = {
  lower: [...UPPER_OF.keys()].join(''),
  upper: [...UPPER_OF.values()].join(''),
};

/** A text in upper case by CASE_FOLD's letters alone, as the database's name key is: the same in every locale. */
export const foldCase = (value: string): string => {
  let out = '';
  for (const letter of value) out += UPPER_OF.get(letter) ?? letter;
  return out;
};

/** A name criterion (consignee name) keeps its inner spaces (one each), in upper case (foldCase). */
export const normaliseName = (value: string): string => foldCase(value.trim().replace(/\s+/g, ' '));

/** Why a search cannot run, as data (the screen words it in the user's language): none, too many, one too long. */
export type SearchTermsIssue =
  | { kind: 'noTerm' }
  | { kind: 'tooManyTerms'; count: number; max: number }
  | { kind: 'termTooLong'; term: string; max: number };

/** Why these terms cannot be searched, or undefined: none, more than PACKAGE_LIMITS.bulkTerms, or one too long. */
export function searchTermsIssue(terms: readonly string[]): SearchTermsIssue | undefined {
  if (terms.length === 0) return { kind: 'noTerm' };
  if (terms.length > PACKAGE_LIMITS.bulkTerms)
    return { kind: 'tooManyTerms', count: terms.length, max: PACKAGE_LIMITS.bulkTerms };
  const long = terms.find((t) => t.length > PACKAGE_LIMITS.termLength);
  return long === undefined ? undefined : { kind: 'termTooLong', term: long, max: PACKAGE_LIMITS.termLength };
}

/** Why a search term cannot be searched, or undefined: none, too many, or one too long (the API's message). */
export function searchTermsProblem(terms: readonly string[]): string | undefined {
  const issue = searchTermsIssue(terms);
  if (!issue) return undefined;
  if (issue.kind === 'noTerm') return PACKAGE_MESSAGES.noTerm;
  if (issue.kind === 'tooManyTerms') return PACKAGE_MESSAGES.tooManyTerms(issue.count);
  return PACKAGE_MESSAGES.termTooLong(issue.term);
}

/** Why a note's text cannot be saved, or undefined: blank, or longer than PACKAGE_LIMITS.note (the API's rule). */
export type NoteIssue = { kind: 'required' } | { kind: 'tooLong'; length: number; max: number };

export function packageNoteIssue(note: string | null | undefined): NoteIssue | undefined {
  const text = note ?? '';
  if (!/\S/.test(text)) return { kind: 'required' };
  if (text.length > PACKAGE_LIMITS.note) return { kind: 'tooLong', length: text.length, max: PACKAGE_LIMITS.note };
  return undefined;
}

/** One term of PACKAGE_LIMITS.partialMinLength characters or more is also matched as a part; a paste only exactly. */
export const matchesPartially = (terms: readonly string[]): boolean =>
  terms.length === 1 && terms[0].length >= PACKAGE_LIMITS.partialMinLength;

/** A return reason's text, by its code. */
export const returnReasonText = (code: ReturnReasonCode): string =>
  RETURN_REASONS.find((r) => r.code === code)?.text ?? code;
