/** The info dialog (spec 3 §2 Generic dialogs): title (default 'Success!'), message, html text, 'Cancel' and 'Accept'. */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { RichTextField, useTranslate } from 'react-admin';
import { ModalDialog } from '../../forms/ModalDialog';

export interface InfoDialogProps {
  title?: string;
  message?: string;
  /** Markup shown under the message; react-admin's RichTextField sanitizes it (DOMPurify). */
  html?: string;
  onAccept: () => void;
  onCancel: () => void;
}

export function InfoDialog({ title, message, html, onAccept, onCancel }: InfoDialogProps) {
  const translate = useTranslate();
  return (
    <ModalDialog titleId="a1-info-title" size="sm" onClose={onCancel}>
      <DialogTitle id="a1-info-title">{title || translate('a1.shell.generic.success')}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText>{message}</DialogContentText>}
        {html && <RichTextField record={{ html }} source="html" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('a1.shell.cancel')}</Button>
        <Button variant="contained" onClick={onAccept} autoFocus>
          {translate('a1.shell.generic.accept')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
