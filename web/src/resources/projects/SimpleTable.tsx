import type { ReactNode } from 'react';
import { CircularProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SimpleColumn<R> {
  title: string;
  render: (row: R) => ReactNode;
}

/**
 * A plain table; a row click edits when `onRowClick` is given (read-only mode gives none, spec 2 §6). While `loading`
 * and without rows it says so, not "No Data".
 */
export function SimpleTable<R>({
  label,
  columns,
  rows,
  rowKey,
  onRowClick,
  loading = false,
}: {
  label: string;
  columns: SimpleColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  onRowClick?: (row: R) => void;
  loading?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.title} sx={{ fontWeight: 600 }}>
              {c.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} align="center" role={loading ? 'status' : undefined}>
              {loading ? (
                <>
                  <CircularProgress size={16} aria-hidden sx={{ mr: 1, verticalAlign: 'middle' }} />
                  {translate('a1.projects.common.loading')}
                </>
              ) : (
                translate('a1.projects.common.noData')
              )}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover={!!onRowClick}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={
                onRowClick
                  ? (e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        onRowClick(row);
                      }
                    }
                  : undefined
              }
              tabIndex={onRowClick ? 0 : undefined}
              sx={{ cursor: onRowClick ? 'pointer' : undefined }}
            >
              {columns.map((c) => (
                <TableCell key={c.title}>{c.render(row)}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
