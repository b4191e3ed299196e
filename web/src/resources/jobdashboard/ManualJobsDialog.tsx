/**
 * Manual Jobs (spec 2 §7 JobManual) from the operations admin job dashboard: the jobs keyed in by hand, newest
 * first, each opening its page, and New Manual Job for job admins (ManualJobDialog).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { A1, type Job } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { useRoleCheck } from '../../lookups/useSharedLookups';
import { ManualJobDialog } from './ManualJobDialog';
import { ModalDialog } from '../../forms/ModalDialog';

const MANUAL_JOBS_KEY = ['jobadmin', 'manualJobs'] as const;

export function ManualJobsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.manualJobs.${key}`, options);
  const a1 = useA1();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A failed read has shown the error dialog; the list then says none.
  const { data: jobs = null } = useQuery({
    queryKey: MANUAL_JOBS_KEY,
    queryFn: ({ signal }) => a1.call(A1.manualJobs, {}, { signal }).catch((): Job[] => []),
  });
  const jobAdmin = useRoleCheck(A1.isJobAdmin);
  const [creating, setCreating] = useState(false);

  return (
    <ModalDialog titleId="a1-manual-jobs-title" size="md" onClose={onClose}>
      <DialogTitle id="a1-manual-jobs-title">{t('title')}</DialogTitle>
      <DialogContent>
        {jobs === null ? (
          <Typography role="status">
            <CircularProgress size={16} /> {t('loading')}
          </Typography>
        ) : jobs.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('number')}</TableCell>
                <TableCell>{t('customer')}</TableCell>
                <TableCell>{t('office')}</TableCell>
                <TableCell>{t('type')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell>{t('open')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((j) => (
                <TableRow key={j.id}>
                  <TableCell>{j.number}</TableCell>
                  <TableCell>{j.customer}</TableCell>
                  <TableCell>{j.location}</TableCell>
                  <TableCell>{j.type}</TableCell>
                  <TableCell>{j.status}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={t('openJob', { number: j.number })}
                      onClick={() => navigate(`/volume/job-dashboard/details?number=${encodeURIComponent(j.number)}`)}
                    >
                      {t('open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {jobAdmin && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('new')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {creating && (
        <ManualJobDialog
          onClose={() => setCreating(false)}
          onSaved={(job) => {
            setCreating(false);
            notify(t('created', { number: job.number }), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: MANUAL_JOBS_KEY });
          }}
        />
      )}
    </ModalDialog>
  );
}
