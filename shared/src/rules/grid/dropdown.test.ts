import { describe, expect, it } from 'vitest';
import { DROPDOWN } from '../../constants/grid.ts';
import {
  batchPlan,
  collapseChips,
  firstBatch,
  LIST_MAX_HEIGHT_PX,
  listHeightPx,
  moreChipText,
  moveActive,
  nextBatch,
  searchOptions,
  tabOptions,
  toggleSelection,
  toggleYesNo,
  type DropdownOption,
} from './index.ts';

const options: DropdownOption<string>[] = [
  { id: 1, label: 'Acme Freight', value: 'acme' },
  { id: 2, label: 'Blue Parcel', value: 'blue' },
  { id: 3, label: 'acme returns', value: 'acme-r' },
];

describe('dropdown rules', () => {
  it('the optional search box keeps options whose label holds the text, ignoring case; blank keeps all', () => {
    expect(searchOptions(options, 'ACME').map((o) => o.id)).toEqual([1, 3]);
    expect(searchOptions(options, ' parcel ').map((o) => o.id)).toEqual([2]);
    expect(searchOptions(options, '   ')).toEqual(options);
    expect(searchOptions(options, 'zzz')).toEqual([]);
  });

  it('S-269: the All tab lists every option, the Selected tab only the chosen ones in option order', () => {
    expect(tabOptions(options, [3, 1], 'all')).toEqual(options);
    expect(tabOptions(options, [3, 1], 'selected').map((o) => o.id)).toEqual([1, 3]);
    expect(tabOptions(options, [], 'selected')).toEqual([]);
    expect(toggleSelection([1, 3], 3)).toEqual([1]);
    expect(toggleSelection([1], 2)).toEqual([1, 2]);
  });

  it('S-270: a Yes/No dropdown toggles its value on click; unset becomes Yes', () => {
    expect(toggleYesNo(true)).toBe(false);
    expect(toggleYesNo(false)).toBe(true);
    expect(toggleYesNo(null)).toBe(true);
    expect(toggleYesNo(toggleYesNo(true))).toBe(true);
  });

  it('S-430: selected chips collapse to the first plus (+n) at 10 or more', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `Office ${i + 1}`);
    expect(DROPDOWN.collapseChipsAt).toBe(10);
    expect(collapseChips(labels.slice(0, 9))).toEqual({ chips: labels.slice(0, 9), more: 0 });
    expect(collapseChips(labels.slice(0, 10))).toEqual({ chips: ['Office 1'], more: 9 });
    expect(collapseChips(labels)).toEqual({ chips: ['Office 1'], more: 11 });
    expect(moreChipText(11)).toBe('(+11)');
    expect(collapseChips([])).toEqual({ chips: [], more: 0 });
  });

  it('P-285 S-431: options render in batches of 100 every 10 ms, so 10,000 options open with 100', () => {
    expect(DROPDOWN.batchSize).toBe(100);
    expect(DROPDOWN.batchDelayMs).toBe(10);
    expect(firstBatch(10_000)).toBe(100);
    expect(firstBatch(42)).toBe(42);
    expect(nextBatch(100, 10_000)).toBe(200);
    expect(nextBatch(200, 250)).toBe(250);
    const plan = batchPlan(10_000);
    expect(plan).toHaveLength(100);
    expect(plan.slice(0, 3)).toEqual([100, 200, 300]);
    expect(plan[plan.length - 1]).toBe(10_000);
    // 100 ticks of 10 ms: the whole list is in place a second after opening, the first 100 at once.
    expect((plan.length - 1) * DROPDOWN.batchDelayMs).toBe(990);
    expect(batchPlan(0)).toEqual([0]);
  });

  it('S-429: up to 10 options of 40 px show; longer lists scroll within 400 px', () => {
    expect(listHeightPx(3)).toBe(120);
    expect(listHeightPx(10)).toBe(400);
    expect(listHeightPx(10_000)).toBe(400);
    expect(LIST_MAX_HEIGHT_PX).toBe(400);
  });

  it('arrow keys step and stop at the ends, Home and End jump, an empty list has no active option', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(0);
    expect(moveActive(1, 'End', 3)).toBe(2);
    expect(moveActive(2, 'Home', 3)).toBe(0);
    expect(moveActive(1, 'x', 3)).toBe(1);
    expect(moveActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});
