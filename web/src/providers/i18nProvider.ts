/** English and French through ra-i18n-polyglot; the stored locale picks the language (shell §3). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { DEFAULT_LANGUAGE, LOCAL_KEYS } from '@a1/shared';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';

const catalogs = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

export function storedLanguage(): 'en' | 'fr' {
  try {
    const locale = JSON.parse(localStorage.getItem(LOCAL_KEYS.locale) ?? 'null') as { language?: string } | null;
    return locale?.language === 'fr' ? 'fr' : 'en';
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? catalogs.fr : catalogs.en),
  storedLanguage(),
  [
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' },
  ],
  { allowMissing: false },
);
