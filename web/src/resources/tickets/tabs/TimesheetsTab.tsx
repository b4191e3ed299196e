/** Timesheets tab (spec 3 §2): Post, grid, edit with Update and Delete. */
import { useState } from 'react';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, type Timesheet } from '@a1/shared';
import { useA1 } from '../../../providers/useA1';
import { usePersonName } from '../../../people/staff';
import { useLookup } from '../useTicketing';
import { useList } from './useList';
import { day, Grid } from './Grid';
import { draftMissing, emptyDraft, TimesheetFields, type TimesheetDraft } from './TimesheetFields';
import { ModalDialog } from '../../../forms/ModalDialog';

export function TimesheetsTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const a1 = useA1();
  const [rows, , reload] = useList<Timesheet>(() => a1.call(A1.ticketTimesheetList, { query: { ticketId } }), onCount, [
    ticketId,
  ]);
  const categories = useLookup(['timesheetCategories'], () => a1.call(A1.ticketTimesheetCategory)) ?? [];
  const [draft, setDraft] = useState<TimesheetDraft>(emptyDraft);
  const [editing, setEditing] = useState<(TimesheetDraft & { id: number }) | null>(null);
  const t = (k: string, o?: object) => translate(`a1.ticketing.timesheets.${k}`, o);
  const body = (d: TimesheetDraft) => ({
    date: d.date,
    hours: Number(d.hours),
    description: Number(d.categoryId),
    notes: d.notes || null,
  });
  const total = (rows ?? []).reduce((s, r) => s + r.hours, 0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TimesheetFields draft={draft} onDraft={setDraft} categories={categories} />
        <Button
          variant="contained"
          disabled={draftMissing(draft).length > 0}
          onClick={async () => {
            await a1.call(A1.ticketTimesheetCreate, { body: { ticketId, ...body(draft) } }).catch(() => null);
            setDraft(emptyDraft());
            await reload();
          }}
        >
          {t('post')}
        </Button>
      </Stack>
      <Grid head={[t('date'), t('hours'), t('category'), t('notes'), t('createdBy')]} empty={t('empty')}>
        {(rows ?? []).map((r) => (
          <TableRow
            key={r.id}
            hover
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() =>
              setEditing({
                id: r.id,
                date: day(r.date),
                hours: String(r.hours),
                categoryId: String(r.description),
                notes: r.notes ?? '',
              })
            }
          >
            <TableCell>{day(r.date)}</TableCell>
            <TableCell>{r.hours}</TableCell>
            <TableCell>{r.categoryName}</TableCell>
            <TableCell>{r.notes}</TableCell>
            <TableCell>{personName(r.createdBy)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      <Typography variant="body2">{t('total', { total: total.toFixed(2) })}</Typography>
      {editing && (
        <ModalDialog titleId="ticket-timesheet-edit" size="md" onClose={() => setEditing(null)}>
          <DialogTitle id="ticket-timesheet-edit">{t('editTitle')}</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              <TimesheetFields
                draft={editing}
                onDraft={(d) => setEditing({ ...editing, ...d })}
                categories={categories}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button
              color="error"
              sx={{ mr: 'auto' }}
              onClick={async () => {
                await a1.call(A1.ticketTimesheetDelete, { query: { timesheetId: editing.id } }).catch(() => null);
                setEditing(null);
                await reload();
              }}
            >
              {t('delete')}
            </Button>
            <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
            <Button
              variant="contained"
              disabled={draftMissing(editing).length > 0}
              onClick={async () => {
                await a1
                  .call(A1.ticketTimesheetUpdate, { body: { id: editing.id, ticketId, ...body(editing) } })
                  .catch(() => null);
                setEditing(null);
                await reload();
              }}
            >
              {t('update')}
            </Button>
          </DialogActions>
        </ModalDialog>
      )}
    </Stack>
  );
}
