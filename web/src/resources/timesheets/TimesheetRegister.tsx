/**
 * The timesheet register (ours, issue 24): the spec shows timesheet entries only on a feature's or an initiative's
 * Timesheets tab (spec 2 §2, §3), one owner at a time. A project manager also asks who booked what, where, over a
 * period. So this list of the timesheets resource, at kanban/project/timesheets (opened from the Projects grid,
 * checked by the guard as that grid), shows every feature and initiative entry of a period (From and To, by default
 * the last 30 days) and of one owner kind or both, read from the server by those (entries grow with every day, so
 * the period bounds the read); each row names its owner, the feature's initiative, the project and who logged it.
 * The grid's chips and keyword narrow it further, and the total hours follow what the grid leaves. A row, or its
 * date from the keyboard, opens the Edit Timesheet dialog, whose save or delete refreshes this list by itself.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  TIMESHEET_REGISTER_DEFAULT_DAYS,
  TIMESHEET_REGISTER_KINDS,
  type TimesheetRegisterKind,
} from '@a1/shared/constants/projecttracking';
import type { TimesheetRegisterRow } from '@a1/shared/contract/projecttracking';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { daysAgo, today } from '../projects/dates';
import { formatNumber } from '../../shell/useLocaleFormat';
import { useTimesheetCategories } from './useTimesheetCategories';
import { DialogLoading, lazyNamed } from '../../shell/lazy';

const TimesheetDialog = lazyNamed(() => import('./TimesheetDialog'), 'TimesheetDialog', <DialogLoading />);

/** Every entry of the period at once: the grid pages, sorts and filters in the browser. */
const ALL = 100_000;
const PROJECTS_PATH = '/kanban/project/grid-view';
const ALL_KINDS = 'all';

type Row = TimesheetRegisterRow & Record<string, unknown>;

/** Hours with two decimals in the user's locale ("1,234.50"; "1 234,50" in France), as the grid shows numbers. */
const hoursText = (hours: number) => formatNumber(hours, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function TimesheetRegister() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.projects.registers.timesheets.${key}`, options);
  const [startDate, setStartDate] = useState(() => daysAgo(TIMESHEET_REGISTER_DEFAULT_DAYS));
  const [endDate, setEndDate] = useState(today);
  const [kind, setKind] = useState<TimesheetRegisterKind | typeof ALL_KINDS>(ALL_KINDS);
  const rangeValid = startDate <= endDate;
  const filter = useMemo(
    () => ({ startDate, endDate, ...(kind === ALL_KINDS ? {} : { ownerKind: kind }) }),
    [startDate, endDate, kind],
  );
  const list = useGetList<TimesheetRegisterRow>(
    'timesheets',
    { filter, pagination: { page: 1, perPage: ALL } },
    { enabled: rangeValid },
  );
  const categories = useTimesheetCategories();
  const [editing, setEditing] = useState<Row | null>(null);
  // What the grid's filters leave, for the total.
  const [shown, setShown] = useState<Row[]>([]);
  const onFilteredRows = useCallback((rows: Row[]) => setShown(rows), []);

  const rows = useMemo(() => (list.data ?? []) as Row[], [list.data]);
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const title = (key: string) => translate(`a1.projects.registers.timesheets.columns.${key}`);
    const ownerKind = (value: unknown) =>
      translate(`a1.projects.registers.timesheets.ownerKinds.${String(value)}`, { _: String(value) });
    return [
      { title: title('date'), value: 'date', type: 'date', exportType: 'date', onCellClick: setEditing },
      { title: title('hours'), value: 'hours', type: 'number', exportType: 'number' },
      { title: title('category'), value: 'categoryName', type: 'string', canFilter: true },
      { title: title('ownerKind'), value: 'timesheetType', type: 'string', format: ownerKind },
      { title: title('owner'), value: 'ownerName', type: 'string', canFilter: true },
      { title: title('initiative'), value: 'initiativeName', type: 'string', canFilter: true },
      { title: title('project'), value: 'projectName', type: 'string', canFilter: true },
      { title: title('loggedBy'), value: 'userName', type: 'string', canFilter: true },
      { title: title('notes'), value: 'notes', type: 'string' },
    ];
  }, [translate]);

  const total = shown.reduce((sum, e) => sum + e.hours, 0);
  const owner = (row: Row) =>
    row.timesheetType === 'Initiative' ? { initiativeId: row.parentId } : { featureId: row.parentId };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={PROJECTS_PATH} startIcon={<ArrowBackIcon />}>
            {translate('a1.projects.registers.projects')}
          </Button>
          <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <TextField
            type="date"
            size="small"
            label={t('startDate')}
            value={startDate}
            onChange={(e) => e.target.value && setStartDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!rangeValid}
            fullWidth={false}
            sx={{ width: 170 }}
          />
          <TextField
            type="date"
            size="small"
            label={t('endDate')}
            value={endDate}
            onChange={(e) => e.target.value && setEndDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!rangeValid}
            fullWidth={false}
            sx={{ width: 170 }}
          />
          <TextField
            select
            size="small"
            label={t('ownerKind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as TimesheetRegisterKind | typeof ALL_KINDS)}
            fullWidth={false}
            sx={{ width: 240 }}
          >
            {[ALL_KINDS, ...TIMESHEET_REGISTER_KINDS].map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {!rangeValid && <Alert severity="warning">{t('rangeInvalid')}</Alert>}
        {list.error && !list.isFetching && <Alert severity="error">{t('loadFailed')}</Alert>}
        <DataGrid<Row>
          gridId="kanban-project-timesheet-register"
          title={t('title')}
          columns={columns}
          rows={rangeValid ? rows : []}
          loading={list.isFetching}
          onRefresh={() => void list.refetch()}
          onRowClick={setEditing}
          onFilteredRows={onFilteredRows}
          excelFileName={t('excelFileName')}
          footerMessage={t('total', { hours: hoursText(total), count: formatNumber(shown.length) })}
        />
      </Stack>
      {editing && (
        <TimesheetDialog
          key={editing.id}
          entry={editing}
          owner={owner(editing)}
          categories={categories}
          readOnly={false}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
