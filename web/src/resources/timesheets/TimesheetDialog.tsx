/**
 * Edit Timesheet (spec 2 §2 Modals, §5): date, hours (numeric) and category are required, notes optional; Post
 * (new) or Save stays disabled while the entry is invalid; Delete (an existing entry, not in read-only mode) asks
 * 'Are you sure?' first.
 */
import { useState } from 'react';
import { Button, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isTimesheetSaveDisabled } from '@a1/shared/rules/projecttracking/index';
import { ConfirmDialog, ModalFrame, dayOf, today } from '../projects/parts';

export interface TimesheetValues {
  date: string;
  hours: string;
  categoryId: number | null;
  notes: string;
}

export function TimesheetDialog({
  entry,
  categories,
  readOnly,
  onSave,
  onDelete,
  onClose,
}: {
  /** The entry; null for a new one. */
  entry: { date: string; hours: number; description: number; notes: string | null } | null;
  categories: { value: number; label: string }[];
  readOnly: boolean;
  onSave: (values: TimesheetValues) => Promise<boolean>;
  onDelete?: () => Promise<boolean>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.timesheet.${key}`);
  const [values, setValues] = useState<TimesheetValues>({
    date: entry ? dayOf(entry.date) : today(),
    hours: entry ? String(entry.hours) : '',
    categoryId: entry?.description ?? null,
    notes: entry?.notes ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invalid = isTimesheetSaveDisabled({ date: values.date, hours: values.hours, categoryId: values.categoryId });

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ModalFrame
        titleId="a1-timesheet-title"
        title={entry ? t('editTitle') : t('addTitle')}
        onClose={onClose}
        actions={
          <>
            {entry && onDelete && (
              <Button color="error" disabled={readOnly || busy} onClick={() => setConfirming(true)}>
                {translate('a1.projects.common.delete')}
              </Button>
            )}
            <Button onClick={onClose}>{translate('a1.projects.common.cancel')}</Button>
            <Button
              variant="contained"
              disabled={readOnly || invalid || busy}
              onClick={() => void run(() => onSave(values))}
            >
              {entry ? translate('a1.projects.common.save') : translate('a1.projects.common.post')}
            </Button>
          </>
        }
      >
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              label={t('date')}
              type="date"
              required
              fullWidth
              disabled={readOnly}
              value={values.date}
              onChange={(e) => setValues({ ...values, date: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              label={t('hours')}
              type="number"
              required
              fullWidth
              disabled={readOnly}
              value={values.hours}
              onChange={(e) => setValues({ ...values, hours: e.target.value })}
              slotProps={{ htmlInput: { min: 0, max: 24, step: 0.25 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              label={t('category')}
              required
              fullWidth
              disabled={readOnly}
              value={values.categoryId ?? ''}
              onChange={(e) => setValues({ ...values, categoryId: Number(e.target.value) || null })}
            >
              {categories.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField
              label={t('notes')}
              fullWidth
              multiline
              minRows={2}
              disabled={readOnly}
              value={values.notes}
              onChange={(e) => setValues({ ...values, notes: e.target.value })}
            />
          </Grid>
        </Grid>
      </ModalFrame>
      {confirming && onDelete && (
        <ConfirmDialog
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            void run(onDelete);
          }}
        />
      )}
    </>
  );
}
