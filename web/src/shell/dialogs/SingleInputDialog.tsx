/**
 * The single-input dialog (spec 3 §2 Generic dialogs): title, message, label, 'Delete' (enabled only when
 * allowed) and 'Submit' (disabled while the input is empty).
 */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InputDialog, type InputDialogProps } from './InputDialog';

export interface SingleInputDialogProps extends Omit<
  InputDialogProps,
  'submitText' | 'disableWhenEmpty' | 'secondaryAction'
> {
  submitText?: string;
  canDelete?: boolean;
  onDelete?: () => void;
}

export function SingleInputDialog({ submitText, canDelete, onDelete, ...props }: SingleInputDialogProps) {
  const translate = useTranslate();
  const deleteButton = (
    <Button color="error" disabled={!canDelete || !onDelete} onClick={onDelete}>
      {translate('a1.shell.generic.delete')}
    </Button>
  );
  return (
    <InputDialog
      {...props}
      submitText={submitText ?? translate('a1.shell.submit')}
      disableWhenEmpty
      secondaryAction={deleteButton}
    />
  );
}
