/**
 * Small pieces the project-tracking modals share: the extra-large modal frame (spec 2 §2: all modals extra
 * large), the 'Are you sure?' confirmation with Yes and No, a message dialog without cancel, a tab label with its
 * count badge, a plain table with an empty state, and date helpers (stored YYYY-MM-DD…, shown MM/DD/YYYY).
 */
import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { tabBadge } from '@a1/shared/rules/projecttracking/index';
import { ModalDialog } from '../../forms/ModalDialog';

export function ModalFrame({
  titleId,
  title,
  onClose,
  children,
  actions,
  size = 'xl',
  tabbed = false,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  size?: 'xl' | 'md';
  /** A modal with tabs keeps the viewport's height on every tab, so it does not jump as tabs change (issue 29 point 4). */
  tabbed?: boolean;
}) {
  // The edit dialogs' keyboard: Ctrl+S saves, Esc closes, the first field has the focus.
  return (
    <ModalDialog titleId={titleId} size={size} tabbed={tabbed} onClose={onClose}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </ModalDialog>
  );
}

/** The delete confirmation (spec 2 §2): 'Are you sure?' with Yes and No. */
export function ConfirmDialog({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onNo} aria-labelledby="a1-project-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="a1-project-confirm-title">{translate('a1.projects.common.areYouSure')}</DialogTitle>
      <DialogActions>
        <Button onClick={onNo}>{translate('a1.projects.common.no')}</Button>
        <Button variant="contained" color="error" onClick={onYes} autoFocus>
          {translate('a1.projects.common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A message with a single OK (the clone success dialog has no cancel, spec 2 §4). */
export function MessageDialog({ title, message, onOk }: { title: string; message: string; onOk: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open aria-labelledby="a1-project-message-title" aria-describedby="a1-project-message" maxWidth="sm">
      <DialogTitle id="a1-project-message-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="a1-project-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {translate('a1.projects.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A tab's label with its count badge (spec 2 §2: tab badges show counts). */
export function TabLabel({ label, count }: { label: string; count?: number | null }) {
  const badge = tabBadge(count);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, pr: badge ? 1.5 : 0 }}>
      {label}
      {badge !== undefined && (
        <Badge badgeContent={badge} color="primary" showZero max={999} data-testid="tab-badge" sx={{ ml: 1 }} />
      )}
    </Box>
  );
}

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

/** Today as YYYY-MM-DD (the local day). */
export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A stored date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss) as the date input's YYYY-MM-DD. */
export const dayOf = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

/** A stored date shown MM/DD/YYYY (spec 2 §9). */
export function showDate(value: string | null | undefined): string {
  const day = dayOf(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return value ?? '';
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}
