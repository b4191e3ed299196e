/**
 * The generic input dialog (shell §2): title, label, submit text, optional textarea. It is also the frame of the
 * single-input dialog (spec 3 §2), which adds a message, disables Submit while empty and puts Delete where Cancel is.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { MESSAGES } from '@a1/shared';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../../forms/ModalDialog';

export interface InputDialogProps {
  title: string;
  label: string;
  submitText: string;
  textarea?: boolean;
  initialValue?: string;
  /** Text above the field. */
  message?: string;
  /** Submit stays disabled while the input is empty, instead of telling '*Required' on submit. */
  disableWhenEmpty?: boolean;
  /** Shown in place of the Cancel button. */
  secondaryAction?: ReactNode;
  /** Extra check beyond "required"; return a message to block submission. */
  validate?: (value: string) => string | undefined;
  onSubmit: (value: string) => void | Promise<void>;
  onClose: () => void;
  busy?: boolean;
  error?: string;
}

export function InputDialog({
  title,
  label,
  submitText,
  textarea,
  initialValue = '',
  message,
  disableWhenEmpty,
  secondaryAction,
  validate,
  onSubmit,
  onClose,
  busy,
  error,
}: InputDialogProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const empty = !value.trim();
  const problem = empty ? MESSAGES.required : validate?.(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) void onSubmit(value.trim());
  };
  return (
    <ModalDialog titleId="a1-input-title" size="xs" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="a1-input-title">{title}</DialogTitle>
        <DialogContent>
          {message && <DialogContentText>{message}</DialogContentText>}
          <TextField
            label={label}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onBlur={() => setTouched(true)}
            autoFocus
            fullWidth
            multiline={textarea}
            minRows={textarea ? 3 : undefined}
            margin="dense"
            error={(touched && !!problem) || !!error}
            helperText={error ?? (touched ? problem : undefined)}
          />
        </DialogContent>
        <DialogActions>
          {secondaryAction ?? <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>}
          <Button
            type="submit"
            variant="contained"
            disabled={busy || (touched && !!problem) || (disableWhenEmpty && empty)}
          >
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
