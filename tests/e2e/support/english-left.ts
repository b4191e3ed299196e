/**
 * The French scan (issue 29 point 3): English left on a French screen, found the way axe-core finds accessibility
 * faults: the English catalogue's phrases whose French differs, and the database's names that have a French name
 * (server/src/db/seed/translations.ts), looked up in the page's visible text. Phrases with a
 * placeholder count by their longest fixed part, of two words or more (one word alone is as often data, a project
 * or a ticket named in English, as a label left).
 */
import { en } from '../../../web/src/i18n/en';
import { fr } from '../../../web/src/i18n/fr';
import { DB_NAMES_FR } from '@a1/server/db/seed/translations';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value, path, out);
  }
  return out;
}

function phraseOf(text: string): string | null {
  const longest = text
    .split(/%\{\w+\}|\|\|\|\|/)
    .map((part) => part.trim().replace(/^[\s:;,.()–—-]+|[\s:;,.()–—-]+$/g, ''))
    .sort((a, b) => b.length - a.length)[0];
  if (!longest || !/[a-z]/i.test(longest)) return null;
  const words = longest.split(/\s+/);
  // One word alone is as often a name in the data (a project called "Customs Invoice") as a label left English.
  if (words.length < 2) return null;
  return longest;
}

/** The English phrases a French screen must not show. */
export function englishPhrases(): string[] {
  const english = leaves(en as unknown as Tree);
  const french = leaves(fr as unknown as Tree);
  const frenchTexts = new Set(french.values());
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    if (french.get(key) === text) continue;
    const phrase = phraseOf(text);
    if (!phrase || [...frenchTexts].some((f) => f.includes(phrase))) continue;
    phrases.add(phrase);
  }
  // Names from the database with a French name of their own (lanes, statuses, phases, menus): shown in English, the
  // screen skipped the translation tables.
  for (const [name, french] of Object.entries(DB_NAMES_FR))
    if (name !== french && name.includes(' ') && !name.includes('.')) phrases.add(name);
  return [...phrases];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases of `phrases` that `text` shows as whole words. */
export function englishIn(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u').test(text));
}
