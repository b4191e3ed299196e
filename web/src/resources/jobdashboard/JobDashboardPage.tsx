/**
 * The operations admin job dashboard (/operation/admin/job-dashboard, spec 3 §2): the jobs resource's screen,
 * the shared grid's demo on the seeded jobs, read with useGetList('jobs') (Refresh refetches). Choice (spec:
 * date range "stored per user"): this admin view lists every job (no startDate or endDate in the filter);
 * the Created On chip narrows it by date range. Row navigation follows T-90/T-91 through the Open button.
 * New (the grid's New button) opens the New Job dialog, which creates the job with useCreate('jobs').
 */
import { useMemo, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JOB_DASHBOARD_PAGE_SIZE, type Job } from '@a1/shared';
import { JOB_HOLD_STATUSES } from '@a1/shared/constants/jobs';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid, type ImportResult } from '../../grid';
import { getSession } from '../../session/session';
import { NewJobDialog } from './NewJobDialog';
import { ManualJobsDialog } from './ManualJobsDialog';
import { useDbNameFormat } from '../../providers/i18nProvider';

/** A job as the grid shows it: with Received as yes, no or unknown. */
export interface JobRow extends Job, Record<string, unknown> {
  received: boolean | null;
}

/** No startDate or endDate: every job. */
const EVERY_JOB = {};

const STATUS_CLASS: Record<string, string> = {
  Voided: 'cell-muted',
  'CS Hold': 'cell-danger',
  'Finance Hold': 'cell-danger',
  'On Hold': 'cell-danger',
  Closed: 'cell-success',
  Invoiced: 'cell-success',
};

export function JobDashboardPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [creating, setCreating] = useState(false);
  const [manualJobs, setManualJobs] = useState(false);
  // The header's Jobs On Hold button: filterOnHold=true lists only the jobs on hold (spec 3 §2).
  const [params] = useSearchParams();
  const onHold = params.get('filterOnHold') === 'true';
  // The whole list (the grid pages, sorts and filters in the browser); the wrapper shows a failure.
  const { data, isFetching, refetch } = useGetList<Job>('jobs', { filter: EVERY_JOB });
  // Status names come from the database: the status column shows them through the translation tables (db.<name>);
  // the rows keep the stored name for the cell style, the filters and the Open button's rule.
  const dbName = useDbNameFormat();
  const rows = useMemo<JobRow[]>(
    () =>
      (data ?? [])
        .filter((j) => !onHold || JOB_HOLD_STATUSES.includes(j.status))
        .map((j) => ({
          ...j,
          // Received: yes when received, no when the job says Not Received, unknown while it is only Open.
          received: j.receivedOn ? true : j.status === 'Not Received' ? false : null,
        })),
    [data, onHold],
  );

  const columns = useMemo<GridColumn<JobRow>[]>(() => {
    const t = (key: string) => translate(`a1.jobdashboard.columns.${key}`);
    const usa = (getSession()?.subsidiaryName ?? 'USA') === 'USA';
    return [
      {
        title: t('number'),
        value: 'number',
        type: 'string',
        stickyColumn: true,
        excelTitle: 'Job Number',
        canFilter: true,
      },
      { title: t('customer'), value: 'customer', type: 'string', canFilter: true },
      {
        title: t('status'),
        value: 'status',
        type: 'string',
        canFilter: true,
        format: dbName,
        class: (v) => STATUS_CLASS[String(v)],
      },
      { title: t('location'), value: 'location', type: 'string', canFilter: true },
      { title: t('type'), value: 'type', type: 'string', canFilter: true },
      { title: t('firstInvoiceNumber'), value: 'firstInvoiceNumber', type: 'string' },
      { title: t('dandTInvoiceNumber'), value: 'dandTInvoiceNumber', type: 'string' },
      { title: t('received'), value: 'received', type: 'boolean', canFilter: true, exportType: 'boolean' },
      { title: t('receivedBy'), value: 'receivedBy', type: 'string' },
      { title: t('receivedOn'), value: 'receivedOn', type: 'dateTime', exportType: 'dateTime' },
      { title: t('closedOn'), value: 'closedOn', type: 'date', exportType: 'date' },
      { title: t('createdOn'), value: 'createdOn', type: 'date', exportType: 'date', dateRangeFilter: true },
      { title: t('updatedOn'), value: 'updatedOn', type: 'dateTime', exportType: 'dateTime', hideColumn: true },
      {
        title: t('id'),
        value: 'id',
        type: 'number',
        kind: 'identifier',
        exportType: 'number',
        disableSort: true,
        hideColumn: true,
      },
      {
        title: t('open'),
        value: 'id',
        type: 'button',
        buttonText: translate('a1.jobdashboard.open'),
        buttonDisabled: { valueIndex: 'status', condition: 'Voided', doesEqual: true },
        // Spec 3 §2: USA rows go to the job details by number; other subsidiaries to job management.
        onClick: (row) =>
          navigate(
            usa
              ? `/volume/job-dashboard/details?number=${encodeURIComponent(row.number)}`
              : `/operation/job/management?jobId=${row.id}&customerId=${row.customerId}`,
          ),
      },
    ];
  }, [translate, navigate, dbName]);

  const importedColumns = useMemo<GridColumn[]>(
    () => (imported?.headers ?? []).map((h) => ({ title: h, value: h, type: 'string', canFilter: false })),
    [imported],
  );

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(onHold ? 'a1.jobdashboard.onHoldTitle' : 'a1.jobdashboard.title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography component="h1" variant="h5">
            {translate(onHold ? 'a1.jobdashboard.onHoldTitle' : 'a1.jobdashboard.title')}
          </Typography>
          <Button variant="outlined" onClick={() => setManualJobs(true)}>
            {translate('a1.jobdashboard.manualJobs.title')}
          </Button>
        </Stack>
        {manualJobs && <ManualJobsDialog onClose={() => setManualJobs(false)} />}
        <DataGrid<JobRow>
          gridId="operation-admin-job-dashboard"
          title={translate('a1.jobdashboard.title')}
          columns={columns}
          rows={rows}
          loading={isFetching}
          defaultPageSize={JOB_DASHBOARD_PAGE_SIZE}
          onRefresh={() => void refetch()}
          onNew={() => setCreating(true)}
          onImport={(result) => {
            setImported(result);
            notify(translate('a1.grid.importer.imported', { count: result.rates.length, fileName: result.fileName }), {
              type: 'success',
            });
          }}
          excelFileName={translate('a1.jobdashboard.excelFileName')}
          footerMessage={translate('a1.jobdashboard.footer')}
        />
        {creating && (
          <NewJobDialog
            jobs={rows}
            onClose={() => setCreating(false)}
            // useCreate has the list read again.
            onCreated={(job) => {
              setCreating(false);
              notify(translate('a1.jobdashboard.newJob.created', { number: job.number }), { type: 'success' });
            }}
          />
        )}
        {imported && (
          <>
            <Typography component="h2" variant="h6">
              {translate('a1.jobdashboard.importedTitle')}: {imported.fileName}
            </Typography>
            <DataGrid
              gridId="operation-admin-job-dashboard-import"
              title={translate('a1.jobdashboard.importedTitle')}
              columns={importedColumns}
              rows={imported.rates}
              excel={false}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
