import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../../forms/ModalDialog';

/** A message with a single OK (the clone success dialog has no cancel, spec 2 §4). */
export function MessageDialog({ title, message, onOk }: { title: string; message: string; onOk: () => void }) {
  const translate = useTranslate();
  return (
    // No Cancel (spec 2 §4); Esc answers as OK does.
    <ModalDialog titleId="a1-project-message-title" descriptionId="a1-project-message" size="sm" onClose={onOk}>
      <DialogTitle id="a1-project-message-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="a1-project-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {translate('a1.projects.common.ok')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
