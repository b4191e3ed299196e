/**
 * Add or Edit a record that is one required text (an issue's comment, a feature's supporting document link; spec
 * 2 §2, §4, §5): a react-admin Form whose Save writes the text enabled once the shared rule accepts it; Delete (an
 * existing record) asks 'Are you sure?' and writes it disabled (soft delete). A failed write keeps the modal open
 * (the caller's call said why, or nothing, spec 2 §8).
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogForm } from '../../forms/DialogForm';
import { SubmitButton } from '../../forms/inputs';
import { required } from '../../forms/validators';

interface Props {
  titleId: string;
  title: string;
  label: string;
  initial: string;
  /** An existing record: Delete shows. */
  exists: boolean;
  /** Multi-line with this many rows; none: one line. */
  minRows?: number;
  isValid: (text: string) => boolean;
  readOnly: boolean;
  /** Writes the record: the text enabled (Save) or disabled (Delete); rejects when the write failed. */
  write: (text: string, isEnabled: boolean) => Promise<unknown>;
  onClose: (saved?: boolean) => void;
}

export function SingleTextDialog({
  titleId,
  title,
  label,
  initial,
  exists,
  minRows,
  isValid,
  readOnly,
  write,
  onClose,
}: Props) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({ mutationFn: () => write(initial, false), onSuccess: () => onClose(true) });
  const save = async ({ text }: { text: string }) => {
    try {
      await write(text.trim(), true);
      onClose(true);
    } catch {
      // The modal stays open, its Save enabled again.
    }
  };
  return (
    <>
      <DialogForm<{ text: string }>
        titleId={titleId}
        title={title}
        onClose={() => onClose()}
        record={{ text: initial }}
        onSubmit={save}
        maxWidth="xl"
        dividers
        actions={
          <>
            {exists && (
              <Button color="error" disabled={readOnly || remove.isPending} onClick={() => setConfirming(true)}>
                {translate('a1.projects.common.delete')}
              </Button>
            )}
            <Button onClick={() => onClose()}>{translate('a1.projects.common.cancel')}</Button>
            <SaveWhenValid isValid={isValid} busy={readOnly || remove.isPending} />
          </>
        }
      >
        <TextInput
          source="text"
          label={label}
          validate={required}
          multiline={minRows !== undefined}
          minRows={minRows}
          disabled={readOnly}
          helperText={false}
          sx={{ mt: 1 }}
        />
      </DialogForm>
      {confirming && (
        <ConfirmDialog
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            remove.mutate();
          }}
        />
      )}
    </>
  );
}

/** Save, enabled while the text is valid by the caller's rule. */
function SaveWhenValid({ isValid, busy }: { isValid: (text: string) => boolean; busy: boolean }) {
  const translate = useTranslate();
  const text: string = useWatch({ name: 'text' }) ?? '';
  return <SubmitButton label={translate('a1.projects.common.save')} busy={busy || !isValid(text.trim())} />;
}
