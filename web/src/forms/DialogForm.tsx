/**
 * A dialog whose content is one react-admin Form (design §4 Forms; Atomic CRM's forms in an overlay): fields
 * checked as they change, no browser validation and no react-admin "form is not valid" notification (each field
 * says what is wrong, and the submit button may wait for valid fields, see SubmitButton). A SaveShortcutDialog:
 * Ctrl+S or Ctrl+Enter submits while the SubmitButton is enabled, Esc closes (onClose), the first field has the focus.
 */
import type { ReactNode } from 'react';
import { DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { ModalDialog } from './ModalDialog';

interface Props<V extends FieldValues> {
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  onClose: () => void;
  /** The values the form starts from: a record read from the server, or defaults of a new one (null: unchosen). */
  record?: Partial<RaRecord>;
  defaultValues?: Record<string, unknown>;
  /** Submits the values; answers field messages (e.g. a server's refusal) to show on the fields, or nothing. */
  onSubmit: (values: V) => unknown;
  children: ReactNode;
  actions: ReactNode;
  /** The dialog's width: xs unless the form needs more (the project-tracking modals are extra large, spec 2 §2). */
  maxWidth?: 'xs' | 'sm' | 'md' | 'xl';
  /** Lines between the title, the content and the actions (the project-tracking modals). */
  dividers?: boolean;
}

export function DialogForm<V extends FieldValues>({
  titleId,
  title,
  onClose,
  record,
  defaultValues,
  onSubmit,
  children,
  actions,
  maxWidth = 'xs',
  dividers = false,
}: Props<V>) {
  return (
    <ModalDialog titleId={titleId} size={maxWidth} onClose={onClose}>
      <Form
        record={record}
        defaultValues={defaultValues}
        mode="onChange"
        noValidate
        disableInvalidFormNotification
        onSubmit={(values: FieldValues) => onSubmit(values as V)}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        <DialogActions>{actions}</DialogActions>
      </Form>
    </ModalDialog>
  );
}
