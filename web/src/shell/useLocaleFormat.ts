/** Dates and currency in the stored locale (shell §3, §9): default mm/dd/yyyy, date-time adds hh:mm a. */
import { LOCAL_KEYS } from '@a1/shared';
import { currencyFor, formatDate, parseStoredLocale } from '@a1/shared/rules/shell';

export function currentLocale() {
  return parseStoredLocale(localStorage.getItem(LOCAL_KEYS.locale));
}

export function useLocaleFormat() {
  const locale = currentLocale();
  const currency = currencyFor(locale.country);
  return {
    locale,
    currency,
    date: (value: string | Date | null | undefined) => formatDate(value, locale.format),
    dateTime: (value: string | Date | null | undefined) => formatDate(value, locale.format, true),
    money: (value: number) =>
      new Intl.NumberFormat(`${locale.language}-${locale.country}`, { style: 'currency', currency }).format(value),
  };
}
