/** A job's Mail tab (Job/Mail): product, services, pieces, bins and receptacles as a definition list. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { JobMail } from '@a1/shared';
import { useJobDetailsText } from './useJobDetailsText';

export function MailTab({ mail }: { mail: JobMail }) {
  const { t, f, yesNo } = useJobDetailsText();
  return (
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
  );
}
