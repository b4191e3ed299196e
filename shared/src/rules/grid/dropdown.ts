/**
 * The dropdown's pure rules (shell §3 Dropdown option, §4 Grid, §9): option search, All / Selected tabs,
 * multiple-select toggling, the Yes/No toggle, chip collapse at 10 selected, rendering in batches of
 * 100 every 10 ms, list height (up to 10 visible options of 40 px) and keyboard movement.
 */
import { DROPDOWN } from '../../constants/grid.ts';

/** Shell §3 Dropdown option. */
export interface DropdownOption<V = unknown> {
  id: string | number;
  label: string;
  value: V;
}

export type DropdownTab = 'all' | 'selected';

/** Options whose label holds the search text, ignoring case and surrounding spaces; blank search keeps all. */
export function searchOptions<O extends DropdownOption>(options: readonly O[], search: string): O[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(needle));
}

/** The All tab lists every option; the Selected tab only the chosen ones (in option order). */
export function tabOptions<O extends DropdownOption>(
  options: readonly O[],
  selectedIds: readonly O['id'][],
  tab: DropdownTab,
): O[] {
  if (tab === 'all') return [...options];
  const chosen = new Set(selectedIds);
  return options.filter((o) => chosen.has(o.id));
}

/** Multiple select: picking a chosen option removes it, any other adds it at the end. */
export function toggleSelection<I>(selectedIds: readonly I[], id: I): I[] {
  return selectedIds.includes(id) ? selectedIds.filter((s) => s !== id) : [...selectedIds, id];
}

/** Yes/No mode: a click turns Yes into No and anything else (No, unset) into Yes. */
export const toggleYesNo = (value: boolean | null | undefined): boolean => value !== true;

/**
 * Chips of a multiple select: all of them below 10 selected; from 10 on, the first plus '(+n)'
 * where n counts the others (shell §9).
 */
export function collapseChips(
  labels: readonly string[],
  at: number = DROPDOWN.collapseChipsAt,
): { chips: string[]; more: number } {
  if (labels.length < at) return { chips: [...labels], more: 0 };
  return { chips: labels.slice(0, 1), more: labels.length - 1 };
}

/** The '(+n)' text of a collapsed chip list. */
export const moreChipText = (more: number): string => `(+${more})`;

/** Options rendered when the list opens: the first batch of 100, so a 10,000-option list opens at once. */
export const firstBatch = (total: number, batch: number = DROPDOWN.batchSize): number => Math.min(total, batch);

/** Options rendered after one more 10 ms tick. */
export const nextBatch = (rendered: number, total: number, batch: number = DROPDOWN.batchSize): number =>
  Math.min(total, rendered + batch);

/** The rendered counts tick by tick, from opening until every option shows: [100, 200, …, total]. */
export function batchPlan(total: number, batch: number = DROPDOWN.batchSize): number[] {
  const plan = [firstBatch(total, batch)];
  while (plan[plan.length - 1] < total) plan.push(nextBatch(plan[plan.length - 1], total, batch));
  return plan;
}

/** Height of the open list: up to 10 options of 40 px show, more scroll. */
export const listHeightPx = (count: number): number =>
  Math.min(count, DROPDOWN.visibleOptions) * DROPDOWN.optionHeightPx;
export const LIST_MAX_HEIGHT_PX = DROPDOWN.visibleOptions * DROPDOWN.optionHeightPx;

/** Keyboard movement over the options: arrows step and stop at the ends, Home/End jump; -1 means none. */
export function moveActive(active: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, active + 1);
    case 'ArrowUp':
      return Math.max(0, active - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return active;
  }
}
