/**
 * The shared data grid (shell §2 Shared data grid, §4 Grid): filter panel, sortable virtualised table,
 * footer with paging and Grid Settings. Filtering, sorting and paging are the pure rules of
 * @a1/shared/rules/grid; this component only holds their state and renders.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Paper } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { GRID_PAGE_SIZE, KEYWORD_DEBOUNCE_MS } from '@a1/shared';
import {
  applySavedColumns,
  buildKeywordIndex,
  effectiveFontSize,
  filterRows,
  initialFilterItems,
  NO_SORT,
  pageBounds,
  pagingFor,
  parseSavedSettings,
  savedSettingsMatch,
  sortPositions,
  withValueFormats,
  type FilterItem,
  type GridSettings,
  type Row,
  type SortState,
} from '@a1/shared/rules/grid/index';
import { FilterPanel } from './FilterPanel';
import { GridTable } from './GridTable';
import { GridFooter } from './GridFooter';
import { exportToExcel } from './excel';
import { useA1 } from '../providers/useA1';
import { useFilterPanel } from '../shell/filterPanel';
import { useSessionVersion } from '../shell/sessionEvents';
import { globalGridFontSize, gridLocale, settingsKey } from './locale';
import type { DataGridProps, GridSelection } from './types';
import { DialogLoading, lazyNamed } from '../shell/lazy';

// The settings dialog and the Excel importer load when first opened.
const GridSettingsDialog = lazyNamed(() => import('./GridSettingsDialog'), 'GridSettingsDialog', <DialogLoading />);
const ExcelImportDialog = lazyNamed(() => import('./ExcelImportDialog'), 'ExcelImportDialog', <DialogLoading />);

function loadSettings(gridId: string): GridSettings | null {
  return parseSavedSettings(localStorage.getItem(settingsKey(gridId)));
}

export function DataGrid<R extends Row>(props: DataGridProps<R>) {
  const { gridId, rows, loading, paging: pagingOn = true, defaultPageSize = GRID_PAGE_SIZE.default } = props;
  const translate = useTranslate();
  // One way to show a value (issue 29 point 2): every boolean column reads the user's Yes/No, whatever the screen.
  const yes = translate('a1.grid.yes');
  const no = translate('a1.grid.no');
  const columns = useMemo(() => withValueFormats(props.columns, { yes, no }), [props.columns, yes, no]);
  // The first load, no rows yet: skeleton rows and "Loading…" in the footer, not "0 rows" (issue 29 point 7).
  const waiting = !!loading && rows.length === 0;
  const a1 = useA1();
  const notify = useNotify();
  const locale = useMemo(() => gridLocale(), []);
  // The header's filter-panel toggle shows while a grid is mounted and hides or shows its panel.
  const panelOpen = useFilterPanel();
  // User Settings announces a saved global font size as a session change: re-read it then.
  useSessionVersion();

  const [saved, setSaved] = useState<GridSettings | null>(() => loadSettings(gridId));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword, setDebouncedKeyword] = useState('');
  const [items, setItems] = useState<FilterItem[]>(() => props.initialItems ?? initialFilterItems(columns));
  const [sort, setSort] = useState<SortState>(props.initialSort ?? NO_SORT);
  const [pageNumber, setPageNumber] = useState(1);

  // The keyword applies 100 ms after the last keystroke (spec 2 §9), timed from the key itself: a timer set in an
  // effect would start only after the keystroke's render, adding that render to every search.
  const keywordTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onKeyword = useCallback((next: string) => {
    setKeyword(next);
    clearTimeout(keywordTimer.current);
    keywordTimer.current = setTimeout(() => setDebouncedKeyword(next), KEYWORD_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => clearTimeout(keywordTimer.current), []);

  // A screen that keeps its filter and sort hears of every change.
  const onStateChange = props.onStateChange;
  const firstState = useRef(true);
  useEffect(() => {
    if (firstState.current) firstState.current = false;
    else onStateChange?.({ items, sort });
  }, [items, sort, onStateChange]);

  // Saved settings that do not match the current columns are ignored (shell §5).
  const ordered = useMemo(() => applySavedColumns(saved, columns), [saved, columns]);
  const visible = useMemo(() => ordered.filter((c) => c.show), [ordered]);
  const savedMatches = savedSettingsMatch(saved, columns);
  const pageSize = savedMatches && saved ? saved.pageSize : defaultPageSize;
  const fontSize = effectiveFontSize(savedMatches ? saved : null, globalGridFontSize());

  // Built once per data set: each keystroke is then one substring test per row. Built when first needed or when the
  // browser is idle after the data's first paint, not before it (some 50 ms of 10,000 project rows). Rows already
  // seen with these columns keep their haystack, so a data set that changed in a few rows builds only theirs.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache when the columns change
  const haystacks = useMemo(() => new WeakMap<Row, string>(), [columns]);
  const keywordIndex = useMemo(() => {
    let index: string[] | undefined;
    return () => (index ??= buildKeywordIndex(rows, columns, haystacks));
  }, [rows, columns, haystacks]);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => keywordIndex(), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [keywordIndex]);
  const filtered = useMemo(
    () =>
      filterRows(
        rows,
        columns,
        { show: true, keyword: debouncedKeyword, items },
        // An empty keyword keeps every row: no index needed for it.
        debouncedKeyword.trim() ? keywordIndex() : undefined,
      ),
    [rows, columns, debouncedKeyword, items, keywordIndex],
  );
  const sorted = useMemo(
    () => sortPositions(rows, filtered, columns[sort.columnIndex], sort.isAscending),
    [rows, filtered, columns, sort],
  );
  const paging = pagingFor({ show: pagingOn, pageSize, pageNumber }, sorted.length);
  const [start, end] = pageBounds(paging);
  const pageRows = useMemo(() => sorted.slice(start, end).map((i) => rows[i]), [sorted, start, end, rows]);

  // The screen may look up details of the rows on screen.
  const { onPageRows } = props;
  useEffect(() => {
    onPageRows?.(pageRows);
  }, [onPageRows, pageRows]);

  // The screen may total the rows its filters leave (the timesheet register's hours).
  const { onFilteredRows } = props;
  useEffect(() => {
    onFilteredRows?.(filtered.map((i) => rows[i]));
  }, [onFilteredRows, filtered, rows]);

  // The page resets to 1 when it exceeds the maximum (shell §4).
  useEffect(() => {
    if (paging.pageNumber !== pageNumber) setPageNumber(paging.pageNumber);
  }, [paging.pageNumber, pageNumber]);

  const onSaveSettings = useCallback(
    (next: GridSettings) => {
      localStorage.setItem(settingsKey(gridId), JSON.stringify(next));
      setSaved(next);
      setSettingsOpen(false);
    },
    [gridId],
  );

  const onExport = useCallback(async () => {
    setExporting(true);
    try {
      const outcome = await exportToExcel(
        a1,
        sorted.map((i) => rows[i]),
        visible,
        props.excelFileName,
      );
      if (outcome.kind === 'queued')
        notify(translate('a1.grid.exportQueued', { count: outcome.rows, name: outcome.name }), { type: 'info' });
    } catch {
      // The API wrapper has already shown the error dialog.
    } finally {
      setExporting(false);
    }
  }, [a1, sorted, rows, visible, props.excelFileName, notify, translate]);

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', fontSize: `${fontSize}%` }}
      data-grid-id={gridId}
      data-font-size={fontSize}
    >
      {panelOpen && (
        <FilterPanel
          columns={columns}
          rows={rows}
          items={items}
          keyword={keyword}
          onKeyword={onKeyword}
          onItems={(next) => {
            setItems(next);
            setPageNumber(1);
          }}
          onNew={props.onNew}
          onRefresh={props.onRefresh}
          onImport={props.onImport ? () => setImportOpen(true) : undefined}
          onExcel={props.excel === false ? undefined : onExport}
          exporting={exporting}
          keywordIndex={keywordIndex}
          debouncedKeyword={debouncedKeyword}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <GridTable
            columns={visible}
            allColumns={columns}
            rows={pageRows}
            sort={sort}
            onSort={setSort}
            loading={!!loading}
            skeleton={waiting}
            locale={locale}
            fontSize={fontSize}
            height={props.height ?? (pagingOn ? undefined : 600)}
            label={props.title ?? translate('a1.grid.filtersRegion')}
            onRowClick={props.onRowClick as ((row: Row) => void) | undefined}
            selection={props.selection as GridSelection | undefined}
          />
        </Box>
        <GridFooter
          paging={paging}
          loading={waiting}
          onPage={setPageNumber}
          onSettings={() => setSettingsOpen(true)}
          footerButton={props.footerButton}
          footerMessage={props.footerMessage}
        />
      </Box>
      {settingsOpen && (
        <GridSettingsDialog
          columns={columns}
          current={{
            columns: ordered.map((c) => ({ title: c.title, originalIndex: c.originalIndex, show: c.show })),
            fontSize: savedMatches && saved ? saved.fontSize : null,
            pageSize,
          }}
          defaultPageSize={defaultPageSize}
          paging={pagingOn}
          onCancel={() => setSettingsOpen(false)}
          onSave={onSaveSettings}
          globalFontSize={globalGridFontSize()}
        />
      )}
      {importOpen && props.onImport && (
        <ExcelImportDialog
          allowedTypes={props.importTypes ?? ['xlsx', 'csv', 'txt']}
          onClose={() => setImportOpen(false)}
          onImported={(result) => {
            setImportOpen(false);
            props.onImport?.(result);
          }}
        />
      )}
    </Paper>
  );
}
