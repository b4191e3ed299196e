/**
 * Denied-party screening (issue 27 point 6), pure: names normalised (case, accents, punctuation, word order, legal
 * forms) and scored with fuzzball, a maintained fuzzy-matching library. Imported by the server only, through the
 * subpath `@a1/shared/rules/problems/screening` (never from shared's root index: fuzzball stays out of the web bundle).
 *
 * Score (0–100): the ratio of the two names with their words sorted (word order does not count); and, when every
 * word of the list entry is found in the consignee's name ("Ivan Sidorenko Trading" for "Ivan Sidorenko"), the
 * token-set ratio. The set ratio is not used the other way round: a consignee named by one common word of a listed
 * name ("Ivan Petrov" against "Ivan Petrovich Sidorenko") must not score 100.
 */
import * as fuzz from 'fuzzball';
import { SCREENING } from '../../constants/problems.ts';

/** Words of a name that say what kind of body it is, not who: dropped before comparing. */
const LEGAL_FORMS = new Set(
  'co company corp corporation inc incorporated ltd limited llc llp plc sa sarl sas gmbh ag bv nv srl spa oy ab as pte pty jsc ooo zao oao pjsc mr mrs ms dr the of and et'.split(
    ' ',
  ),
);

/** Lower case, no accents, apostrophes and dots joined, other punctuation a space, legal forms gone, words sorted. */
export function normaliseName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !LEGAL_FORMS.has(w));
  return words.sort().join(' ');
}

const RAW = { full_process: false } as const;

/** The score of a consignee's normalised name against one normalised list name (both from normaliseName). */
export function scoreNormalised(consignee: string, listed: string): number {
  if (!consignee || !listed) return 0;
  const sorted = fuzz.ratio(consignee, listed, RAW);
  if (sorted === 100) return 100;
  const listedWords = listed.split(' ');
  const consigneeWords = new Set(consignee.split(' '));
  if (listedWords.length >= 2 && listedWords.every((w) => consigneeWords.has(w)))
    return Math.max(sorted, fuzz.token_set_ratio(consignee, listed, RAW));
  return sorted;
}

export const scoreName = (consignee: string, listed: string): number =>
  scoreNormalised(normaliseName(consignee), normaliseName(listed));

export interface ScreeningEntry {
  id: number;
  /** The entry's names (its name and alternative names), each from normaliseName. */
  normalised: readonly string[];
}

/**
 * The best-scoring entry for a consignee, or null when none reaches `threshold`. A ratio of two strings of lengths a
 * and b is at most 200·min(a,b)/(a+b), so entries whose length rules the threshold out are skipped without scoring.
 */
export function screenName(
  consignee: string,
  entries: readonly ScreeningEntry[],
  threshold: number = SCREENING.hitScore,
): { entryId: number; score: number } | null {
  const name = normaliseName(consignee);
  if (!name) return null;
  const words = new Set(name.split(' '));
  let best: { entryId: number; score: number } | null = null;
  for (const entry of entries) {
    for (const listed of entry.normalised) {
      const shortest = Math.min(name.length, listed.length);
      const reachable = (200 * shortest) / (name.length + listed.length) >= threshold;
      // The subset case (every listed word in the consignee's name) may score past the length bound.
      if (!reachable && !(listed.length < name.length && listed.split(' ').every((w) => words.has(w)))) continue;
      const score = scoreNormalised(name, listed);
      if (score >= threshold && (!best || score > best.score)) best = { entryId: entry.id, score };
    }
  }
  return best;
}
