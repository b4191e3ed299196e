/** A job's General tab (Job/General): its fields as a definition list. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { JobGeneral } from '@a1/shared';
import { useDbName } from '../../../providers/i18nProvider';
import { useJobDetailsText, when } from './useJobDetailsText';

export function GeneralTab({ job }: { job: JobGeneral }) {
  const { f, yesNo } = useJobDetailsText();
  const dbName = useDbName();
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
  return (
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
  );
}
