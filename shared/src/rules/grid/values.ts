/**
 * One way to show a value in the grids (issue 29 point 2): a boolean reads as the user's Yes or No, never "true" or
 * "false"; a ticket or job number (a column of kind 'identifier') reads as written, never with thousands
 * separators. Pure functions: the shared grid gives every boolean column its Yes/No through withValueFormats, and
 * cellText shows identifier columns through identifierText, so no screen formats these kinds on its own.
 */
import type { GridColumn, Row } from './types.ts';

/** The user's words for true and false (the web takes them from its catalogues: Yes/No, Oui/Non). */
export interface BooleanLabels {
  yes: string;
  no: string;
}

/** true → Yes, false → No; no value → '' (the cell stays blank, as an unknown Received does). */
export function booleanText(value: unknown, labels: BooleanLabels): string {
  if (value === true) return labels.yes;
  if (value === false) return labels.no;
  return value === null || value === undefined ? '' : String(value);
}

/** A record's number as written: 1010 → "1010" in every language (no grouping, no decimals added). */
export function identifierText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'bigint' ? value.toString() : String(value);
}

/**
 * The columns as the grid shows them: each boolean column without a format of its own reads Yes/No. Columns that
 * need nothing are passed through unchanged (the same objects), so a screen's memoised columns stay the same.
 */
export function withValueFormats<R extends Row>(
  columns: readonly GridColumn<R>[],
  labels: BooleanLabels,
): GridColumn<R>[] {
  let changed = false;
  const out = columns.map((column) => {
    if (column.type !== 'boolean' || column.format) return column;
    changed = true;
    return { ...column, format: (value: unknown) => booleanText(value, labels) };
  });
  return changed ? out : (columns as GridColumn<R>[]);
}
