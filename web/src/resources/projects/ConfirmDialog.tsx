import { Button, DialogActions, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../../forms/ModalDialog';

/** The delete confirmation (spec 2 §2): 'Are you sure?' with Yes and No. */
export function ConfirmDialog({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const translate = useTranslate();
  return (
    <ModalDialog titleId="a1-project-confirm-title" size="xs" onClose={onNo}>
      <DialogTitle id="a1-project-confirm-title">{translate('a1.projects.common.areYouSure')}</DialogTitle>
      <DialogActions>
        <Button onClick={onNo}>{translate('a1.projects.common.no')}</Button>
        <Button variant="contained" color="error" onClick={onYes} autoFocus>
          {translate('a1.projects.common.yes')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
