/**
 * Pieces as a list that reads on a handheld's 360 px as well as on the desk (issue 26 point 7): one row per piece,
 * its barcode first, what else it carries wrapping beneath; no table wider than the screen.
 */
import { CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReceivingPiece } from '@a1/shared';
import { useLocaleFormat } from '../../shell/useLocaleFormat';

export function PieceTable({ pieces, loading }: { pieces?: readonly ReceivingPiece[]; loading: boolean }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  if (loading) return <CircularProgress aria-label={translate('a1.receiving.loading')} />;
  if (!pieces?.length) return <Typography color="text.secondary">{translate('a1.receiving.pieces.none')}</Typography>;
  return (
    <List dense aria-label={translate('a1.receiving.pieces.list')}>
      {pieces.map((p) => (
        <ListItem key={p.pieceId} divider>
          <ListItemText
            primary={p.barcode}
            secondary={[
              translate(`a1.receiving.stages.${p.stage}`, { _: p.stage }),
              `${p.weightKg} kg`,
              p.manifestNumber,
              p.scannedBy,
              p.scannedOn && format.dateTime(p.scannedOn),
            ]
              .filter(Boolean)
              .join(' · ')}
            slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
