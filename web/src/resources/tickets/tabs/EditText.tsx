/** The edit dialog of one text in a tab's list: a comment, a checklist item, a subscribed e-mail. */
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canSaveText } from '@a1/shared/rules/ticketing/index';
import { ModalDialog } from '../../../forms/ModalDialog';

/** A small edit dialog of one text value, with Save, Delete and Cancel. */
export function EditText({
  title,
  label,
  initial,
  onSave,
  onDelete,
  onClose,
  saveLabel,
}: {
  title: string;
  label: string;
  initial: string;
  onSave: (text: string) => void;
  onDelete: () => void;
  onClose: () => void;
  saveLabel?: string;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  return (
    <ModalDialog titleId="ticket-edit-text" size="sm" onClose={onClose}>
      <DialogTitle id="ticket-edit-text">{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
          {translate('a1.ticketing.comments.delete')}
        </Button>
        <Button onClick={onClose}>{translate('a1.ticketing.comments.cancel')}</Button>
        <Button variant="contained" disabled={!canSaveText(text)} onClick={() => onSave(text.trim())}>
          {saveLabel ?? translate('a1.ticketing.comments.save')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
