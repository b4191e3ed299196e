/**
 * Default filters and sort of the project grid (spec 2 §2): the initiative and feature enabled columns filtered
 * to true; My Projects also filters phases 1, 2, 3, 5, 6, 7, 8, 9, 10, 11 and 13 and the developer to the user's
 * full name, and sorts by minimum sprint date, newest first. Filter and sort are kept per session in editable
 * mode, under a key prefix; paging is not.
 */
import type { FilterItem, GridColumn, SortState } from '../grid/types.ts';
import { initialFilterItems } from '../grid/filter.ts';
import { phaseNumber, type ProjectColumnSpec } from './grid-columns.ts';
import type { ProjectGridMode } from './grid-mode.ts';
import { MY_PROJECTS_DEFAULT_PHASES } from '../../constants/projecttracking.ts';

/** My Projects' default phases (spec 2 §2), from the constants. */
export const MY_PROJECTS_PHASES = MY_PROJECTS_DEFAULT_PHASES;

/** The phase names of My Projects' default filter, out of the phases the rows (or the phase list) hold. */
export function myProjectsPhaseFilter(phaseNames: readonly string[]): string[] {
  const wanted = new Set<number>(MY_PROJECTS_PHASES);
  return [...new Set(phaseNames)].filter((name) => {
    const n = phaseNumber(name);
    return n !== null && wanted.has(n);
  });
}

export interface DefaultFilterInput {
  mode: ProjectGridMode;
  /** Column specs in grid order (their index is the filter item's columnIndex). */
  specs: readonly ProjectColumnSpec[];
  /** The grid columns built from the specs. */
  columns: readonly GridColumn[];
  /** Every phase name known (phase list or the rows). */
  phaseNames: readonly string[];
  /** The signed-in user's full name. */
  fullName: string;
}

/** The starting filter items: enabled columns on true; My Projects' phase and developer filters. */
export function defaultFilterItems(input: DefaultFilterInput): FilterItem[] {
  const items = initialFilterItems(input.columns);
  const keyAt = (item: FilterItem) => input.specs[item.columnIndex]?.key;
  return items.map((item) => {
    const spec = input.specs[item.columnIndex];
    if (spec?.defaultTrue) return { ...item, booleanState: 'true' };
    if (input.mode !== 'myProjects') return item;
    if (keyAt(item) === 'phase')
      return { ...item, values: myProjectsPhaseFilter(input.phaseNames).map((p) => p.toUpperCase()) };
    if (keyAt(item) === 'developer' && input.fullName) return { ...item, values: [input.fullName.toUpperCase()] };
    return item;
  });
}

/** My Projects' order: minimum sprint date, newest first (rows without one last); stable otherwise. */
export function sortByMinimumSprintDateDesc<R extends { minimumSprintDate?: unknown }>(rows: readonly R[]): R[] {
  const time = (r: R) => {
    const t = r.minimumSprintDate ? Date.parse(String(r.minimumSprintDate)) : NaN;
    return Number.isNaN(t) ? -Infinity : t;
  };
  return rows
    .map((row, i) => ({ row, i, t: time(row) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .map((x) => x.row);
}

/** Session storage key prefix of the project grid state (spec 2 §9). */
export const PROJECT_GRID_STATE_PREFIX = 'a1.projectGrid.';
export const projectGridStateKey = (mode: ProjectGridMode) => `${PROJECT_GRID_STATE_PREFIX}${mode}`;

/** What a session keeps: filter items and sort; never the page. */
export interface KeptGridState {
  items: FilterItem[];
  sort: SortState;
}

export function serializeGridState(state: KeptGridState & { pageNumber?: number }): string {
  return JSON.stringify({ items: state.items, sort: state.sort });
}

/** A kept state, or null when absent, unreadable or for another column set (its items must fit the columns). */
export function parseGridState(text: string | null, columnCount: number): KeptGridState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<KeptGridState>;
    if (!Array.isArray(value.items) || !value.sort || typeof value.sort.columnIndex !== 'number') return null;
    if (value.items.some((i) => typeof i?.columnIndex !== 'number' || i.columnIndex >= columnCount)) return null;
    if (value.sort.columnIndex >= columnCount) return null;
    return { items: value.items, sort: { columnIndex: value.sort.columnIndex, isAscending: !!value.sort.isAscending } };
  } catch {
    return null;
  }
}
