/**
 * Billing adjustments (spec 2 §7 BillingJobAdjustment) on a job's Adjustments tab: the adjustments still waiting
 * for the billing system, oldest first, which Post to Billing sends with the job's sales order.
 */
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, type JobAdjustment } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { usePersonName } from '../../people/staff';
import { formatDateTime } from '../../shell/useLocaleFormat';

interface Props {
  jobId: number;
  /** Changes whenever the job's adjustments may have changed (added, deleted, billed). */
  version: unknown;
}

export function BillingAdjustments({ jobId, version }: Props) {
  const personName = usePersonName();
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.jobdashboard.details.billingAdjustments.${key}`);
  const a1 = useA1();
  // Read again whenever `version` changes; a failed read shows as none waiting.
  const { data: rows = null } = useQuery({
    queryKey: ['jobadmin', 'billingAdjustments', jobId, version],
    queryFn: ({ signal }) =>
      a1.call(A1.billingJobAdjustments, { query: { jobId } }, { quiet: true, signal }).catch((): JobAdjustment[] => []),
  });

  return (
    <section aria-labelledby="a1-billing-adjustments-title">
      <Typography id="a1-billing-adjustments-title" component="h3" variant="subtitle1">
        {t('title')}
      </Typography>
      {rows === null ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('option')}</TableCell>
              <TableCell>{t('quantity')}</TableCell>
              <TableCell>{t('by')}</TableCell>
              <TableCell>{t('on')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.option}</TableCell>
                <TableCell>{r.quantity}</TableCell>
                <TableCell>{personName(r.createdBy)}</TableCell>
                <TableCell>{formatDateTime(r.createdOn)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
