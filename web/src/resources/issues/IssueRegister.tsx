/**
 * The issues and risks register (ours, issue 24): the spec shows a feature's issues and risks only on its dialog's
 * tabs (spec 2 §2, §3), one feature at a time. A project manager also wants them across the portfolio: which risks
 * are open anywhere, which High issues wait on whom. So this list of the issues resource, at
 * kanban/project/issues-and-risks (opened from the Projects grid, checked by the guard as that grid), shows every
 * issue and risk of every feature with its feature, initiative and project, on the shared grid, filterable by type,
 * priority and status (the grid's chips: the whole register is read once, newest issue date first). A row, or its
 * description from the keyboard, opens the feature dialog's Edit Issue or Risk, whose save (useUpdate) refreshes
 * the row in this list too.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ISSUE_PRIORITIES, ISSUE_TYPE_NAMES } from '@a1/shared/constants/projecttracking';
import type { IssueRegisterRow } from '@a1/shared/contract/projecttracking';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useDbNameFormat } from '../../providers/i18nProvider';
import { DialogLoading, lazyNamed } from '../../shell/lazy';

const IssueDialog = lazyNamed(() => import('./IssueDialog'), 'IssueDialog', <DialogLoading />);

/** The whole register at once: the grid pages, sorts and filters in the browser. */
const ALL = 100_000;
const PROJECTS_PATH = '/kanban/project/grid-view';

type Row = IssueRegisterRow & { id: number; typeName: string; priorityName: string } & Record<string, unknown>;

export function IssueRegister() {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.registers.issues.${key}`);
  const dbName = useDbNameFormat();
  const list = useGetList<IssueRegisterRow & { id: number }>('issues', { pagination: { page: 1, perPage: ALL } });
  const [editing, setEditing] = useState<Row | null>(null);

  const rows = useMemo<Row[]>(
    () =>
      (list.data ?? []).map(
        (issue) =>
          ({
            ...issue,
            typeName: ISSUE_TYPE_NAMES[issue.issueType] ?? String(issue.issueType),
            priorityName: ISSUE_PRIORITIES.find((p) => p.id === issue.priority)?.name ?? String(issue.priority),
          }) as Row,
      ),
    [list.data],
  );

  const columns = useMemo<GridColumn<Row>[]>(() => {
    const title = (key: string) => translate(`a1.projects.registers.issues.columns.${key}`);
    const typeName = (value: unknown) =>
      translate(`a1.projects.registers.issues.types.${String(value)}`, { _: String(value) });
    return [
      { title: title('type'), value: 'typeName', type: 'string', canFilter: true, format: typeName },
      { title: title('priority'), value: 'priorityName', type: 'string', canFilter: true, format: dbName },
      { title: title('status'), value: 'status', type: 'string', canFilter: true, format: dbName },
      { title: title('description'), value: 'description', type: 'string', onCellClick: setEditing },
      { title: title('feature'), value: 'sprintName', type: 'string', canFilter: true },
      { title: title('initiative'), value: 'milestoneText', type: 'string', canFilter: true },
      { title: title('project'), value: 'projectName', type: 'string', canFilter: true },
      { title: title('issueDate'), value: 'issueDate', type: 'date', dateRangeFilter: true, exportType: 'date' },
      { title: title('closeOutDate'), value: 'closeOutDate', type: 'date', exportType: 'date' },
      { title: title('latestComment'), value: 'latestComment', type: 'string' },
    ];
  }, [translate, dbName]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component={RouterLink} to={PROJECTS_PATH} startIcon={<ArrowBackIcon />}>
            {translate('a1.projects.registers.projects')}
          </Button>
          <Typography component="h1" variant="h5">
            {t('title')}
          </Typography>
        </Stack>
        {list.error && !list.isFetching && <Alert severity="error">{t('loadFailed')}</Alert>}
        <DataGrid<Row>
          gridId="kanban-project-issue-register"
          title={t('title')}
          columns={columns}
          rows={rows}
          loading={list.isFetching}
          onRefresh={() => void list.refetch()}
          onRowClick={setEditing}
          excelFileName={t('excelFileName')}
        />
      </Stack>
      {editing && (
        <IssueDialog
          key={editing.issueId}
          issue={editing}
          sprintId={editing.sprintId}
          issueType={editing.issueType === 2 ? 2 : 1}
          readOnly={false}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
