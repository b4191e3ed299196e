/** The error dialog (shell §2): red Error header, the message split by line, a close button. */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { onErrorDialog, type ErrorDialogRequest } from './errorBus';

export function ErrorDialog() {
  const translate = useTranslate();
  const [request, setRequest] = useState<ErrorDialogRequest | null>(null);
  useEffect(() => onErrorDialog(setRequest), []);
  if (!request) return null;
  return (
    <Dialog open onClose={() => setRequest(null)} aria-labelledby="a1-error-title">
      <DialogTitle id="a1-error-title" sx={{ bgcolor: 'error.main', color: 'error.contrastText' }}>{translate('a1.shell.error')}</DialogTitle>
      <DialogContent sx={{ pt: 2 }}>
        {request.message.split('\n').map((line, i) => <Typography key={i} sx={{ mt: i === 0 ? 2 : 0 }}>{line}</Typography>)}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setRequest(null)} autoFocus>{translate('a1.shell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
