/**
 * A receiving job at the dock (operations/receiving/job/{number}, issue 26 points 3 and 4): the job read by its number
 * (useGetOne on receiving-jobs), its actions (status, e-mail to the customer's rep, SCD PDF, piece labels), and tabs:
 * Scan (the wedge scanner's queue and the pieces received), Details (the dock's fields), Costs, Attachments, History.
 * Scan comes first: the dock opens a job to scan.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import type { ReceivingJobRecord } from '../../providers/resources/receivingJobs';
import { JobActions } from './JobActions';
import { JobDetailsForm } from './JobDetailsForm';
import { JobCosts } from './JobCosts';
import { JobAttachments } from './JobAttachments';
import { JobHistory } from './JobHistory';
import { JobScan } from './JobScan';
import { RECEIVING_PATH } from './paths';
import { useStatusName } from './queries';

const TABS = ['scan', 'details', 'costs', 'attachments', 'history'] as const;
type JobTab = (typeof TABS)[number];

export function JobPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.job.${key}`, options);
  const { number = '' } = useParams();
  const statusName = useStatusName();
  const [tab, setTab] = useState<JobTab>('scan');
  const {
    data: job,
    error,
    isPending,
  } = useGetOne<ReceivingJobRecord>('receiving-jobs', { id: number }, { retry: false });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, overflowX: 'hidden' }}>
      <Title title={t('title', { number })} />
      <Button component={RouterLink} to={RECEIVING_PATH} sx={{ minHeight: 48, mb: 1 }}>
        {translate('a1.receiving.backToDashboard')}
      </Button>
      {isPending ? (
        <Typography>{translate('a1.receiving.loading')}</Typography>
      ) : error || !job ? (
        <Alert severity="error">{t('notFound', { number })}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
              {t('title', { number: job.number })}
            </Typography>
            <Chip label={statusName(job.status)} color="primary" variant="outlined" data-testid="job-status" />
          </Stack>
          <Typography color="text.secondary" gutterBottom>
            {[job.customer, job.location, job.type, t('pieces', { smart_count: job.pieces }), `${job.weightKg} kg`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <JobActions job={job} />
          <Paper variant="outlined" sx={{ mt: 2 }}>
            <Tabs
              value={tab}
              onChange={(_e, next: JobTab) => setTab(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('tabs')}
            >
              {TABS.map((key) => (
                <Tab key={key} value={key} label={t(`tab.${key}`)} sx={{ minHeight: 48 }} />
              ))}
            </Tabs>
            <Box sx={{ p: { xs: 1, sm: 2 } }} role="tabpanel" aria-label={t(`tab.${tab}`)}>
              {tab === 'scan' && <JobScan job={job} />}
              {tab === 'details' && <JobDetailsForm job={job} />}
              {tab === 'costs' && <JobCosts jobId={job.jobId} />}
              {tab === 'attachments' && <JobAttachments job={job} />}
              {tab === 'history' && <JobHistory jobId={job.jobId} />}
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}
