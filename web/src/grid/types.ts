import type { ImportFileType } from '@a1/shared';
import type { FilterItem, GridColumn, Row, SortState } from '@a1/shared/rules/grid/index';

export interface ImportResult {
  fileName: string;
  headers: string[];
  rates: Record<string, unknown>[];
}

/**
 * Rows the user picks for an action of the screen (e.g. one document of several packages): a checkbox per row and
 * one for every row of the page on screen. The screen keeps the keys.
 */
export interface GridSelection<R extends Row = Row> {
  selected: ReadonlySet<string | number>;
  rowKey(row: R): string | number;
  /** The accessible name of a row's checkbox ("Select 1Z…"). */
  rowLabel(row: R): string;
  onChange(selected: Set<string | number>): void;
}

export interface DataGridProps<R extends Row = Row> {
  /** Identifies the grid for its saved settings (per grid id and app user id). */
  gridId: string;
  columns: GridColumn<R>[];
  rows: R[];
  loading?: boolean;
  /** Paging on (default) or every row in one virtualised scroll. */
  paging?: boolean;
  defaultPageSize?: number;
  onRefresh?: () => void;
  /** The New button shows only when the screen supplies one. */
  onNew?: () => void;
  /** The Import button shows only when the screen takes imports. */
  onImport?: (result: ImportResult) => void;
  importTypes?: ImportFileType[];
  /** The Excel button; default on. */
  excel?: boolean;
  excelFileName?: string;
  footerButton?: { label: string; onClick: () => void };
  footerMessage?: string;
  /** Height of the scrolling table body. */
  height?: number | string;
  title?: string;
  /** A click on a row (outside its buttons): the row navigates. */
  onRowClick?: (row: R) => void;
  /** The rows of the page on screen, each time they change (e.g. to look up their details). */
  onPageRows?: (rows: R[]) => void;
  /** Every row passing the keyword and the filters, each time they change (e.g. to total a column of them). */
  onFilteredRows?: (rows: R[]) => void;
  /** Starting filter items and sort (e.g. a screen's defaults or its kept session state). */
  initialItems?: FilterItem[];
  initialSort?: SortState;
  /** Row selection (a checkbox column before the others); none without it. */
  selection?: GridSelection<R>;
  /** Called when the filter items or the sort change (a screen keeps them per session). */
  onStateChange?: (state: { items: FilterItem[]; sort: SortState }) => void;
}
