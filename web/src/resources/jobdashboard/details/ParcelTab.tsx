/** A job's Parcel tab (Job/Parcel): pieces and weight by service and by stage. */
import { Box, Stack, Typography } from '@mui/material';
import type { JobParcel } from '@a1/shared';
import { SimpleTable } from './SimpleTable';
import { useJobDetailsText } from './useJobDetailsText';

export function ParcelTab({ parcel }: { parcel: JobParcel }) {
  const { t, f } = useJobDetailsText();
  return (
    <Stack spacing={2}>
      {(['byService', 'byStage'] as const).map((key) => (
        <Box key={key}>
          <Typography component="h2" variant="subtitle1">
            {t(`parcel.${key}`)}
          </Typography>
          <SimpleTable
            label={t(`parcel.${key}`)}
            head={[t('parcel.name'), t('parcel.pieces'), t('parcel.weight')]}
            rows={parcel[key].map((r) => [r.name, r.pieces, r.weightKg])}
            empty={f('none')}
          />
        </Box>
      ))}
    </Stack>
  );
}
