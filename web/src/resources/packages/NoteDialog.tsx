/**
 * A package note's dialog (issue 25 point 4): add (CreateBase) or edit (EditBase) on the package-notes resource, a
 * react-admin Form whose note input is checked by the shared note rule. Saving invalidates the package's timeline,
 * where the note shows at once; the notes list is react-admin's own and refreshes by itself.
 */
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, EditBase, Form, TextInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { packageNoteIssue, PACKAGE_LIMITS, type PackageNote } from '@a1/shared';
import { SubmitButton } from '../../forms/inputs';
import { packageChanged } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

const validNote: Validator = Object.assign(
  (value: unknown) => {
    const issue = packageNoteIssue(value as string | null | undefined);
    if (!issue) return undefined;
    if (issue.kind === 'required') return 'a1.packages.notes.required';
    return { message: 'a1.packages.notes.tooLong', args: { length: issue.length, max: issue.max } };
  },
  { isRequired: true },
);

interface Props {
  packageId: number;
  trackingNumber: string;
  /** The note to edit; none: a new note. */
  note?: PackageNote & { id: number };
  onClose: () => void;
}

function NoteForm({ title, onClose }: { title: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Form noValidate disableInvalidFormNotification>
      <DialogTitle id="package-note-title">{title}</DialogTitle>
      <DialogContent>
        <TextInput
          source="note"
          label="a1.packages.notes.note"
          validate={validNote}
          multiline
          minRows={3}
          maxRows={12}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: PACKAGE_LIMITS.note } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SubmitButton label={translate('a1.packages.notes.save')} />
      </DialogActions>
    </Form>
  );
}

export function NoteDialog({ packageId, trackingNumber, note, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settled = () => packageChanged(queryClient, packageId);
  return (
    <ModalDialog titleId="package-note-title" size="sm" onClose={onClose}>
      {note ? (
        <EditBase
          resource="package-notes"
          id={note.id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ meta: { packageId }, placeholderData: note }}
          mutationOptions={{
            meta: { packageId },
            onSuccess: () => {
              notify(translate('a1.packages.notes.saved'), { type: 'success' });
              onClose();
            },
            onSettled: settled,
          }}
        >
          <NoteForm title={translate('a1.packages.notes.editTitle')} onClose={onClose} />
        </EditBase>
      ) : (
        <CreateBase
          resource="package-notes"
          record={{ packageId, note: '' }}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify(translate('a1.packages.notes.added'), { type: 'success' });
              onClose();
            },
            onSettled: settled,
          }}
        >
          <NoteForm title={translate('a1.packages.notes.addTitle', { number: trackingNumber })} onClose={onClose} />
        </CreateBase>
      )}
    </ModalDialog>
  );
}
