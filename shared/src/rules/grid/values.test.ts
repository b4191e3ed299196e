/** Issue 29 point 2: one way to show a value in the grids (booleans as Yes/No, ticket and job numbers unseparated). */
import { describe, expect, it } from 'vitest';
import { projectColumns } from '../projecttracking/grid-columns.ts';
import { ticketColumns, ticketColumnType } from '../ticketing/grid.ts';
import {
  booleanText,
  buildExportBody,
  buildKeywordIndex,
  cellText,
  identifierText,
  keywordMatches,
  withValueFormats,
  type BooleanLabels,
  type GridColumn,
  type Row,
} from './index.ts';

const EN: BooleanLabels = { yes: 'Yes', no: 'No' };
const FR: BooleanLabels = { yes: 'Oui', no: 'Non' };
const FR_LOCALE = { language: 'fr', country: 'FR', currency: 'EUR' } as const;

/** Field names of columns that name a record by number. */
const IDENTIFIER_FIELD = /^(id|ticketId|jobId|jobNumber|number)$|Id$|ID$/;

/**
 * What a column would show that a person should not read: a raw "true"/"false", or a record number with
 * thousands separators. Written from the issue, not from the formatter: a boolean cell must not read true/false
 * in any letter case; a record number of four digits or more must read exactly its digits, in English and French.
 */
function rawValueProblem(column: GridColumn): string | undefined {
  if (column.type === 'boolean') {
    for (const value of [true, false]) {
      const text = cellText(column, value);
      if (text === '' || /^(true|false)$/i.test(text)) return `${column.title}: boolean shows "${text}"`;
    }
  }
  if (column.type === 'number' && IDENTIFIER_FIELD.test(column.value)) {
    for (const locale of [undefined, FR_LOCALE]) {
      const text = cellText(column, 1010, locale);
      if (text !== '1010') return `${column.title}: number shows "${text}"`;
    }
  }
  return undefined;
}

const problems = (columns: GridColumn[]) => columns.map(rawValueProblem).filter(Boolean);

describe('issue 29 point 2: value formatters', () => {
  it('a boolean reads Yes/No in the user language; no value reads blank', () => {
    expect(booleanText(true, EN)).toBe('Yes');
    expect(booleanText(false, EN)).toBe('No');
    expect(booleanText(true, FR)).toBe('Oui');
    expect(booleanText(false, FR)).toBe('Non');
    expect(booleanText(null, EN)).toBe('');
    expect(booleanText(undefined, FR)).toBe('');
  });

  it('a record number reads as written, never grouped', () => {
    expect(identifierText(1010)).toBe('1010');
    expect(identifierText(1234567)).toBe('1234567');
    expect(identifierText(-42)).toBe('-42');
    expect(identifierText('J0240001')).toBe('J0240001');
    expect(identifierText(null)).toBe('');
    const ticket: GridColumn = { title: 'Ticket', value: 'ticketId', type: 'number', kind: 'identifier' };
    expect(cellText(ticket, 1010)).toBe('1010');
    expect(cellText(ticket, 1234567, FR_LOCALE)).toBe('1234567');
    // A plain count keeps its separators.
    expect(cellText({ title: 'Pieces', value: 'pieces', type: 'number' }, 1010)).toBe('1,010');
  });

  it('the grid gives each boolean column Yes/No: cell, keyword; an Excel boolean export keeps its values', () => {
    const received: GridColumn = { title: 'Received', value: 'received', type: 'boolean', exportType: 'boolean' };
    const mixed: GridColumn = { title: 'Mixed', value: 'mixed', type: 'boolean' };
    const [r, m] = withValueFormats([received, mixed], FR);
    expect(cellText(r, true)).toBe('Oui');
    expect(cellText(m, false)).toBe('Non');
    expect(cellText(r, null)).toBe('');
    const rows: Row[] = [
      { received: true, mixed: false },
      { received: false, mixed: true },
    ];
    expect(keywordMatches(buildKeywordIndex(rows, [r]), 'oui')).toEqual([0]);
    expect(buildExportBody(rows, [r, m]).data).toEqual([
      ['Received', 'Mixed'],
      [true, 'Non'],
      [false, 'Oui'],
    ]);
    // Columns that need nothing stay the same objects (a screen's memoised columns are kept).
    const text: GridColumn = { title: 'Name', value: 'name', type: 'string' };
    const same = [text];
    expect(withValueFormats(same, EN)).toBe(same);
  });

  it('the check finds a bare boolean column and a separated ticket number', () => {
    expect(problems([{ title: 'Enabled', value: 'isEnabled', type: 'boolean' }])).toEqual([
      'Enabled: boolean shows "true"',
    ]);
    expect(problems([{ title: 'Ticket', value: 'ticketId', type: 'number' }])).toEqual([
      'Ticket: number shows "1,010"',
    ]);
  });

  it('every ticket grid column (both views) and project grid column shows no raw value', () => {
    for (const tab of ['tickets', 'project'] as const) {
      const columns = ticketColumns(tab).map((key): GridColumn => ({
        title: key,
        value: key,
        ...ticketColumnType(key),
      }));
      expect(columns.find((c) => c.value === 'ticketId')?.kind).toBe('identifier');
      expect(problems(withValueFormats(columns, EN))).toEqual([]);
    }
    for (const mode of ['projects', 'myProjects', 'crfs', 'oneView'] as const) {
      const columns = projectColumns(mode).map((spec): GridColumn => ({
        title: spec.key,
        value: spec.value,
        type: spec.type,
      }));
      expect(columns.some((c) => c.type === 'boolean')).toBe(true);
      expect(problems(withValueFormats(columns, EN))).toEqual([]);
    }
  });
});
