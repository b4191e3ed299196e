/**
 * The edit dialog of a resource (design §4 Forms; Atomic CRM's EditSheet): CreateBase for a new record or EditBase
 * (pessimistic) for a stored one, around one react-admin Form in a SaveShortcutDialog (Ctrl+S saves, Esc closes).
 * Until the record is there the dialog shows its title, a loading state and Cancel. A save answered 200 calls
 * `onSaved`; a refused one keeps the dialog open as typed (the error dialog has said why, so react-admin's own
 * notification is not shown twice); a stored record that cannot be read closes the dialog.
 *
 * react-admin's own access check (canAccess, edit or create of the resource) is off: the dialog opens from screens
 * that are not the resource's (the CRFs view read-only, Submit CRF from the user menu, a ticket's feature), the
 * screen's guard already let the user there, and the server decides what the caller may read and write.
 */
import { useMemo, type ReactNode } from 'react';
import { Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  CreateBase,
  EditBase,
  Form,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { ModalDialog } from './ModalDialog';

interface Props<V extends FieldValues> {
  resource: string;
  /** The stored record; null: a new one. */
  id: Identifier | null;
  /** A new record's starting values (undefined while what they come from loads). */
  newValues?: V;
  /** A stored record as the form's inputs hold it. */
  toValues: (record: RaRecord) => V;
  /** The values as the resource's create and update take them; an update also sends the version it read. */
  body: (values: V) => object;
  /** What a create sends besides (e.g. the new feature's pending files). */
  newBody?: (values: V) => object;
  onSaved: () => void;
  onClose: () => void;
  titleId: string;
  title: string;
  /** A dialog with tabs keeps one height on every tab. */
  tabbed?: boolean;
  /** The dialog's content and its buttons (a SubmitButton saves), inside the form. */
  children: ReactNode;
  actions: ReactNode;
}

export function ResourceDialog<V extends FieldValues>(props: Props<V>) {
  const { resource, id, newValues, body, newBody, onSaved, onClose, titleId, tabbed } = props;
  const mutationOptions = { onSuccess: onSaved, onError: () => undefined };
  const created = (values: FieldValues) => ({ ...body(values as V), ...newBody?.(values as V) });
  const updated = (values: FieldValues) => ({ version: values.version, ...body(values as V) });
  return (
    <ModalDialog titleId={titleId} size="xl" tabbed={tabbed} onClose={onClose}>
      {id === null ? (
        <CreateBase
          disableAuthentication
          resource={resource}
          record={newValues}
          redirect={false}
          transform={created}
          mutationOptions={mutationOptions}
        >
          <RecordForm {...props} />
        </CreateBase>
      ) : (
        <EditBase
          disableAuthentication
          resource={resource}
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          transform={updated}
          queryOptions={{ meta: { quiet: true }, onError: onClose }}
          mutationOptions={mutationOptions}
        >
          <RecordForm {...props} />
        </EditBase>
      )}
    </ModalDialog>
  );
}

function RecordForm<V extends FieldValues>({ id, toValues, titleId, title, onClose, children, actions }: Props<V>) {
  const translate = useTranslate();
  const record = useRecordContext();
  // A stored record is read as the resource answers it; a new one is the starting values already.
  const values = useMemo(() => (record && id !== null ? toValues(record) : record), [record, id, toValues]);
  if (!values)
    return (
      <>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
            {translate('ra.page.loading')}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </>
    );
  return (
    <Form record={values} mode="onChange" noValidate disableInvalidFormNotification>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Form>
  );
}
