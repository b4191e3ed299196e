/**
 * A job's On hold section, shown while the job is on hold: since when and why, who works it (the assignment
 * override for customer-service admins), the hold's comments and, for job admins, HoldRelease with a comment.
 */
import { useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { A1, type HoldEvent, type JobGeneral, type OnHoldInfo } from '@a1/shared';
import { useA1 } from '../../../providers/useA1';
import { HoldAssignment } from '../HoldAssignment';
import { SimpleTable } from './SimpleTable';
import { useJobDetailsText, when } from './useJobDetailsText';
import type { JobAct } from './useJobAction';

interface Props {
  job: JobGeneral;
  hold: OnHoldInfo | null;
  holdComments: HoldEvent[];
  jobAdmin: boolean;
  csAdmin: boolean;
  busy: boolean;
  act: JobAct;
  load: () => Promise<void>;
  personName: (value: string | null | undefined) => string;
}

export function HoldPanel({ job, hold, holdComments, jobAdmin, csAdmin, busy, act, load, personName }: Props) {
  const { t, holdType } = useJobDetailsText();
  const a1 = useA1();
  // Kept while the job is off hold (the section stays mounted and shows nothing): a later hold shows them again.
  const [releaseComment, setReleaseComment] = useState('');
  const [releaseType, setReleaseType] = useState<'onHold' | 'cs' | 'ops'>('ops');

  if (!hold?.onHold) return null;
  return (
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
  );
}
