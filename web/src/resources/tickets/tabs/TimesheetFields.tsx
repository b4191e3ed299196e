/** One timesheet's fields (date, hours, category, notes), as typed, for the Timesheets tab's Post and edit dialog. */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { timesheetMissing } from '@a1/shared/rules/ticketing/index';

export interface TimesheetDraft {
  date: string;
  hours: string;
  categoryId: string;
  notes: string;
}
export const emptyDraft = (): TimesheetDraft => ({
  date: new Date().toISOString().slice(0, 10),
  hours: '',
  categoryId: '',
  notes: '',
});

export function TimesheetFields({
  draft,
  onDraft,
  categories,
}: {
  draft: TimesheetDraft;
  onDraft: (d: TimesheetDraft) => void;
  categories: Array<{ id: number; name: string }>;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`a1.ticketing.timesheets.${k}`);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      <TextField
        label={t('date')}
        type="date"
        size="small"
        required
        value={draft.date}
        onChange={(e) => onDraft({ ...draft, date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('hours')}
        type="number"
        size="small"
        required
        value={draft.hours}
        onChange={(e) => onDraft({ ...draft, hours: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 0.25 } }}
      />
      <TextField
        select
        label={t('category')}
        size="small"
        required
        value={draft.categoryId}
        onChange={(e) => onDraft({ ...draft, categoryId: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        {categories.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('notes')}
        size="small"
        value={draft.notes}
        onChange={(e) => onDraft({ ...draft, notes: e.target.value })}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

export const draftMissing = (d: TimesheetDraft) =>
  timesheetMissing({
    date: d.date,
    hours: d.hours === '' ? null : Number(d.hours),
    categoryId: Number(d.categoryId) || null,
  });
