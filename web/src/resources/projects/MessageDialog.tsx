import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A message with a single OK (the clone success dialog has no cancel, spec 2 §4). */
export function MessageDialog({ title, message, onOk }: { title: string; message: string; onOk: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open aria-labelledby="a1-project-message-title" aria-describedby="a1-project-message" maxWidth="sm">
      <DialogTitle id="a1-project-message-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="a1-project-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {translate('a1.projects.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
