/**
 * Add or Edit a record that is one required text (an issue's comment, a feature's supporting document link; spec
 * 2 §2, §4, §5): Save writes the text enabled; Delete (an existing record) asks 'Are you sure?' and writes it
 * disabled (soft delete). A failed write keeps the modal open (the caller's call said why, or nothing, spec 2 §8).
 */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { ConfirmDialog, ModalFrame } from './parts';
import { ModalActions } from './ModalActions';

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
}: {
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
}) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const run = async (isEnabled: boolean) => {
    setBusy(true);
    try {
      await write(text.trim(), isEnabled);
      onClose(true);
    } catch {
      // The modal stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ModalFrame
        titleId={titleId}
        title={title}
        onClose={() => onClose()}
        actions={
          <ModalActions
            onDelete={exists ? () => setConfirming(true) : undefined}
            deleteDisabled={readOnly || busy}
            onCancel={() => onClose()}
            onSave={() => void run(true)}
            saveDisabled={readOnly || busy || !isValid(text)}
          />
        }
      >
        <TextField
          label={label}
          required
          fullWidth
          multiline={minRows !== undefined}
          minRows={minRows}
          disabled={readOnly}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ mt: 1 }}
        />
      </ModalFrame>
      {confirming && (
        <ConfirmDialog
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            void run(false);
          }}
        />
      )}
    </>
  );
}
