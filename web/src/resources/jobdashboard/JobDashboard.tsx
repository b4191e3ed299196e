/**
 * The job dashboard (spec 3 §2 Job dashboard grid), one component for every route that shows it (issue 29 point 6):
 * operation/admin/job-dashboard (with filterOnHold=true: the jobs on hold), volume/job-dashboard and
 * dashboard/job-dashboard. Every variant has the same layout: Go Back, the title, Job Number Lookup, the status
 * buttons with their icons and counts, and the shared grid at 15 rows a page whose rows open their job by the caller's
 * subsidiary (jobRowPath: the fetched subsidiary, T-90, T-91, T-185); the Job Number cell is the keyboard's way to the
 * same place. Under DNB Job Closed the Finance Closed On column shows and opens its dialog (spec 3 §6: Set date only
 * for a finance admin). The invoice and duty invoice numbers of the page on screen are looked up 100 ms after it shows.
 *
 * What differs is the route's options:
 * - `dateRange`: the Created On start and end dates (default 60 days ago to 1 day ahead, kept per user in session
 *   storage); without it every job is listed (the admin view; the grid's Created On chip narrows it).
 * - `onHoldFilter`: the route honours filterOnHold=true (the header's Jobs On Hold): only the hold statuses, titled
 *   Jobs On Hold.
 * - `adminActions`: the grid's New (New Job dialog) and Import, and the Manual Jobs button.
 *
 * The list is read with useGetList('jobs') (the jobs resource maps it onto GET Job/All, the counts in its meta).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JOB_DASHBOARD_PAGE_SIZE, type Job, type JobStatusCount } from '@a1/shared';
import { ALL_JOB_STATUSES, FINANCE_CLOSED_STATUS, JOB_HOLD_STATUSES } from '@a1/shared/constants/jobs';
import { jobRowPath } from '@a1/shared/rules/jobs/index';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid, type ImportResult } from '../../grid';
import { getSession } from '../../session/session';
import { FinanceClosedOnDialog } from './FinanceClosedOnDialog';
import { JobLookupDialog } from './JobLookupDialog';
import { ManualJobsDialog } from './ManualJobsDialog';
import { NewJobDialog } from './NewJobDialog';
import { useJobContext } from './useJobContext';
import { JobStatusButtons } from './dashboard/JobStatusButtons';
import type { JobRow } from './dashboard/jobRow';
import { useInvoiceLookup } from './dashboard/useInvoiceLookup';
import { useJobColumns } from './dashboard/useJobColumns';
import { useJobRange } from './dashboard/useJobRange';

export type { JobRow } from './dashboard/jobRow';

export interface JobDashboardProps {
  /** Identifies the grid for its saved settings (kept per route so stored settings survive). */
  gridId: string;
  /** Created On start and end dates kept per user; without them, every job. */
  dateRange?: boolean;
  /** The route honours filterOnHold=true (the jobs on hold only). */
  onHoldFilter?: boolean;
  /** New, Import and Manual Jobs. */
  adminActions?: boolean;
}

/** No startDate or endDate: every job. */
const EVERY_JOB = {};

