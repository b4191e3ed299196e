/**
 * Volume summary (volume/summary, shell §2 Routes): the jobs of the job dashboard's default Created On range
 * (60 days ago to 1 day ahead), counted by status (with the status icons) and by customer.
 */
import { useMemo, useState } from 'react';
import {
  Box,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { Job, JobStatusCount } from '@a1/shared';
import { defaultJobRange } from '@a1/shared/rules/jobs/index';
import { useDbName } from '../../providers/i18nProvider';
import { JobStatusIcon } from './statusIcons';
import { formatNumber } from '../../shell/useLocaleFormat';

export function VolumeSummaryPage() {
  const translate = useTranslate();
  const dbName = useDbName();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.summary.${key}`, options);
  const [range] = useState(defaultJobRange);
  // The one reader of Job/All (the jobs resource, as the job dashboard reads it): the jobs, the counts in its meta.
  const { data, meta } = useGetList<Job>('jobs', { filter: range });
  const answer = useMemo(
    () =>
      data ? { jobs: data, statuses: (meta as { statuses?: JobStatusCount[] } | undefined)?.statuses ?? [] } : null,
    [data, meta],
  );
  const byCustomer = useMemo(() => {
    const counts = new Map<string, number>();
    for (const job of answer?.jobs ?? []) counts.set(job.customer, (counts.get(job.customer) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }, [answer]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('range', { start: range.startDate, end: range.endDate })}</Typography>
      {!answer ? (
        <Box role="status">
          <CircularProgress size={20} /> {t('loading')}
        </Box>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <Paper variant="outlined">
            <Table size="small" aria-label={t('byStatus')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell align="right">{t('jobs')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.statuses.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <Stack direction="row" spacing={1} alignItems="center">
                        <JobStatusIcon status={s.name} />
                        <span>{dbName(s.name)}</span>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">{formatNumber(s.count)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatNumber(answer.jobs.length)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
          <Paper variant="outlined">
            <Table size="small" aria-label={t('byCustomer')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('customer')}</TableCell>
                  <TableCell align="right">{t('jobs')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {byCustomer.map(([customer, count]) => (
                  <TableRow key={customer}>
                    <TableCell>{customer}</TableCell>
                    <TableCell align="right">{formatNumber(count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
