/** The grid models of shell §3 (Grid column, Grid settings, Grid state) and spec 2's filtering model. */
import type { ExportType, GridColumnType } from '../../constants/grid.ts';

export type Row = Record<string, unknown>;

export interface ButtonDisabledRule {
  /** The row field compared (the spec's valueIndex names the value in the row). */
  valueIndex: string;
  condition: unknown;
  /** true: disabled when the value equals the condition; false: disabled when it differs. */
  doesEqual: boolean;
}

export interface GridColumn<R extends Row = Row> {
  title: string;
  /** Field name in the row. */
  value: string;
  type: GridColumnType;
  /**
   * A number column that names a record (a ticket or job number, an id): shown as written, never with thousands
   * separators ("1010", not "1,010"); it still sorts as a number (issue 29 point 2).
   */
  kind?: 'identifier';
  dateFormat?: string;
  canFilter?: boolean;
  dateRangeFilter?: boolean;
  includeDateRangeFilter?: boolean;
  dateRangeFilterDefaultStartDate?: string | null;
  dateRangeFilterDefaultEndDate?: string | null;
  /** Values the column's chip starts with. */
  defaultFilter?: unknown[];
  hideColumn?: boolean;
  disableSort?: boolean;
  stickyColumn?: boolean;
  stickyColumnWidth?: number;
  /**
   * Text and boolean columns: the text a stored value shows as (a name from the database in the user's language). The row
   * keeps the stored value: value filters file under it (so default filters and kept filters hold in every
   * language), while the cell, the chip's labels, the keyword search, the sort and the export read this text.
   * Called once per cell shown: keep it to a lookup.
   */
  format?(value: unknown): string;
  /** Style class of a cell as a function of its value. */
  // Method syntax on purpose: a column of a specific row type still fits a GridColumn<Row> (bivariance).
  class?(value: unknown, row: R): string | undefined;
  buttonDisabled?: ButtonDisabledRule;
  /** Button columns: the button's text and click. */
  buttonText?: string;
  /** Button columns: a text of each row's own (over buttonText). */
  buttonLabel?(row: R): string;
  onClick?(row: R): void;
  /** Non-button columns: the cell's text becomes a link that calls this (only where the cell has text). */
  onCellClick?(row: R): void;
  excelTitle?: string;
  exportType?: ExportType;
  originalIndex?: number;
  show?: boolean;
  width?: number;
}

export interface SortState {
  /** -1 means no sort. */
  columnIndex: number;
  isAscending: boolean;
}

export interface PagingState {
  show: boolean;
  pageSize: number;
  pageNumber: number;
  maxPageNumber: number;
  rowCount: number;
}

/** Boolean chip states: none (no filter), true only, false only, null/unknown only. */
export type BooleanFilterState = 'none' | 'true' | 'false' | 'null';

export interface FilterItem {
  columnIndex: number;
  /** Chosen values as their uppercase keys ('' is the blank bucket). Empty = no filter. */
  values: string[];
  maxValuesLength: number;
  canSearch: boolean;
  dateRange: boolean;
  includeDateRange: boolean;
  startDate: string | null;
  endDate: string | null;
  booleanState?: BooleanFilterState;
}

/** Spec 2 §3 grid filtering model: show, keyword, per-column values and date ranges. */
export interface FilteringModel {
  show: boolean;
  keyword: string;
  items: FilterItem[];
}

export interface SavedColumn {
  title: string;
  originalIndex: number;
  show: boolean;
}

/** Saved per grid id and app user id (shell §3). fontSize is null when the global size is not overridden. */
export interface GridSettings {
  columns: SavedColumn[];
  fontSize: number | null;
  pageSize: number;
}
