/**
 * Automated Billing Job Queue (Finance side menu, `finance/automated-billing-job-queue`, issue 29 point 1).
 *
 * Our design, where the spec shows only the menu entry: the queue is what the server already keeps. Each post of
 * `GlobeSapBilling/SalesOrderPost/SingleJob` records its outcome on the job (Billed with the billing system's
 * reference, or Failed with the reason), so `GlobeSapBilling/SalesOrderPost/Queue` lists the failed posts first, then
 * the closed jobs waiting to be billed, then the billed ones. A finance admin posts a waiting job (Post) or posts a
 * failed one again (Retry) with the same SingleJob call; anyone else with the menu entry reads the list only.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { A1, type BillingOutcome, type BillingQueueJob } from '@a1/shared';
import { BILLING_STATES } from '@a1/shared/constants/jobs';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLocaleFormat } from '../../shell/useLocaleFormat';
import { useIsFinanceAdmin } from '../jobdashboard/useJobContext';
import { failureText } from './failureText';

type State = (typeof BILLING_STATES)[number];
const STATE_COLOR: Record<string, 'default' | 'success' | 'error'> = {
  Unbilled: 'default',
  Billed: 'success',
  Failed: 'error',
};

/** The queue's query key: a post reads it again. */
const BILLING_QUEUE_KEY = ['finance', 'billingQueue'] as const;

export function BillingQueuePage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.finance.queue.${key}`, options);
  const a1 = useA1();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dbName = useDbName();
  const format = useLocaleFormat();
  const [filter, setFilter] = useState<State | 'all'>('all');

  // Quiet: the page says what failed. The guard lets anyone reach this page (shell §6 skip list); the server answers
  // only staff whose roles open it, so a refusal says whose page it is, not "HTTP 403". The words follow the user's
  // language at each render.
  const queue = useQuery({
    queryKey: BILLING_QUEUE_KEY,
    queryFn: () => a1.call(A1.billingQueue, undefined, { quiet: true }),
  });
  const error = failureText(queue.error, t);
  const jobs: BillingQueueJob[] | null = queue.data ?? (queue.isError ? [] : null);
  // Only a finance admin posts; anyone else with the menu entry reads the list (a failed check reads as "not one").
  const financeAdmin = useIsFinanceAdmin({ quiet: true });

  const counts = useMemo(() => {
    const byState: Record<string, number> = {};
    for (const job of queue.data ?? []) byState[job.billingStatus] = (byState[job.billingStatus] ?? 0) + 1;
    return byState;
  }, [queue.data]);
  const shown = (jobs ?? []).filter((job) => filter === 'all' || job.billingStatus === filter);

  // A post (or a retry) says what the billing system answered, then the queue is read again: the job moves.
  const posting = useMutation({
    mutationFn: (job: BillingQueueJob) => a1.call(A1.salesOrderPostSingleJob, { body: { jobId: job.jobId } }),
    onSuccess: (outcome: BillingOutcome, job) => {
      if (outcome.billingStatus === 'Billed')
        notify(t('billed', { number: job.number, reference: outcome.billingReference }), { type: 'success' });
      else notify(t('failed', { number: job.number, reason: outcome.billingMessage ?? '' }), { type: 'error' });
    },
    onError: (e) => notify((e as Error).message, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BILLING_QUEUE_KEY }),
  });
  const post = (job: BillingQueueJob) => posting.mutate(job);

  return (
    <Box component="section" sx={{ p: 3 }} aria-labelledby="a1-billing-queue-heading">
      <Title title={t('title')} />
      <Typography id="a1-billing-queue-heading" component="h1" variant="h4" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {!financeAdmin && jobs !== null && !error && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {jobs === null ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Stack>
      ) : jobs.length === 0 ? (
        !error && <Typography role="status">{t('empty')}</Typography>
      ) : (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_e, value: State | 'all' | null) => value && setFilter(value)}
            aria-label={t('filterLabel')}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="all">{t('all', { count: jobs.length })}</ToggleButton>
            {BILLING_STATES.map((state) => (
              <ToggleButton key={state} value={state}>
                {`${t(`states.${state}`)} (${counts[state] ?? 0})`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.number')}</TableCell>
                  <TableCell>{t('columns.customer')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell>{t('columns.closedOn')}</TableCell>
                  <TableCell>{t('columns.billing')}</TableCell>
                  <TableCell>{t('columns.outcome')}</TableCell>
                  <TableCell>{t('columns.billedOn')}</TableCell>
                  {financeAdmin && <TableCell>{t('columns.action')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((job) => (
                  <TableRow key={job.jobId} data-testid="a1-billing-row">
                    <TableCell>{job.number}</TableCell>
                    <TableCell>{job.customer}</TableCell>
                    <TableCell>{dbName(job.status)}</TableCell>
                    <TableCell>{format.date(job.closedOn)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATE_COLOR[job.billingStatus] ?? 'default'}
                        label={t(`states.${job.billingStatus}`)}
                      />
                    </TableCell>
                    <TableCell>
                      {job.billingReference
                        ? t('reference', { reference: job.billingReference })
                        : (job.billingMessage ?? '')}
                    </TableCell>
                    <TableCell>{format.dateTime(job.billedOn)}</TableCell>
                    {financeAdmin && (
                      <TableCell>
                        {job.billingStatus !== 'Billed' && (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={posting.isPending}
                            aria-label={t(job.billingStatus === 'Failed' ? 'retryLabel' : 'postLabel', {
                              number: job.number,
                            })}
                            onClick={() => void post(job)}
                          >
                            {t(job.billingStatus === 'Failed' ? 'retry' : 'post')}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
