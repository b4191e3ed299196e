/** Cell display text per column type, in the user's locale (shell §3 column types, §9 date formats). */
import { DATE_TIME_SUFFIX } from '../../constants/grid.ts';
import { COUNTRY_DATE_FORMATS, DEFAULT_DATE_FORMAT, type DateFormat } from '../../constants/shell.ts';
import type { GridColumn } from './types.ts';
import { toTime } from './dates.ts';
import { identifierText } from './values.ts';

export interface GridLocale {
  language: string;
  country: string;
  currency: 'USD' | 'EUR';
  /** The date format the user chose in the locale popover; without one, the country's (shell §9). */
  format?: DateFormat;
}
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

/** The grid's pattern (MM/DD/YYYY) for a column: its own, else the user's, else the country's date format. */
export const dateFormatFor = (locale: GridLocale, column?: GridColumn): string =>
  column?.dateFormat ?? (locale.format ?? COUNTRY_DATE_FORMATS[locale.country] ?? DEFAULT_DATE_FORMAT).toUpperCase();

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: GridLocale, currency: boolean): Intl.NumberFormat {
  const key = `${locale.language}-${locale.country}-${currency ? locale.currency : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      `${locale.language}-${locale.country}`,
      currency ? { style: 'currency', currency: locale.currency } : { maximumFractionDigits: 4 },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * en-US numbers (maximumFractionDigits 4) written by hand when nothing needs rounding: the same text as
 * Intl.NumberFormat, several times cheaper, which a keyword index over 100,000 rows feels. undefined when Intl
 * must decide (more than 4 decimals, exponents, -0, 15 digits or more).
 */
export function plainEnUsNumber(n: number): string | undefined {
  if (n === 0) return Object.is(n, -0) ? undefined : '0';
  if (!(n > -1e15 && n < 1e15)) return undefined;
  const s = String(n);
  if (s.includes('e')) return undefined;
  const dot = s.indexOf('.');
  if (dot !== -1 && s.length - dot - 1 > 4) return undefined;
  const start = n < 0 ? 1 : 0;
  const end = dot === -1 ? s.length : dot;
  if (end - start <= 3) return s;
  let out = s.slice(0, start + ((end - start) % 3 || 3));
  for (let i = start + ((end - start) % 3 || 3); i < end; i += 3) out += `,${s.slice(i, i + 3)}`;
  return out + s.slice(end);
}

/**
 * A text or boolean column's format (GridColumn.format), or undefined: what the cell, chips, keyword and export read
 * through (a boolean column's Yes/No, values.ts).
 */
export function textFormat(column: GridColumn): ((value: unknown) => string) | undefined {
  return column.type === 'string' || column.type === 'boolean' ? column.format : undefined;
}

/** The text a cell shows (and that the keyword search and the sort match): a text column's format applied. */
export function cellText(column: GridColumn, value: unknown, locale: GridLocale = DEFAULT_GRID_LOCALE): string {
  if (value === null || value === undefined || value === '') return '';
  const format = textFormat(column);
  return format ? format(value) : storedText(column, value, locale);
}

/** A cell's text before a text column's format: what value filters file a cell under. */
export function storedText(column: GridColumn, value: unknown, locale: GridLocale = DEFAULT_GRID_LOCALE): string {
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
      if (column.kind === 'identifier') return identifierText(value);
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) return String(value);
      const currency = column.type === 'currency';
      return (
        (!currency && locale.language === 'en' && locale.country === 'US' ? plainEnUsNumber(n) : undefined) ??
        numberFormat(locale, currency).format(n)
      );
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

export const cellClass = (column: GridColumn, value: unknown, row: Record<string, unknown>): string | undefined =>
  column.class?.(value, row);
