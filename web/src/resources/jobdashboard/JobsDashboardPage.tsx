/**
 * The job dashboard (spec 3 §2 Job dashboard grid) at volume/job-dashboard and dashboard/job-dashboard: status
 * buttons with their icons and counts, Created On start and end dates (default 60 days ago to 1 day ahead, kept
 * per user in session storage), Go Back, Job Number Lookup, and the shared grid at 15 rows a page. The invoice and
 * duty invoice numbers of the page on screen are looked up 100 ms after it shows. A row opens the job by the
 * caller's subsidiary (fetched); under DNB Job Closed the Finance Closed On column opens its dialog (Set date only for
 * a finance admin).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { A1, JOB_DASHBOARD_PAGE_SIZE, type Job, type JobStatusCount } from '@a1/shared';
import {
  ALL_JOB_STATUSES,
  FINANCE_CLOSED_STATUS,
  JOB_INVOICE_LOOKUP_DELAY_MS,
  jobDashboardRangeKey,
} from '@a1/shared/constants/jobs';
import { defaultJobRange, jobRowPath, parseJobRange, type DayRange } from '@a1/shared/rules/jobs/index';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { useDbName, useDbNameFormat } from '../../providers/i18nProvider';
import { getSession } from '../../session/session';
import { JobStatusIcon } from './statusIcons';
import { FinanceClosedOnDialog } from './FinanceClosedOnDialog';
import { JobLookupDialog } from './JobLookupDialog';
import { useJobContext } from './useJobContext';

type Row = Job & Record<string, unknown>;

const storageKey = () => jobDashboardRangeKey(getSession()?.appUserID ?? 'anonymous');
function loadRange(): DayRange {
  return parseJobRange(sessionStorage.getItem(storageKey())) ?? defaultJobRange();
}
const mmddyyyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export function JobsDashboardPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.dashboard.${key}`, options);
  // Status names come from the database: shown through the translation tables (db.<name>).
  const dbName = useDbName();
  // The status column shows the stored names through the translation tables; the rows keep them (filters, buttons).
  const dbNameFormat = useDbNameFormat();
  const navigate = useNavigate();
  const a1 = useA1();
  const { subsidiary, financeAdmin } = useJobContext();
  const [range, setRange] = useState<DayRange>(loadRange);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [statuses, setStatuses] = useState<JobStatusCount[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<string>(ALL_JOB_STATUSES);
  const [invoices, setInvoices] = useState<Map<number, { invoice: string | null; duty: string | null }>>(new Map());
  const [editing, setEditing] = useState<Job | null>(null);
  const [lookup, setLookup] = useState(false);
  const rangeValid = range.startDate <= range.endDate;
  const requested = useRef(new Set<number>());

  useEffect(() => {
    sessionStorage.setItem(storageKey(), JSON.stringify(range));
  }, [range]);

  const load = useCallback(async () => {
    if (!(range.startDate <= range.endDate)) return;
    setLoading(true);
    setFailed(false);
    try {
      const answer = await a1.call(A1.jobList, { query: range });
      setJobs(answer.jobs);
      setStatuses(answer.statuses);
      setInvoices(new Map());
      requested.current = new Set();
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [a1, range]);
  useEffect(() => {
    void load();
  }, [load]);

  // Invoice numbers of the page on screen, 100 ms after it shows; each job asked once.
  const lookupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onPageRows = useCallback(
    (pageRows: Row[]) => {
      clearTimeout(lookupTimer.current);
      const ids = pageRows.map((r) => r.id).filter((id) => !requested.current.has(id));
      if (!ids.length) return;
      lookupTimer.current = setTimeout(() => {
        ids.forEach((id) => requested.current.add(id));
        Promise.all([a1.call(A1.jobInvoiceNumbers, { body: ids }), a1.call(A1.jobDutyInvoiceNumbers, { body: ids })])
          .then(([first, duty]) =>
            setInvoices((current) => {
              const next = new Map(current);
              for (const id of ids) next.set(id, { invoice: null, duty: null });
              for (const f of first) next.get(f.jobId)!.invoice = f.invoiceNumber;
              for (const d of duty) next.get(d.jobId)!.duty = d.dandTInvoiceNumber;
              return next;
            }),
          )
          .catch(() => ids.forEach((id) => requested.current.delete(id)));
      }, JOB_INVOICE_LOOKUP_DELAY_MS);
    },
    [a1],
  );
  useEffect(() => () => clearTimeout(lookupTimer.current), []);

  const rows = useMemo<Row[]>(
    () =>
      jobs
        .filter((j) => status === ALL_JOB_STATUSES || j.status === status)
        .map((j) => ({
          ...j,
          firstInvoiceNumber: invoices.get(j.id)?.invoice ?? null,
          dandTInvoiceNumber: invoices.get(j.id)?.duty ?? null,
        })),
    [jobs, status, invoices],
  );

  const showFinance = status === FINANCE_CLOSED_STATUS;
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const c = (key: string) => translate(`a1.jobdashboard.columns.${key}`);
    const list: GridColumn<Row>[] = [
      { title: c('number'), value: 'number', type: 'string', stickyColumn: true, canFilter: true },
      { title: c('customer'), value: 'customer', type: 'string', canFilter: true },
      { title: c('status'), value: 'status', type: 'string', canFilter: true, format: dbNameFormat },
      { title: c('location'), value: 'location', type: 'string', canFilter: true },
      { title: c('type'), value: 'type', type: 'string', canFilter: true },
      { title: c('firstInvoiceNumber'), value: 'firstInvoiceNumber', type: 'string' },
      { title: c('dandTInvoiceNumber'), value: 'dandTInvoiceNumber', type: 'string' },
      { title: c('receivedOn'), value: 'receivedOn', type: 'dateTime', exportType: 'dateTime' },
      { title: c('closedOn'), value: 'closedOn', type: 'date', exportType: 'date' },
      { title: c('createdOn'), value: 'createdOn', type: 'date', exportType: 'date' },
    ];
    // A finance admin sets the date (Set date) or changes it; anyone else sees it, and a date opens the dialog read-only
    // (spec 3 §6): no Set date button that only says access is restricted (issue 29 point 8).
    if (showFinance && financeAdmin)
      list.push({
        title: c('financeClosedOn'),
        value: 'financeClosedOn',
        type: 'button',
        buttonLabel: (row) => (row.financeClosedOn ? mmddyyyy(row.financeClosedOn) : t('setDate')),
        onClick: (row) => setEditing(row),
      });
    else if (showFinance)
      list.push({
        title: c('financeClosedOn'),
        value: 'financeClosedOn',
        type: 'date',
        exportType: 'date',
        onCellClick: (row) => setEditing(row),
      });
    return list;
    // t is the translate of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translate, showFinance, financeAdmin, dbNameFormat]);

  const total = statuses.reduce((n, s) => n + s.count, 0);
  const buttons = [{ name: ALL_JOB_STATUSES, count: total }, ...statuses];

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('a1.jobdashboard.title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {t('goBack')}
          </Button>
          <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
            {translate('a1.jobdashboard.title')}
          </Typography>
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
          <Button startIcon={<SearchIcon />} variant="outlined" onClick={() => setLookup(true)}>
            {t('lookup')}
          </Button>
        </Stack>
        {!rangeValid && <Alert severity="warning">{t('rangeInvalid')}</Alert>}
        {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
        <Stack
          direction="row"
          spacing={1}
          flexWrap="wrap"
          useFlexGap
          role="group"
          aria-label={t('statuses')}
          data-testid="job-status-buttons"
        >
          {buttons.map((s) => {
            const name = s.name === ALL_JOB_STATUSES ? t('all') : dbName(s.name);
            return (
              <Button
                key={s.name}
                size="small"
                variant={status === s.name ? 'contained' : 'outlined'}
                aria-pressed={status === s.name}
                startIcon={<JobStatusIcon status={s.name} />}
                onClick={() => setStatus(s.name)}
                data-status={s.name}
              >
                {t('status', { name, count: s.count.toLocaleString() })}
              </Button>
            );
          })}
        </Stack>
        <DataGrid<Row>
          gridId="volume-job-dashboard"
          title={translate('a1.jobdashboard.title')}
          columns={columns}
          rows={rows}
          loading={loading}
          defaultPageSize={JOB_DASHBOARD_PAGE_SIZE}
          onRefresh={() => void load()}
          onRowClick={(row) => navigate(jobRowPath(subsidiary ?? getSession()?.subsidiaryName, row))}
          onPageRows={onPageRows}
          excelFileName={translate('a1.jobdashboard.excelFileName')}
          footerMessage={t('footer')}
        />
      </Stack>
      {editing && (
        <FinanceClosedOnDialog
          job={editing}
          financeAdmin={financeAdmin}
          onClose={() => setEditing(null)}
          onSaved={(patch) => {
            // The row updates in place (spec 3 §4).
            setJobs((list) => list.map((j) => (j.id === editing.id ? { ...j, ...patch } : j)));
            setEditing(null);
          }}
        />
      )}
      {lookup && <JobLookupDialog subsidiary={subsidiary} onClose={() => setLookup(false)} />}
    </Box>
  );
}
