/**
 * Dates and currency in the user's locale (shell §3, §9): the one chosen in the locale popover, else the spec's default
 * in the formats of the user's subsidiary (a French-subsidiary user reads dd/mm/yyyy and euros until they choose).
 */
import { LOCAL_KEYS } from '@a1/shared';
import { currencyFor, defaultLocaleFor, formatDate, parseStoredLocale } from '@a1/shared/rules/shell';
import { getSession } from '../session/session';

/** The one reader of the user's locale: every date, number and currency shown follows it. */
export function currentLocale() {
  return parseStoredLocale(localStorage.getItem(LOCAL_KEYS.locale), defaultLocaleFor(getSession()?.subsidiaryName));
}

/** A moment (date and time) in the user's locale, for code outside React's render (labels, module helpers). */
export const formatDateTime = (value: string | Date | null | undefined): string =>
  formatDate(value, currentLocale().format, true);

/** A number in the user's locale ("2 000" in France): never the browser's own, which mixes with the grid's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const { language, country } = currentLocale();
  return new Intl.NumberFormat(`${language}-${country}`, options).format(value);
}

export function useLocaleFormat() {
  const locale = currentLocale();
  const currency = currencyFor(locale.country);
  return {
    locale,
    currency,
    date: (value: string | Date | null | undefined) => formatDate(value, locale.format),
    dateTime: (value: string | Date | null | undefined) => formatDate(value, locale.format, true),
    number: formatNumber,
    money: (value: number) =>
      new Intl.NumberFormat(`${locale.language}-${locale.country}`, { style: 'currency', currency }).format(value),
  };
}
