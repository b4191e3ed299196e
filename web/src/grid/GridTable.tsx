/**
 * The table (shell §2, §4 Grid): sortable headers (a button per sortable column; disabled columns have
 * none and so ignore clicks), sticky columns, typed cells in the user's locale, button cells with their
 * disabled rule, skeleton rows while the first data loads, a 'No Data' row, and virtualised rows so long pages scroll without rendering every row.
 */
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, ButtonBase, Checkbox, Link, Skeleton } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'react-admin';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { STICKY_COLUMN_WIDTH } from '@a1/shared';
import {
  cellClass,
  cellText,
  isButtonDisabled,
  nextSort,
  type GridColumn,
  type GridLocale,
  type Row,
  type SortState,
} from '@a1/shared/rules/grid/index';
import type { GridSelection } from './types';

interface Props {
  /** Visible columns in the user's order (each with its originalIndex). */
  columns: (GridColumn<any> & { originalIndex: number })[];
  /** The screen's column definition: sort state indexes it. */
  allColumns: GridColumn<any>[];
  rows: Row[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  /** A load is under way (the table is aria-busy). */
  loading: boolean;
  /** The first load, no rows yet: skeleton rows in place of the 'No Data' row (issue 29 point 7). */
  skeleton: boolean;
  locale: GridLocale;
  fontSize: number;
  height?: number | string;
  label: string;
  /** A click on a row (outside its buttons). */
  onRowClick?: (row: Row) => void;
  /** A checkbox column before the others: the rows on screen are selected one by one or all at once. */
  selection?: GridSelection;
}

const SELECT_WIDTH = 44;

/** The selection's header cell: every row of the page, some of them, or none. */
function SelectAllCell({ rows, selection, label }: { rows: Row[]; selection: GridSelection; label: string }) {
  const keys = rows.map((row) => selection.rowKey(row));
  const count = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && count === keys.length;
  return (
    <th scope="col" style={{ width: SELECT_WIDTH, minWidth: SELECT_WIDTH }}>
      <Checkbox
        size="small"
        checked={all}
        indeterminate={count > 0 && !all}
        disabled={keys.length === 0}
        onChange={() => {
          const next = new Set(selection.selected);
          for (const key of keys) {
            if (all) next.delete(key);
            else next.add(key);
          }
          selection.onChange(next);
        }}
        slotProps={{ input: { 'aria-label': label } }}
        sx={{ p: 0.5 }}
      />
    </th>
  );
}

function SelectRowCell({ row, selection }: { row: Row; selection: GridSelection }) {
  const key = selection.rowKey(row);
  return (
    <td style={{ width: SELECT_WIDTH, minWidth: SELECT_WIDTH }} onClick={(event) => event.stopPropagation()}>
      <Checkbox
        size="small"
        checked={selection.selected.has(key)}
        onChange={(event) => {
          const next = new Set(selection.selected);
          if (event.target.checked) next.add(key);
          else next.delete(key);
          selection.onChange(next);
        }}
        slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
        sx={{ p: 0.5 }}
      />
    </td>
  );
}

const BASE_ROW_HEIGHT = 36;
/** Skeleton rows while a grid's first data loads. */
const SKELETON_ROWS = 5;

/** The nearest ancestor that scrolls vertically (the layout's <main>, a dialog's content), or null. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let e = element.parentElement; e; e = e.parentElement) {
    const { overflowY } = getComputedStyle(e);
    if (overflowY === 'auto' || overflowY === 'scroll') return e;
  }
  return null;
}

/** Memoised: typing in the keyword box re-renders the grid around it with the same table props. */
export const GridTable = memo(function GridTable({
  columns,
  allColumns,
  rows,
  sort,
  onSort,
  loading,
  skeleton,
  locale,
  fontSize,
  height,
  label,
  onRowClick,
  selection,
}: Props) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = Math.round((BASE_ROW_HEIGHT * fontSize) / 100);

  // Sticky columns pin to the left at their width (default 100), one after the other.
  const stickyLeft = useMemo(() => {
    const lefts = new Map<number, number>();
    let left = 0;
    for (const c of columns)
      if (c.stickyColumn) {
        lefts.set(c.originalIndex, left);
        left += c.stickyColumnWidth ?? STICKY_COLUMN_WIDTH;
      }
    return lefts;
  }, [columns]);

  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: String(column.originalIndex),
        header: column.title,
        accessorFn: (row) => row[column.value],
        cell: (info) => {
          const row = info.row.original;
          if (column.type === 'button') {
            return (
              <Button
                size="small"
                variant="outlined"
                disabled={isButtonDisabled(column, row)}
                onClick={(event) => {
                  event.stopPropagation();
                  column.onClick?.(row);
                }}
              >
                {column.buttonLabel?.(row) ?? column.buttonText ?? column.title}
              </Button>
            );
          }
          const text = cellText(column, info.getValue(), locale);
          // A clickable cell (e.g. a name that opens its record's dialog): a link-styled button when it has text. As a
          // button column's, its click is the cell's, not the row's too.
          if (column.onCellClick && text)
            return (
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  column.onCellClick?.(row);
                }}
                sx={{ font: 'inherit' }}
              >
                {text}
              </Link>
            );
          return text;
        },
      })),
    [columns, locale],
  );

  // Without a height the table's own box grows with its rows and never scrolls: windowing against it would render
  // every row of the page (500 on Projects: 11,000 cells, about a second of render and layout). The rows are then
  // windowed against the ancestor that does scroll, the list starting scrollMargin pixels into its content.
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollerRef = useRef<HTMLElement | null>(null);
  const getScrollElement = () => {
    const own = scrollRef.current;
    if (height !== undefined || !own) return own;
    if (!scrollerRef.current?.contains(own)) scrollerRef.current = scrollingAncestor(own) ?? own;
    return scrollerRef.current;
  };
  const [scrollMargin, setScrollMargin] = useState(0);
  // After every commit: what lies above the table (title, header row, font size) may have moved its rows. The state
  // changes only when the offset does, so this settles after one extra render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const scroller = getScrollElement();
    const body = bodyRef.current;
    const margin =
      scroller && body && scroller !== scrollRef.current
        ? Math.round(body.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop)
        : 0;
    if (margin !== scrollMargin) setScrollMargin(margin);
  });

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    scrollMargin,
    estimateSize: () => rowHeight,
    overscan: 12,
    // The end of a scroll from the browser's scrollend event, not the 150 ms timer fallback: that timer reads
    // the live offset, so after a frame slower than 150 ms it could take a pending scroll, render its rows
    // only after the next paint and leave a blank frame (grid.browserBlankFrames).
    useScrollendEvent: true,
  });
  const items = virtualizer.getVirtualItems();
  // The table model holds only the rows in the virtual window: a row model of every row (60,000 after a
  // keystroke on 100,000) costs hundreds of ms of allocation and garbage collection per data change.
  const first = items.length ? items[0].index : 0;
  const windowRows = useMemo(() => rows.slice(first, first + items.length), [rows, first, items.length]);
  const table = useReactTable({
    data: windowRows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (_, i) => String(first + i),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
  });
  const tableRows = table.getRowModel().rows;
  // Item offsets count from the scroller's content top; the spacer rows count from the table body's.
  const paddingTop = items.length ? items[0].start - scrollMargin : 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;

  const stickyStyle = (c: GridColumn<any> & { originalIndex: number }, header: boolean) =>
    c.stickyColumn
      ? {
          position: 'sticky' as const,
          left: stickyLeft.get(c.originalIndex),
          zIndex: header ? 3 : 1,
          width: c.stickyColumnWidth ?? STICKY_COLUMN_WIDTH,
          minWidth: c.stickyColumnWidth ?? STICKY_COLUMN_WIDTH,
          background: 'var(--grid-bg)',
        }
      : { width: c.width, minWidth: c.width };

  return (
    <Box
      ref={scrollRef}
      sx={{
        overflow: 'auto',
        maxHeight: height ?? 'none',
        height: height ?? 'auto',
        position: 'relative',
        '--grid-bg': (t) => t.palette.background.paper,
      }}
      data-testid="grid-scroll"
    >
      <Box
        component="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading}
        sx={{
          borderCollapse: 'separate',
          borderSpacing: 0,
          width: '100%',
          fontSize: 'inherit',
          '& th, & td': {
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            textAlign: 'left',
            whiteSpace: 'nowrap',
            fontSize: 'inherit',
          },
          '& td': { height: rowHeight, py: 0 },
          '& thead th': {
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: 'var(--grid-bg)',
            fontWeight: 600,
            py: 0.75,
          },
          '& .cell-danger': { color: 'error.main', fontWeight: 600 },
          '& .cell-success': { color: 'success.main' },
          '& .cell-muted': { color: 'text.secondary' },
        }}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && <SelectAllCell rows={rows} selection={selection} label={translate('a1.grid.selectPage')} />}
              {group.headers.map((header, i) => {
                const column = columns[i];
                const sorted = sort.columnIndex === column.originalIndex;
                const sortable = !column.disableSort && column.type !== 'button';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sort.isAscending ? 'ascending' : 'descending') : undefined}
                    style={stickyStyle(column, true)}
                  >
                    {sortable ? (
                      <ButtonBase
                        onClick={() => onSort(nextSort(sort, column.originalIndex, allColumns))}
                        sx={{ font: 'inherit', fontWeight: 600, gap: 0.5 }}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {/* aria-sort on the header tells assistive technology; the arrow is for the eye. */}
                        {sorted &&
                          (sort.isAscending ? (
                            <ArrowUpwardIcon sx={{ fontSize: '1em' }} aria-hidden />
                          ) : (
                            <ArrowDownwardIcon sx={{ fontSize: '1em' }} aria-hidden />
                          ))}
                      </ButtonBase>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef}>
          {skeleton ? (
            // Placeholders shaped like the columns; hidden from assistive technology, which hears the footer's
            // "Loading…" and the table's aria-busy instead.
            Array.from({ length: SKELETON_ROWS }, (_, r) => (
              <tr key={r} aria-hidden data-testid="grid-skeleton-row">
                {selection && <td style={{ width: SELECT_WIDTH, minWidth: SELECT_WIDTH }} />}
                {columns.map((column, i) => (
                  <td key={column.originalIndex} style={stickyStyle(column, false)}>
                    <Skeleton variant="text" width={`${55 + ((r * 7 + i * 13) % 40)}%`} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, columns.length + (selection ? 1 : 0))} style={{ textAlign: 'center' }}>
                {translate('a1.grid.noData')}
              </td>
            </tr>
          ) : (
            <>
              {paddingTop > 0 && (
                <tr aria-hidden style={{ height: paddingTop }}>
                  <td colSpan={columns.length + (selection ? 1 : 0)} style={{ border: 0, padding: 0 }} />
                </tr>
              )}
              {items.map((virtual) => {
                const row = tableRows[virtual.index - first];
                return (
                  <tr
                    key={row.id}
                    aria-rowindex={virtual.index + 2}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {selection && <SelectRowCell row={row.original} selection={selection} />}
                    {row.getVisibleCells().map((cell, i) => {
                      const column = columns[i];
                      return (
                        <td
                          key={cell.id}
                          className={cellClass(column, cell.getValue(), row.original)}
                          style={stickyStyle(column, false)}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
              {paddingBottom > 0 && (
                <tr aria-hidden style={{ height: paddingBottom }}>
                  <td colSpan={columns.length + (selection ? 1 : 0)} style={{ border: 0, padding: 0 }} />
                </tr>
              )}
            </>
          )}
        </tbody>
      </Box>
    </Box>
  );
});
