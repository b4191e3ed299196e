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

/** A name criterion (consignee name) keeps its inner spaces (one each), in upper case. */
export const normaliseName = (value: string): string => value.trim().replace(/\s+/g, ' ').toUpperCase();

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
