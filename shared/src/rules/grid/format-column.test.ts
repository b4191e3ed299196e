/** Issue 14 point 6: a text column's display format (names from the database in the user's language). */
import { describe, expect, it } from 'vitest';
import {
  buildExportBody,
  buildKeywordIndex,
  cellText,
  chipValueCounts,
  filterRows,
  initialFilterItems,
  keywordMatches,
  sortPositions,
  valueKey,
  type FilteringModel,
  type GridColumn,
  type Row,
} from './index.ts';

const FR: Record<string, string> = { Next: 'Suivant', 'In Progress': 'En cours', Done: 'Terminé', Blocked: 'Bloqué' };
const lane: GridColumn = {
  title: 'Lane',
  value: 'lane',
  type: 'string',
  canFilter: true,
  defaultFilter: ['Next', 'In Progress'],
  format: (v) => FR[String(v)] ?? String(v),
};
const id: GridColumn = { title: 'Id', value: 'id', type: 'number' };
const rows: Row[] = [
  { id: 1, lane: 'Next' },
  { id: 2, lane: 'Done' },
  { id: 3, lane: 'In Progress' },
  { id: 4, lane: 'Blocked' },
  { id: 5, lane: null },
];
const columns = [id, lane];
const model = (over: Partial<FilteringModel>): FilteringModel => ({
  show: true,
  keyword: '',
  items: initialFilterItems(columns),
  ...over,
});

describe('grid column format (issue 14 point 6)', () => {
  it('a cell shows the formatted text; its value filters file under the stored value', () => {
    expect(cellText(lane, 'Next')).toBe('Suivant');
    expect(cellText(lane, null)).toBe('');
    expect(valueKey(lane, 'Next')).toBe('NEXT');
    // The default filter names stored values and still filters.
    expect(filterRows(rows, columns, model({}))).toEqual([0, 2]);
  });

  it('chips label values in the formatted text, in its order; keyword, sort and export read it too', () => {
    expect(chipValueCounts(rows, lane)).toEqual([
      { key: '', label: '', count: 1 },
      { key: 'BLOCKED', label: 'Bloqué', count: 1 },
      { key: 'IN PROGRESS', label: 'En cours', count: 1 },
      { key: 'NEXT', label: 'Suivant', count: 1 },
      { key: 'DONE', label: 'Terminé', count: 1 },
    ]);
    expect(keywordMatches(buildKeywordIndex(rows, columns), 'suiv')).toEqual([0]);
    expect(keywordMatches(buildKeywordIndex(rows, columns), 'next')).toEqual([]);
    expect(sortPositions(rows, [0, 1, 2, 3, 4], lane, true)).toEqual([4, 3, 2, 0, 1]);
    expect(buildExportBody(rows, columns).data.slice(1)).toEqual([
      [1, 'Suivant'],
      [2, 'Terminé'],
      [3, 'En cours'],
      [4, 'Bloqué'],
      [5, null],
    ]);
  });

  it('an identity format (English) reads exactly as no format', () => {
    const plain: GridColumn = { ...lane, format: undefined };
    const same: GridColumn = { ...lane, format: (v) => String(v) };
    expect(chipValueCounts(rows, same)).toEqual(chipValueCounts(rows, plain));
    expect(sortPositions(rows, [0, 1, 2, 3, 4], same, true)).toEqual(sortPositions(rows, [0, 1, 2, 3, 4], plain, true));
    expect(buildKeywordIndex(rows, [id, same])).toEqual(buildKeywordIndex(rows, [id, plain]));
  });
});
