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

/** A name criterion (consignee name) keeps its inner spaces (one each), in upper case. */
export const normaliseName = (value: string): string => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** Why a search term cannot be searched, or undefined: none, too many, or one too long. */
export function searchTermsProblem(terms: readonly string[]): string | undefined {
  if (terms.length === 0) return PACKAGE_MESSAGES.noTerm;
  if (terms.length > PACKAGE_LIMITS.bulkTerms) return PACKAGE_MESSAGES.tooManyTerms(terms.length);
  const long = terms.find((t) => t.length > PACKAGE_LIMITS.termLength);
  return long === undefined ? undefined : PACKAGE_MESSAGES.termTooLong(long);
}

/** One term of PACKAGE_LIMITS.partialMinLength characters or more is also matched as a part; a paste only exactly. */
export const matchesPartially = (terms: readonly string[]): boolean =>
  terms.length === 1 && terms[0].length >= PACKAGE_LIMITS.partialMinLength;

/** A return reason's text, by its code. */
export const returnReasonText = (code: ReturnReasonCode): string =>
  RETURN_REASONS.find((r) => r.code === code)?.text ?? code;
