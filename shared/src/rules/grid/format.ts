/** Cell display text per column type, in the user's locale (shell §3 column types, §9 date formats). */
import { DATE_TIME_SUFFIX, DEFAULT_DATE_FORMAT, LOCALE_DATE_FORMATS } from '../../constants/grid.ts';
import type { GridColumn } from './types.ts';
import { toTime } from './dates.ts';

export interface GridLocale { language: string; country: string; currency: 'USD' | 'EUR' }
export const DEFAULT_GRID_LOCALE: GridLocale = { language: 'en', country: 'US', currency: 'USD' };

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a time with a MM/DD/YYYY-style pattern (MM, DD, YYYY, hh, mm, A). */
export function formatDate(time: number, pattern: string): string {
  const d = new Date(time);
  const hours = d.getHours();
  return pattern
    .replace('YYYY', String(d.getFullYear()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('DD', pad(d.getDate()))
    .replace('hh', pad(hours % 12 === 0 ? 12 : hours % 12))
    .replace('mm', pad(d.getMinutes()))
    .replace('A', hours < 12 ? 'AM' : 'PM');
}

export const dateFormatFor = (locale: GridLocale, column?: GridColumn): string =>
  column?.dateFormat ?? LOCALE_DATE_FORMATS[locale.country] ?? DEFAULT_DATE_FORMAT;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: GridLocale, currency: boolean): Intl.NumberFormat {
  const key = `${locale.language}-${locale.country}-${currency ? locale.currency : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale.language}-${locale.country}`, currency ? { style: 'currency', currency: locale.currency } : { maximumFractionDigits: 4 });
    numberFormats.set(key, format);
  }
  return format;
}

/** The text a cell shows (and that keyword and value filters match). */
export function cellText(column: GridColumn, value: unknown, locale: GridLocale = DEFAULT_GRID_LOCALE): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'date':
    case 'dateTime': {
      const time = toTime(value);
      if (time === null) return String(value);
      const base = dateFormatFor(locale, column);
      return formatDate(time, column.type === 'dateTime' && !column.dateFormat ? base + DATE_TIME_SUFFIX : base);
    }
    case 'currency':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? numberFormat(locale, column.type === 'currency').format(n) : String(value);
    }
    case 'boolean':
      return value === true ? 'true' : value === false ? 'false' : String(value);
    default:
      return String(value);
  }
}

/** A button cell's disabled rule: the row value at valueIndex compared with the condition (shell §3). */
export function isButtonDisabled(column: GridColumn, row: Record<string, unknown>): boolean {
  const rule = column.buttonDisabled;
  if (!rule) return false;
  const equal = row[rule.valueIndex] === rule.condition;
  return rule.doesEqual ? equal : !equal;
}

export const cellClass = (column: GridColumn, value: unknown, row: Record<string, unknown>): string | undefined => column.class?.(value, row);
