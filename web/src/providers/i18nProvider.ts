/**
 * English and French through ra-i18n-polyglot; the stored locale picks the language (shell §3), and French's
 * built-in catalogue loads only for it (loadBuiltIn). The server's translations (GET translation/Translation,
 * public) are merged over the built-in catalogues when the app loads, so an administrator's edit shows after the
 * next load; names that come from the database (modules, menus, job statuses, lanes, phases, option lists) are
 * translated through their `db.<name>` keys (useDbName). A language the administrators disabled is not offered
 * (getLocales, read by the locale popover) and is not used.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useCallback, useMemo } from 'react';
import { useTranslate, type I18nProvider, type TranslationMessages } from 'react-admin';
import { translationCalls, DEFAULT_LANGUAGE, LOCAL_KEYS, type Language, type Translation } from '@a1/shared';
import { en } from '../i18n/en';

type Iso2 = 'en' | 'fr';
/**
 * The built-in catalogues: English in the bundle, French loaded (its own chunk) only when the session is in French,
 * before the first render (loadServerTranslations), so the sign-in page in English does not carry it. A language
 * changes by reloading the page (the locale popover), so the catalogue a session needs is there from the start.
 */
const builtIn: { en: TranslationMessages; fr?: TranslationMessages } = { en: { ...englishMessages, ...en } };

async function loadBuiltIn(language: Iso2): Promise<void> {
  if (language !== 'fr' || builtIn.fr) return;
  const [{ default: frenchMessages }, { fr }] = await Promise.all([import('ra-language-french'), import('../i18n/fr')]);
  builtIn.fr = { ...frenchMessages, ...fr };
}

const NAMES: Record<Iso2, string> = { en: 'English', fr: 'Français' };
/** The server is asked once per load; past this the built-in catalogues are used alone. */
const LOAD_TIMEOUT_MS = 2000;

/** The server's translations by language, flat keys → values; the languages it offers (all until it answers). */
const serverPhrases: Record<Iso2, Record<string, string>> = { en: {}, fr: {} };
let offered: Iso2[] = ['en', 'fr'];

export function storedLanguage(): Iso2 {
  try {
    const locale = JSON.parse(localStorage.getItem(LOCAL_KEYS.locale) ?? 'null') as { language?: string } | null;
    const language = locale?.language === 'fr' ? 'fr' : 'en';
    return offered.includes(language) ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const messagesFor = (locale: string): TranslationMessages => {
  const iso2: Iso2 = locale === 'fr' ? 'fr' : 'en';
  // English stands in until French has loaded (only before the first render, or if its chunk failed to load).
  return { ...(builtIn[iso2] ?? builtIn.en), ...serverPhrases[iso2] } as TranslationMessages;
};

const build = () =>
  polyglotI18nProvider(
    messagesFor,
    storedLanguage(),
    offered.map((locale) => ({ locale, name: NAMES[locale] })),
    { allowMissing: false },
  );

let inner = build();

/** The provider react-admin holds; it reads the catalogue built after the server's translations arrived. */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => inner.translate(key, options),
  changeLocale: (locale, options) => inner.changeLocale(locale, options),
  getLocale: () => inner.getLocale(),
  getLocales: () => inner.getLocales?.() ?? [],
};

async function getData<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  const body = (await response.json()) as { data?: T };
  if (!response.ok || body.data === undefined) throw new Error(`${path}: ${response.status}`);
  return body.data;
}

/**
 * Loads the enabled languages and the stored language's translations (public calls: the sign-in page is
 * translated too) and, beside them, the stored language's built-in catalogue when it is not in the bundle; then
 * rebuilds the catalogue. Never fails: without the server the built-ins stand, without French's chunk English.
 */
export async function loadServerTranslations(): Promise<void> {
  const builtInLoaded = loadBuiltIn(storedLanguage()).catch(() => undefined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const languages = await getData<Language[]>(translationCalls.translationLanguages.path, controller.signal);
    const enabled = languages.map((l) => l.iso2.toLowerCase()).filter((l): l is Iso2 => l === 'en' || l === 'fr');
    // English is the fallback of every screen: it stays offered even if disabled on the server.
    offered = enabled.includes('en') ? enabled : ['en', ...enabled];
    const language = storedLanguage();
    const rows = await getData<Translation[]>(
      `${translationCalls.translationList.path}?iso2=${language}`,
      controller.signal,
    );
    serverPhrases[language] = Object.fromEntries(rows.filter((r) => r.isEnabled).map((r) => [r.key, r.value]));
  } catch {
    // The built-in catalogues stand.
  } finally {
    clearTimeout(timer);
    await builtInLoaded;
    inner = build();
  }
}

/**
 * The key of a name that comes from the database; with a context (`db.<context>.<name>`), the name's translation
 * where the same English word reads differently (the ticket type "Report" is "Rapport", the module "Rapports").
 */
export const dbNameKey = (name: string, context?: string): string => (context ? `db.${context}.${name}` : `db.${name}`);

/**
 * Translates a name from the database (module, menu, status, lane, phase, option) or shows it as stored; with a
 * context, its translation in that context first.
 */
export function useDbName(context?: string): (name: string) => string {
  const translate = useTranslate();
  return useCallback(
    (name: string) => {
      if (!name) return name;
      const plain = translate(dbNameKey(name), { _: name });
      return context ? translate(dbNameKey(name, context), { _: plain }) : plain;
    },
    [translate, context],
  );
}

/**
 * A grid column's format for names from the database (GridColumn.format): the row keeps the stored name, the cell
 * shows its translation. Each distinct name is translated once, then a cell costs one Map lookup (50,000 tickets).
 */
export function useDbNameFormat(context?: string): (value: unknown) => string {
  const dbName = useDbName(context);
  return useMemo(() => {
    const known = new Map<string, string>();
    return (value: unknown) => {
      const name = typeof value === 'string' ? value : String(value);
      let text = known.get(name);
      if (text === undefined) known.set(name, (text = dbName(name)));
      return text;
    };
  }, [dbName]);
}
