/**
 * The footer the project-tracking modals share (spec 2 §2 Modals): an optional Delete (which the modal confirms
 * with 'Are you sure?'), what the modal puts before Cancel, Cancel, what it puts between Cancel and Save, and
 * Save (or another label, e.g. Post).
 */
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SaveShortcutButton } from '../../forms/SaveShortcutDialog';

export function ModalActions({
  onCancel,
  onSave,
  saveDisabled,
  saveLabel,
  saveBlocks,
  onDelete,
  deleteDisabled,
  leading,
  children,
}: {
  onCancel: () => void;
  onSave: () => void;
  saveDisabled: boolean;
  /** Save by default. */
  saveLabel?: string;
  /** The rules that keep Save disabled, as the button's data-blocks (the feature modal's, spec 2 §5). */
  saveBlocks?: readonly string[];
  /** Shows Delete. */
  onDelete?: () => void;
  deleteDisabled?: boolean;
  /** Before Cancel. */
  leading?: ReactNode;
  /** Between Cancel and Save. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      {onDelete && (
        <Button color="error" disabled={deleteDisabled} onClick={onDelete}>
          {translate('a1.projects.common.delete')}
        </Button>
      )}
      {leading}
      <Button onClick={onCancel}>{translate('a1.projects.common.cancel')}</Button>
      {children}
      <SaveShortcutButton
        disabled={saveDisabled}
        onClick={onSave}
        data-blocks={saveBlocks ? saveBlocks.join(' ') : undefined}
      >
        {saveLabel ?? translate('a1.projects.common.save')}
      </SaveShortcutButton>
    </>
  );
}
