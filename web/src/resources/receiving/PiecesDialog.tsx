/** A job's pieces at one stage (GET DashboardPiece), from a count of the receiving dashboard (issue 26 point 2). */
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PieceStage } from '@a1/shared/constants/jobs';
import { PieceTable } from './PieceTable';
import { useJobPieces } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

interface Props {
  jobId: number;
  number: string;
  stage: PieceStage;
  onClose: () => void;
}

export function PiecesDialog({ jobId, number, stage, onClose }: Props) {
  const translate = useTranslate();
  const pieces = useJobPieces(jobId, stage);
  return (
    <ModalDialog titleId="receiving-pieces-title" size="md" onClose={onClose}>
      <DialogTitle id="receiving-pieces-title">
        {translate('a1.receiving.pieces.title', { number, stage: translate(`a1.receiving.stages.${stage}`) })}
      </DialogTitle>
      <DialogContent>
        <PieceTable pieces={pieces.data} loading={pieces.isPending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
