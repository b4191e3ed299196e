/** The generic input dialog (shell §2): title, label, submit text, optional textarea. */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { MESSAGES } from '@a1/shared';
import { useTranslate } from 'react-admin';

export interface InputDialogProps {
  open: boolean;
  title: string;
  label: string;
  submitText: string;
  textarea?: boolean;
  initialValue?: string;
  /** Extra check beyond "required"; return a message to block submission. */
  validate?: (value: string) => string | undefined;
  onSubmit: (value: string) => void | Promise<void>;
  onClose: () => void;
  busy?: boolean;
  error?: string;
}

export function InputDialog({ open, title, label, submitText, textarea, initialValue = '', validate, onSubmit, onClose, busy, error }: InputDialogProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const problem = !value.trim() ? MESSAGES.required : validate?.(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) void onSubmit(value.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="a1-input-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="a1-input-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={label} value={value} onChange={(e) => setValue(e.target.value)} onBlur={() => setTouched(true)} autoFocus fullWidth
            multiline={textarea} minRows={textarea ? 3 : undefined} margin="dense"
            error={(touched && !!problem) || !!error} helperText={error ?? (touched ? problem : undefined)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || (touched && !!problem)}>{submitText}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
