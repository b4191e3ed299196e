import type { ImportFileType } from '@a1/shared';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';

export interface ImportResult {
  fileName: string;
  headers: string[];
  rates: Record<string, unknown>[];
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
}
