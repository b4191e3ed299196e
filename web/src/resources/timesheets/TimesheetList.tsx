/**
 * The Timesheets tab of a feature or an initiative (spec 2 §2, §3): the entries with their date, hours, category
 * and notes, the total hours (ours: issue 13 point 7), Add and row-click Edit Timesheet (neither in read-only
 * mode), read and written through the timesheets resource (providers/resources/timesheets.ts), so a save in the
 * dialog refreshes the list by itself.
 */
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import type { WorkTimesheet } from '@a1/shared';
import { SimpleTable } from '../projects/SimpleTable';
import { showDate } from '../projects/dates';
import { TimesheetDialog, type TimesheetOwner } from './TimesheetDialog';
import { useTimesheetCategories } from './useTimesheetCategories';

/** Every entry of the owner at once. */
const ALL = 1000;

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
  const owner: TimesheetOwner = kind === 'Feature' ? { featureId: parentId } : { initiativeId: parentId };
  const { data: entries = [] } = useGetList<WorkTimesheet>('timesheets', {
    filter: owner,
    pagination: { page: 1, perPage: ALL },
    meta: { quiet: true },
  });
  const categories = useTimesheetCategories();
  const [editing, setEditing] = useState<WorkTimesheet | 'new' | null>(null);

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
          owner={owner}
          categories={categories}
          readOnly={readOnly}
          onChanged={onChanged}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
