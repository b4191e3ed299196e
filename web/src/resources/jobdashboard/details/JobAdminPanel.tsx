/**
 * A job's admin section: Post to Billing for finance admins, Edit Manual Job on a job keyed in by hand, and for job
 * admins close, re-open, void, change status along the transition table and mail job (read-only note otherwise).
 */
import { useState } from 'react';
import { Alert, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { A1, type JobGeneral } from '@a1/shared';
import { JOB_STATUSES } from '@a1/shared/constants/jobs';
import { nextStatuses } from '@a1/shared/rules/jobs/index';
import { useA1 } from '../../../providers/useA1';
import { ManualJobDialog } from '../ManualJobDialog';
import { useJobDetailsText } from './useJobDetailsText';
import type { JobAct } from './useJobAction';

interface Props {
  job: JobGeneral;
  /** The job number of the page's address (a renamed manual job moves the address). */
  number: string | null;
  financeAdmin: boolean;
  jobAdmin: boolean;
  csAdmin: boolean;
  busy: boolean;
  act: JobAct;
  load: () => Promise<void>;
  comment: string;
  setComment: (comment: string) => void;
  nextStatus: string;
  setNextStatus: (status: string) => void;
}

export function JobAdminPanel({
  job,
  number,
  financeAdmin,
  jobAdmin,
  csAdmin,
  busy,
  act,
  load,
  comment,
  setComment,
  nextStatus,
  setNextStatus,
}: Props) {
  const { t } = useJobDetailsText();
  const a1 = useA1();
  const notify = useNotify();
  const navigate = useNavigate();
  const [editingManual, setEditingManual] = useState(false);

  const statusChanged = (answer: unknown) => {
    const g = answer as JobGeneral;
    return t('actions.done', { number: g.number, status: g.status });
  };
  const allowed = nextStatuses(job.status);

  return (
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
                  () => a1.call(A1.voidJob, { body: { jobId: job.id, version: job.version, comment: comment.trim() } }),
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
  );
}