export function JobDashboard({
  gridId,
  dateRange = false,
  onHoldFilter = false,
  adminActions = false,
}: JobDashboardProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.dashboard.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { subsidiary, financeAdmin } = useJobContext();
  const [params] = useSearchParams();
  const onHold = onHoldFilter && params.get('filterOnHold') === 'true';

  const { range, setRange, rangeValid } = useJobRange(dateRange);

  // The whole list (the grid pages, sorts and filters in the browser); the counts come in meta.
  const { data, meta, isFetching, error, refetch, dataUpdatedAt } = useGetList<Job>(
    'jobs',
    { filter: dateRange ? range : EVERY_JOB },
    { enabled: !dateRange || rangeValid },
  );
  const statusCounts = useMemo<JobStatusCount[]>(() => {
    const all = ((meta as { statuses?: JobStatusCount[] } | undefined)?.statuses ?? []) as JobStatusCount[];
    return onHold ? all.filter((s) => JOB_HOLD_STATUSES.includes(s.name)) : all;
  }, [meta, onHold]);

  const [status, setStatus] = useState<string>(ALL_JOB_STATUSES);
  const [editing, setEditing] = useState<Job | null>(null);
  const [lookup, setLookup] = useState(false);
  const [creating, setCreating] = useState(false);
  const [manualJobs, setManualJobs] = useState(false);
  const [imported, setImported] = useState<ImportResult | null>(null);

  // The header's Jobs On Hold from the dashboard itself: the status chosen may not be a hold status.
  useEffect(() => setStatus(ALL_JOB_STATUSES), [onHold]);

  const { invoices, onPageRows } = useInvoiceLookup(dataUpdatedAt, isFetching);

  const rows = useMemo<JobRow[]>(
    () =>
      (data ?? [])
        .filter((j) => !onHold || JOB_HOLD_STATUSES.includes(j.status))
        .filter((j) => status === ALL_JOB_STATUSES || j.status === status)
        .map((j) => {
          const looked = invoices.get(j.id);
          return {
            ...j,
            firstInvoiceNumber: looked ? looked.invoice : j.firstInvoiceNumber,
            dandTInvoiceNumber: looked ? looked.duty : j.dandTInvoiceNumber,
            // Received: yes when received, no when the job says Not Received, unknown while it is only Open.
            received: j.receivedOn ? true : j.status === 'Not Received' ? false : null,
          };
        }),
    [data, onHold, status, invoices],
  );

  // A row, or its Job Number from the keyboard, opens the job by the fetched subsidiary (the session's until known).
  const open = useCallback(
    (row: JobRow) => navigate(jobRowPath(subsidiary ?? getSession()?.subsidiaryName, row)),
    [navigate, subsidiary],
  );

  const showFinance = status === FINANCE_CLOSED_STATUS;
  const columns = useJobColumns({ open, showFinance, financeAdmin, setEditing });

  const importedColumns = useMemo<GridColumn[]>(
    () => (imported?.headers ?? []).map((h) => ({ title: h, value: h, type: 'string', canFilter: false })),
    [imported],
  );

  // A saved Finance Closed On date updates the row in place (spec 3 §4): the cached list is patched, not read again.
  const patchJob = (id: number, patch: Partial<Job>) =>
    queryClient.setQueriesData<{ data: Job[] }>({ queryKey: ['jobs', 'getList'] }, (cached) =>
      cached ? { ...cached, data: cached.data.map((j) => (j.id === id ? { ...j, ...patch } : j)) } : cached,
    );

  const title = translate(onHold ? 'a1.jobdashboard.onHoldTitle' : 'a1.jobdashboard.title');
  const total = statusCounts.reduce((n, s) => n + s.count, 0);
  const buttons = [{ name: ALL_JOB_STATUSES, count: total }, ...statusCounts];
  const footer = translate(`a1.jobdashboard.footer.${onHold ? 'onHold' : dateRange ? 'range' : 'every'}`);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {t('goBack')}
          </Button>
          <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {dateRange && (
            <>
              <TextField
                type="date"
                size="small"
                label={t('startDate')}
                value={range.startDate}
                onChange={(e) => e.target.value && setRange((r) => ({ ...r, startDate: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
                error={!rangeValid}
              />
              <TextField
                type="date"
                size="small"
                label={t('endDate')}
                value={range.endDate}
                onChange={(e) => e.target.value && setRange((r) => ({ ...r, endDate: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
                error={!rangeValid}
              />
            </>
          )}
          <Button startIcon={<SearchIcon />} variant="outlined" onClick={() => setLookup(true)}>
            {t('lookup')}
          </Button>
          {adminActions && (
            <Button variant="outlined" onClick={() => setManualJobs(true)}>
              {translate('a1.jobdashboard.manualJobs.title')}
            </Button>
          )}
        </Stack>
        {dateRange && !rangeValid && <Alert severity="warning">{t('rangeInvalid')}</Alert>}
        {error && !isFetching && <Alert severity="error">{t('loadFailed')}</Alert>}
        <JobStatusButtons buttons={buttons} status={status} onStatus={setStatus} />
        <DataGrid<JobRow>
          gridId={gridId}
          title={translate('a1.jobdashboard.title')}
          columns={columns}
          rows={rows}
          loading={isFetching}
          defaultPageSize={JOB_DASHBOARD_PAGE_SIZE}
          onRefresh={() => void refetch()}
          onRowClick={open}
          onPageRows={onPageRows}
          onNew={adminActions ? () => setCreating(true) : undefined}
          onImport={
            adminActions
              ? (result) => {
                  setImported(result);
                  notify(
                    translate('a1.grid.importer.imported', { count: result.rates.length, fileName: result.fileName }),
                    { type: 'success' },
                  );
                }
              : undefined
          }
          excelFileName={translate('a1.jobdashboard.excelFileName')}
          footerMessage={footer}
        />
        {imported && (
          <>
            <Typography component="h2" variant="h6">
              {translate('a1.jobdashboard.importedTitle')}: {imported.fileName}
            </Typography>
            <DataGrid
              gridId={`${gridId}-import`}
              title={translate('a1.jobdashboard.importedTitle')}
              columns={importedColumns}
              rows={imported.rates}
              excel={false}
            />
          </>
        )}
      </Stack>
      {editing && (
        <FinanceClosedOnDialog
          job={editing}
          financeAdmin={financeAdmin}
          onClose={() => setEditing(null)}
          onSaved={(patch) => {
            patchJob(editing.id, patch);
            setEditing(null);
          }}
        />
      )}
      {lookup && <JobLookupDialog subsidiary={subsidiary} onClose={() => setLookup(false)} />}
      {manualJobs && <ManualJobsDialog onClose={() => setManualJobs(false)} />}
      {creating && (
        <NewJobDialog
          jobs={data ?? []}
          onClose={() => setCreating(false)}
          // useCreate has the list read again.
          onCreated={(job) => {
            setCreating(false);
            notify(translate('a1.jobdashboard.newJob.created', { number: job.number }), { type: 'success' });
          }}
        />
      )}
    </Box>
  );
}
