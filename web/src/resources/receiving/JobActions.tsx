/**
 * A job's actions at the dock (issue 26 point 3): its status changed along the transition table (GET JobStatus),
 * the e-mail to the customer's rep with its outcome shown (and the last one the job records), the SCD PDF, and the
 * office's print settings the labels follow.
 */
import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { nextStatuses } from '@a1/shared/rules/jobs/transitions';
import type { ReceivingJobRecord } from '../../providers/resources/receivingJobs';
import { useJobStatus, useRepEmail, useScdDownload } from './mutations';
import { usePrintSetting, useReceivingDashboard, useStatusName } from './queries';

export function JobActions({ job }: { job: ReceivingJobRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.job.${key}`, options);
  const statusName = useStatusName();
  const dashboard = useReceivingDashboard();
  const printSetting = usePrintSetting();
  const status = useJobStatus(job.jobId);
  const email = useRepEmail(job.jobId);
  const scd = useScdDownload();
  const [target, setTarget] = useState('');
  const allowed = (dashboard.data?.statuses ?? []).filter((s) => nextStatuses(job.status).includes(s.name));
  const outcome = email.data ?? (job.emailOutcome ? { sent: true, outcome: job.emailOutcome } : undefined);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ flex: '1 1 260px' }}>
          <TextField
            select
            label={t('changeStatus')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            disabled={allowed.length === 0}
            helperText={allowed.length === 0 ? t('finalStatus') : undefined}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {allowed.map((s) => (
              <MenuItem key={s.statusId} value={String(s.statusId)} sx={{ minHeight: 48 }}>
                {statusName(s.name)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!target || status.isPending}
            onClick={() => status.mutate(Number(target), { onSuccess: () => setTarget('') })}
            sx={{ minHeight: 56 }}
          >
            {t('applyStatus')}
          </Button>
        </Stack>
        <Button
          variant="outlined"
          onClick={() => email.mutate(undefined)}
          disabled={email.isPending}
          sx={{ minHeight: 48 }}
        >
          {t('emailRep')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => scd.mutate({ jobId: job.jobId, number: job.number })}
          disabled={scd.isPending}
          sx={{ minHeight: 48 }}
        >
          {t('downloadScd')}
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.sent ? 'success' : 'warning'} role="status" data-testid="rep-email-outcome">
          {outcome.outcome}
        </Alert>
      )}
      {printSetting.data && (
        <Typography variant="body2" color="text.secondary">
          {t('printSetting', {
            location: printSetting.data.location ?? t('defaultOffice'),
            copies: printSetting.data.labelCopiesPerPiece,
            onScan: translate(
              printSetting.data.printLabelOnScan ? 'a1.receiving.job.onScanYes' : 'a1.receiving.job.onScanNo',
            ),
            scd: printSetting.data.scdCopies,
          })}
        </Typography>
      )}
    </Stack>
  );
}
