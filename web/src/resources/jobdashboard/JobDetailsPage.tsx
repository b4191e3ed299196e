/**
 * A job's page (spec 3 §2): volume/job-dashboard/details?number= (USA) and operation/job/management?jobId=&customerId=
 * (other subsidiaries). Job/General, Job/Parcel, Job/Mail, the status history and the on-hold history in tabs; the
 * hold (OnHoldInfo, HoldComments, HoldRelease with a comment) when the job is on hold; the job admin actions (close,
 * re-open, void, change status along the transition table, mail job, adjustments) for those the server lets change
 * jobs (IsJobAdmin, IsCustomerServiceAdmin); the on-hold assignment override for customer-service admins; Edit
 * Manual Job on a job keyed in by hand; the adjustments waiting to be billed; Post to Billing for finance admins.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  Switch,
  FormControlLabel,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  A1,
  type HoldEvent,
  type JobAdjustment,
  type JobAdjustmentOption,
  type JobGeneral,
  type JobMail,
  type JobParcel,
  type JobStatusChange,
  type OnHoldInfo,
} from '@a1/shared';
import { JOB_STATUSES } from '@a1/shared/constants/jobs';
import { nextStatuses } from '@a1/shared/rules/jobs/index';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { JobStatusIcon } from './statusIcons';
import { useJobContext } from './useJobContext';
import { HoldAssignment } from './HoldAssignment';
import { BillingAdjustments } from './BillingAdjustments';
import { ManualJobDialog } from './ManualJobDialog';
import { usePersonName } from '../../people/staff';
import { formatDateTime } from '../../shell/useLocaleFormat';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

function SimpleTable({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (!rows.length) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((c, j) => (
              <TableCell key={j}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function JobDetailsPage() {
  const personName = usePersonName();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.details.${key}`, options);
  const a1 = useA1();
  const dbName = useDbName();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const number = params.get('number');
  const jobIdParam = Number(params.get('jobId')) || undefined;
  const { financeAdmin } = useJobContext();
  const [job, setJob] = useState<JobGeneral | null>(null);
  const [missing, setMissing] = useState(false);
  const [tab, setTab] = useState(0);
  const [parcel, setParcel] = useState<JobParcel | null>(null);
  const [mail, setMail] = useState<JobMail | null>(null);
  const [history, setHistory] = useState<JobStatusChange[]>([]);
  const [holds, setHolds] = useState<HoldEvent[]>([]);
  const [hold, setHold] = useState<OnHoldInfo | null>(null);
  const [holdComments, setHoldComments] = useState<HoldEvent[]>([]);
  const [adjustments, setAdjustments] = useState<JobAdjustment[]>([]);
  const [options, setOptions] = useState<JobAdjustmentOption[]>([]);
  const [jobAdmin, setJobAdmin] = useState(false);
  const [csAdmin, setCsAdmin] = useState(false);
  const [busy, setBusy] = useState(false);
  const [comment, setComment] = useState('');
  const [nextStatus, setNextStatus] = useState('');
  const [releaseComment, setReleaseComment] = useState('');
  const [releaseType, setReleaseType] = useState<'onHold' | 'cs' | 'ops'>('ops');
  const [adjustment, setAdjustment] = useState({ optionId: '', quantity: '1', comment: '' });
  const [editingManual, setEditingManual] = useState(false);

  useEffect(() => {
    a1.call(A1.isJobAdmin).then(setJobAdmin, () => undefined);
    a1.call(A1.isCustomerServiceAdmin).then(setCsAdmin, () => undefined);
  }, [a1]);

  const load = useCallback(async () => {
    if (!number && !jobIdParam) {
      setMissing(true);
      return;
    }
    try {
      const general = await a1.call(
        A1.jobGeneral,
        { query: number ? { number } : { jobId: jobIdParam } },
        { handles: [404] },
      );
      setJob(general);
      const [p, m, h, oh, adj] = await Promise.all([
        a1.call(A1.jobParcel, { query: { number: general.number } }),
        a1.call(A1.jobMail, { query: { number: general.number } }),
        a1.call(A1.jobStatusHistory, { query: { jobId: general.id } }),
        a1.call(A1.onHoldHistory, { query: { jobId: general.id } }),
        a1.call(A1.jobAdjustments, { query: { jobId: general.id } }, { quiet: true }).catch(() => []),
      ]);
      setParcel(p);
      setMail(m);
      setHistory(h);
      setHolds(oh);
      setAdjustments(adj);
      if (general.onHold) {
        const [info, comments] = await Promise.all([
          a1.call(A1.onHoldInfo, { query: { jobNumber: general.number } }),
          a1.call(A1.holdComments, { query: { jobId: general.id, onHold: true, cs: true, ops: true } }),
        ]);
        setHold(info);
        setHoldComments(comments);
      } else {
        setHold(null);
        setHoldComments([]);
      }
    } catch {
      setMissing(true);
    }
  }, [a1, number, jobIdParam]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    a1.call(A1.jobAdjustmentOptions, undefined, { quiet: true }).then(setOptions, () => undefined);
  }, [a1]);

  /** Runs one change; the wrapper shows a refusal (the server's message); the page reloads either way. */
  const act = async (run: () => Promise<unknown>, success?: (answer: unknown) => string | null) => {
    setBusy(true);
    try {
      const answer = await run();
      const message = success?.(answer);
      if (message) notify(message, { type: 'success' });
      setComment('');
      setNextStatus('');
    } catch {
      // The wrapper has shown the error dialog with the server's message.
    } finally {
      setBusy(false);
      await load();
    }
  };
  const statusChanged = (answer: unknown) => {
    const g = answer as JobGeneral;
    return t('actions.done', { number: g.number, status: g.status });
  };

  if (missing)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{number || jobIdParam ? t('notFound') : t('missing')}</Alert>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/volume/job-dashboard')} sx={{ mt: 2 }}>
          {t('back')}
        </Button>
      </Box>
    );
  if (!job)
    return (
      <Box sx={{ p: 2 }} role="status">
        <CircularProgress size={20} /> {t('loading')}
      </Box>
    );

  const f = (key: string) => t(`fields.${key}`);
  const yesNo = (v: boolean) => (v ? f('yes') : f('no'));
  const general: [string, ReactNode][] = [
    [f('customer'), job.customer],
    [f('status'), dbName(job.status)],
    [f('office'), job.location],
    [f('subsidiary'), job.subsidiary],
    [f('type'), job.type],
    [f('product'), job.productName ?? f('none')],
    [f('mail'), yesNo(job.isMail)],
    [f('manual'), yesNo(job.manual)],
    [f('pieces'), job.pieces],
    [f('weight'), job.weightKg],
    [f('receivedOn'), when(job.receivedOn)],
    [f('receivedBy'), job.receivedBy ?? f('none')],
    [f('closedOn'), when(job.closedOn)],
    [f('financeClosedOn'), job.financeClosedOn ?? f('none')],
    [f('invoice'), job.firstInvoiceNumber ?? f('none')],
    [f('dutyInvoice'), job.dandTInvoiceNumber ?? f('none')],
    [f('billing'), job.billingMessage ? `${job.billingStatus}: ${job.billingMessage}` : job.billingStatus],
    [f('billingReference'), job.billingReference ?? f('none')],
    [f('createdOn'), when(job.createdOn)],
  ];
  const allowed = nextStatuses(job.status);
  const holdType = (type: string) => t(`onHold.types.${type}`);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title', { number: job.number })} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {translate('a1.jobdashboard.dashboard.goBack')}
          </Button>
          <Typography component="h1" variant="h5">
            {t('title', { number: job.number })}
          </Typography>
          <Chip icon={<JobStatusIcon status={job.status} />} label={dbName(job.status)} data-testid="job-status" />
        </Stack>

        {hold?.onHold && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="job-hold-title">
            <Typography id="job-hold-title" component="h2" variant="h6">
              {t('onHold.title')}
            </Typography>
            <Typography data-testid="hold-info">
              {t('onHold.since', { on: when(hold.heldOn), by: hold.heldBy ?? '—', reason: hold.reason ?? '—' })}
            </Typography>
            <Typography>
              {hold.assignedTo ? t('onHold.assigned', { name: hold.assignedTo }) : t('onHold.unassigned')}
            </Typography>
            {csAdmin && (
              <HoldAssignment jobId={job.id} number={job.number} assignedToId={hold.assignedToId} onChanged={load} />
            )}
            <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
              {t('onHold.comments')}
            </Typography>
            <SimpleTable
              label={t('onHold.comments')}
              head={[t('holds.on'), t('holds.type'), t('holds.comment'), t('holds.by')]}
              rows={holdComments.map((c) => [when(c.createdOn), holdType(c.type), c.comment, personName(c.createdBy)])}
              empty={t('holds.empty')}
            />
            {jobAdmin && (
              <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="flex-start">
                <TextField
                  size="small"
                  label={t('onHold.releaseComment')}
                  value={releaseComment}
                  onChange={(e) => setReleaseComment(e.target.value)}
                  required
                  sx={{ flex: 1 }}
                />
                <TextField
                  select
                  size="small"
                  label={t('onHold.releaseType')}
                  value={releaseType}
                  onChange={(e) => setReleaseType(e.target.value as typeof releaseType)}
                  sx={{ minWidth: 180 }}
                >
                  {(['ops', 'cs', 'onHold'] as const).map((type) => (
                    <MenuItem key={type} value={type}>
                      {holdType(type)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  disabled={busy || !releaseComment.trim()}
                  onClick={() =>
                    void act(
                      () =>
                        a1.call(A1.holdRelease, {
                          query: { jobId: job.id, comment: releaseComment.trim(), type: releaseType },
                        }),
                      () => {
                        setReleaseComment('');
                        return t('onHold.released', { number: job.number });
                      },
                    )
                  }
                >
                  {t('onHold.release')}
                </Button>
              </Stack>
            )}
          </Paper>
        )}

        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="job-admin-title">
          <Typography id="job-admin-title" component="h2" variant="h6">
            {t('actions.title')}
          </Typography>
          {!jobAdmin && <Alert severity="info">{t('actions.readOnly')}</Alert>}
          {financeAdmin && (
            <Button
              sx={{ my: 1 }}
              variant="outlined"
              disabled={busy}
              onClick={() =>
                void act(
                  () => a1.call(A1.salesOrderPostSingleJob, { body: { jobId: job.id } }),
                  (answer) => {
                    const o = answer as {
                      billingStatus: string;
                      billingReference: string | null;
                      billingMessage: string | null;
                    };
                    if (o.billingStatus === 'Billed')
                      return t('actions.billed', { number: job.number, reference: o.billingReference });
                    notify(t('actions.billingFailed', { number: job.number, reason: o.billingMessage }), {
                      type: 'error',
                    });
                    return null;
                  },
                )
              }
            >
              {t('actions.billing')}
            </Button>
          )}
          {jobAdmin && job.manual && (
            <Button sx={{ my: 1, ml: financeAdmin ? 1 : 0 }} variant="outlined" onClick={() => setEditingManual(true)}>
              {t('actions.editManual')}
            </Button>
          )}
          {editingManual && (
            <ManualJobDialog
              job={job}
              onClose={() => setEditingManual(false)}
              onSaved={(saved) => {
                setEditingManual(false);
                notify(t('actions.manualSaved', { number: saved.number }), { type: 'success' });
                if (number && saved.number !== number)
                  navigate(`/volume/job-dashboard/details?number=${encodeURIComponent(saved.number)}`, {
                    replace: true,
                  });
                else void load();
              }}
            />
          )}
          {jobAdmin && (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                size="small"
                label={t('actions.comment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                helperText={csAdmin ? t('actions.voidComment') : t('actions.csOnly')}
              />
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                <Button
                  variant="outlined"
                  disabled={busy || !allowed.includes('Closed')}
                  onClick={() =>
                    void act(
                      () =>
                        a1.call(A1.closeJob, {
                          body: { jobId: job.id, version: job.version, comment: comment.trim() || undefined },
                        }),
                      statusChanged,
                    )
                  }
                >
                  {t('actions.close')}
                </Button>
                <Button
                  variant="outlined"
                  disabled={busy || !csAdmin || !comment.trim() || !['Closed', 'DNB Job Closed'].includes(job.status)}
                  onClick={() =>
                    void act(
                      () =>
                        a1.call(A1.reOpenJob, {
                          body: { jobId: job.id, version: job.version, comment: comment.trim() },
                        }),
                      statusChanged,
                    )
                  }
                >
                  {t('actions.reopen')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy || !csAdmin || !comment.trim() || !allowed.includes('Voided')}
                  onClick={() =>
                    void act(
                      () =>
                        a1.call(A1.voidJob, { body: { jobId: job.id, version: job.version, comment: comment.trim() } }),
                      statusChanged,
                    )
                  }
                >
                  {t('actions.void')}
                </Button>
              </Stack>
              <Stack direction="row" spacing={1} alignItems="center">
                <TextField
                  select
                  size="small"
                  label={t('actions.newStatus')}
                  value={nextStatus}
                  onChange={(e) => setNextStatus(e.target.value)}
                  sx={{ minWidth: 220 }}
                  disabled={!allowed.length}
                  helperText={allowed.length ? ' ' : t('actions.noTransition', { status: job.status })}
                >
                  {allowed.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  disabled={busy || !nextStatus}
                  onClick={() =>
                    void act(
                      () =>
                        a1.call(A1.updateJobStatus, {
                          body: {
                            jobId: job.id,
                            version: job.version,
                            statusId: JOB_STATUSES.indexOf(nextStatus as never) + 1,
                            comment: comment.trim() || undefined,
                          },
                        }),
                      statusChanged,
                    )
                  }
                >
                  {t('actions.changeStatus')}
                </Button>
                <FormControlLabel
                  control={
                    <Switch
                      checked={job.isMail}
                      disabled={busy}
                      onChange={(e) =>
                        void act(() =>
                          a1.call(A1.mailJob, {
                            body: { jobId: job.id, version: job.version, isMail: e.target.checked },
                          }),
                        )
                      }
                    />
                  }
                  label={t('actions.mailJob')}
                />
              </Stack>
            </Stack>
          )}
        </Paper>

        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_, v: number) => setTab(v)}
            variant="scrollable"
            aria-label={t('title', { number: job.number })}
          >
            <Tab label={t('tabs.general')} />
            <Tab label={t('tabs.parcel')} />
            <Tab label={t('tabs.mail')} />
            <Tab label={t('tabs.statusHistory')} />
            <Tab label={t('tabs.onHoldHistory')} />
            <Tab label={t('tabs.adjustments')} />
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel">
            {tab === 0 && (
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
              >
                {general.map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {tab === 1 && parcel && (
              <Stack spacing={2}>
                {(['byService', 'byStage'] as const).map((key) => (
                  <Box key={key}>
                    <Typography component="h2" variant="subtitle1">
                      {t(`parcel.${key}`)}
                    </Typography>
                    <SimpleTable
                      label={t(`parcel.${key}`)}
                      head={[t('parcel.name'), t('parcel.pieces'), t('parcel.weight')]}
                      rows={parcel[key].map((r) => [r.name, r.pieces, r.weightKg])}
                      empty={f('none')}
                    />
                  </Box>
                ))}
              </Stack>
            )}
            {tab === 2 && mail && (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, m: 0 }}>
                {(
                  [
                    [f('mail'), yesNo(mail.isMail)],
                    [f('product'), mail.productName ?? f('none')],
                    [t('mail.services'), mail.services.join(', ') || f('none')],
                    [t('mail.pieces'), mail.pieces],
                    [t('mail.bins'), mail.bins],
                    [t('mail.openBins'), mail.openBins],
                    [t('mail.receptacles'), mail.receptacles],
                  ] as [string, ReactNode][]
                ).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {tab === 3 && (
              <SimpleTable
                label={t('tabs.statusHistory')}
                head={[t('history.on'), t('history.from'), t('history.to'), t('history.comment'), t('history.by')]}
                rows={history.map((h) => [
                  when(h.changedOn),
                  h.fromStatus ?? '—',
                  h.toStatus,
                  h.comment ?? '',
                  h.changedBy,
                ])}
                empty={t('history.empty')}
              />
            )}
            {tab === 4 && (
              <SimpleTable
                label={t('tabs.onHoldHistory')}
                head={[t('holds.on'), t('holds.type'), t('holds.action'), t('holds.comment'), t('holds.by')]}
                rows={holds.map((h) => [
                  when(h.createdOn),
                  holdType(h.type),
                  h.action,
                  h.comment,
                  personName(h.createdBy),
                ])}
                empty={t('holds.empty')}
              />
            )}
            {tab === 5 && (
              <Stack spacing={2}>
                <SimpleTable
                  label={t('tabs.adjustments')}
                  head={[
                    t('adjustments.option'),
                    t('adjustments.quantity'),
                    t('adjustments.comment'),
                    t('adjustments.billed'),
                    '',
                  ]}
                  rows={adjustments.map((a) => [
                    a.option,
                    a.quantity,
                    a.comment ?? '',
                    yesNo(a.billed),
                    jobAdmin && !a.billed ? (
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() =>
                          void act(
                            () => a1.call(A1.deleteJobAdjustment, { query: { jobId: job.id, jobAdjustmentId: a.id } }),
                            () => t('adjustments.deleted'),
                          )
                        }
                      >
                        {t('adjustments.delete')}
                      </Button>
                    ) : (
                      ''
                    ),
                  ])}
                  empty={t('adjustments.empty')}
                />
                {jobAdmin && (
                  <Stack direction="row" spacing={1} alignItems="center">
                    <TextField
                      select
                      size="small"
                      label={t('adjustments.option')}
                      value={adjustment.optionId}
                      onChange={(e) => setAdjustment((a) => ({ ...a, optionId: e.target.value }))}
                      sx={{ minWidth: 220 }}
                    >
                      {options.map((o) => (
                        <MenuItem key={o.id} value={String(o.id)}>
                          {`${o.name} (${o.unit})`}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      size="small"
                      type="number"
                      label={t('adjustments.quantity')}
                      value={adjustment.quantity}
                      onChange={(e) => setAdjustment((a) => ({ ...a, quantity: e.target.value }))}
                      sx={{ width: 120 }}
                    />
                    <TextField
                      size="small"
                      label={t('adjustments.comment')}
                      value={adjustment.comment}
                      onChange={(e) => setAdjustment((a) => ({ ...a, comment: e.target.value }))}
                    />
                    <Button
                      variant="contained"
                      disabled={busy || !adjustment.optionId || !Number.isFinite(Number(adjustment.quantity))}
                      onClick={() =>
                        void act(
                          () =>
                            a1.call(A1.addJobAdjustment, {
                              body: {
                                jobId: job.id,
                                optionId: Number(adjustment.optionId),
                                quantity: Number(adjustment.quantity),
                                comment: adjustment.comment.trim() || null,
                              },
                            }),
                          () => {
                            setAdjustment({ optionId: '', quantity: '1', comment: '' });
                            return t('adjustments.added');
                          },
                        )
                      }
                    >
                      {t('adjustments.add')}
                    </Button>
                  </Stack>
                )}
                <BillingAdjustments jobId={job.id} version={adjustments} />
              </Stack>
            )}
          </Box>
        </Paper>
      </Stack>
    </Box>
  );
}
