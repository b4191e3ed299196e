/**
 * The Timesheets tab of a feature or an initiative (spec 2 §2, §3): the entries with their date, hours, category
 * and notes, the total hours (ours: issue 13 point 7), Add and row-click Edit Timesheet (neither in read-only
 * mode). Features use FeatureTimesheet, initiatives InitiativeTimesheet; updates and deletes go through
 * Shared/Timesheet.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { A1, type WorkTimesheet } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { SimpleTable, showDate } from '../projects/parts';
import { TimesheetDialog, type TimesheetValues } from './TimesheetDialog';

export function TimesheetList({
  kind,
  parentId,
  readOnly,
  onChanged,
}: {
  kind: 'Feature' | 'Initiative';
  parentId: number;
  readOnly: boolean;
  onChanged?: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.timesheet.${key}`, options);
  const a1 = useA1();
  const [entries, setEntries] = useState<WorkTimesheet[]>([]);
  const [categories, setCategories] = useState<{ value: number; label: string }[]>([]);
  const [editing, setEditing] = useState<WorkTimesheet | 'new' | null>(null);

  const load = useCallback(() => {
    const filter = kind === 'Feature' ? { featureId: parentId } : { initiativeId: parentId };
    a1.data
      .getList<WorkTimesheet>('timesheets', { filter, meta: { quiet: true } })
      .then(({ data }) => setEntries(data))
      .catch(() => undefined);
  }, [a1, kind, parentId]);
  useEffect(load, [load]);
  useEffect(() => {
    a1.call(A1.timesheetCategoriesOptions, undefined, { quiet: true })
      .then(setCategories)
      .catch(() => undefined);
  }, [a1]);

  const done = () => {
    load();
    onChanged?.();
    return true;
  };

  const save = async (values: TimesheetValues): Promise<boolean> => {
    const fields = {
      date: values.date,
      hours: Number(values.hours),
      description: values.categoryId!,
      notes: values.notes || null,
    };
    try {
      if (editing === 'new') {
        const owner = kind === 'Feature' ? { featureId: parentId } : { initiativeId: parentId };
        await a1.data.create('timesheets', { data: { ...owner, ...fields } });
      } else if (editing) {
        if (kind === 'Initiative')
          await a1.call(A1.initiativeTimesheetUpdate, { body: { id: editing.id, initiativeId: parentId, ...fields } });
        else
          await a1.call(A1.sharedTimesheetUpdate, {
            body: { timesheetId: editing.id, timesheetType: kind, ...fields },
          });
      }
      return done();
    } catch {
      return false;
    }
  };

  const remove = async (): Promise<boolean> => {
    if (!editing || editing === 'new') return false;
    try {
      await a1.data.delete('timesheets', {
        id: editing.id,
        previousData: { ...editing, parentId, timesheetType: kind },
      });
      return done();
    } catch {
      return false;
    }
  };

  const total = entries.reduce((sum, e) => sum + e.hours, 0);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={readOnly} onClick={() => setEditing('new')}>
          {translate('a1.projects.common.add')}
        </Button>
        <Typography data-testid="timesheet-total">{t('total', { hours: total.toFixed(2) })}</Typography>
      </Stack>
      <SimpleTable<WorkTimesheet>
        label={translate('a1.projects.feature.tabs.timesheets')}
        rows={entries}
        rowKey={(e) => e.id}
        onRowClick={readOnly ? undefined : (e) => setEditing(e)}
        columns={[
          { title: t('date'), render: (e) => showDate(e.date) },
          { title: t('hours'), render: (e) => e.hours.toFixed(2) },
          { title: t('category'), render: (e) => e.categoryName },
          { title: t('notes'), render: (e) => e.notes ?? '' },
          { title: translate('a1.projects.issue.createdBy'), render: (e) => e.userName },
        ]}
      />
      {editing && (
        <TimesheetDialog
          entry={editing === 'new' ? null : editing}
          categories={categories}
          readOnly={readOnly}
          onSave={save}
          onDelete={editing === 'new' ? undefined : remove}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
