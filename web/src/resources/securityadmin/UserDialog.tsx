/**
 * Create or edit a user (spec 3 §6): name, e-mail, department, subsidiary, locations, roles, flags, enabled. A
 * react-admin Form on the users resource (CreateBase or EditBase, pessimistic): Save waits for the name and the
 * e-mail; a save keeps the dialog open on the saved user, whose change history then shows it. An edit opens at once
 * on the list's row and reads the user afresh; its save sends the version it read (a 409 names who saved meanwhile).
 */
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import {
  BooleanInput,
  CreateBase,
  EditBase,
  Form,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import {
  defaultLocationOf,
  type AdminUser,
  type Department,
  type LookupLocation,
  type Role,
  type Subsidiary,
} from '@a1/shared';
import { AuditHistory } from './AuditHistory';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { ModalDialog } from '../../forms/ModalDialog';
import { SubmitButton } from '../../forms/inputs';
import { MultiSelectInput, SingleSelectInput } from '../../forms/SelectInputs';

export interface UserOptions {
  departments: Department[];
  subsidiaries: Subsidiary[];
  locations: LookupLocation[];
  roles: Role[];
}

const TITLE_ID = 'a1-user-dialog-title';

const NEW_USER = {
  fullName: '',
  email: '',
  password: '',
  departmentId: null,
  subsidiaryId: 1,
  locationIds: [],
  defaultLocationId: null,
  roleIds: [],
  isInternal: true,
  isInternalSecure: false,
  isEnabled: true,
};

/** What a save sends besides the fields as typed: a default location among the chosen ones, no blank password. */
function transform(values: Record<string, unknown>) {
  const { password, ...fields } = values;
  const locationIds = (fields.locationIds as number[] | undefined) ?? [];
  return {
    ...fields,
    defaultLocationId: defaultLocationOf(locationIds, fields.defaultLocationId as number | null | undefined),
    ...(typeof password === 'string' && password !== '' ? { password } : {}),
  };
}

/** Required, saying which field: "Name is required". */
const requiredField = (field: string): Validator =>
  Object.assign(
    (value: unknown) =>
      String(value ?? '').trim() ? undefined : { message: 'a1.security.users.required', args: { field } },
    { isRequired: true },
  );

function UserForm({ options, onClose, onReset }: { options: UserOptions; onClose: () => void; onReset?: () => void }) {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser & { id: number }>();
  const editing = user?.appUserId !== undefined;
  const f = (k: string) => translate(`a1.security.users.fields.${k}`);
  return (
    <Form noValidate disableInvalidFormNotification mode="onChange">
      <DialogTitle id={TITLE_ID}>
        {editing
          ? translate('a1.security.users.editTitle', { name: user.fullName })
          : translate('a1.security.users.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            source="fullName"
            label={f('fullName')}
            validate={requiredField(f('fullName'))}
            autoFocus
            helperText={false}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextInput
            source="email"
            type="email"
            label={f('email')}
            validate={requiredField(f('email'))}
            helperText={false}
          />
          {!editing && (
            <TextInput
              source="password"
              type="password"
              autoComplete="new-password"
              label={f('password')}
              helperText={false}
            />
          )}
          <Stack direction="row" spacing={2}>
            <SingleSelectInput
              source="departmentId"
              label={f('department')}
              choices={options.departments.map((d) => ({ id: d.departmentId, name: d.departmentName }))}
              none={translate('a1.security.users.none')}
            />
            <SingleSelectInput
              source="subsidiaryId"
              label={f('subsidiary')}
              choices={options.subsidiaries.map((s) => ({ id: s.subsidiaryId, name: s.subsidiaryName }))}
            />
          </Stack>
          <MultiSelectInput
            source="locationIds"
            label={f('locations')}
            choices={options.locations.map((l) => ({ id: l.locationId, name: l.locationName }))}
          />
          <MultiSelectInput
            source="roleIds"
            label={f('roles')}
            choices={options.roles.map((r) => ({ id: r.roleId, name: r.roleName }))}
          />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <BooleanInput source="isInternal" label={f('isInternal')} helperText={false} />
            <BooleanInput source="isInternalSecure" label={f('isInternalSecure')} helperText={false} />
            <BooleanInput source="isEnabled" label={f('isEnabled')} helperText={false} />
          </Stack>
          {editing && <AuditHistory keyId={user.appUserId} historyType="User" version={user.version} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {editing && onReset && <Button onClick={onReset}>{translate('a1.security.users.resetPassword')}</Button>}
        <Button onClick={onClose}>{translate('a1.security.users.cancel')}</Button>
        <SubmitButton label={translate('a1.security.users.save')} disableInvalid />
      </DialogActions>
    </Form>
  );
}

export function UserDialog({
  user,
  options,
  onClose,
  onCreated,
}: {
  /** The list's row of the user to edit; null: a new user. */
  user: AdminUser | null;
  options: UserOptions;
  onClose: () => void;
  /** A new user was saved: the dialog goes on as that user's edit. */
  onCreated: (user: AdminUser) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  // The reset dialog is the form's sibling: inside it, its submit would reach this form's too (React's events
  // cross portals).
  const [resetting, setResetting] = useState(false);
  const saved = (record: unknown) =>
    notify(translate('a1.security.users.saved', { name: (record as AdminUser).fullName }), { type: 'success' });
  return (
    <ModalDialog titleId={TITLE_ID} size="md" onClose={onClose}>
      {user ? (
        <EditBase
          resource="users"
          id={user.appUserId}
          redirect={false}
          mutationMode="pessimistic"
          transform={transform}
          queryOptions={{ placeholderData: { ...user, id: user.appUserId } }}
          mutationOptions={{ onSuccess: saved }}
        >
          <UserForm options={options} onClose={onClose} onReset={() => setResetting(true)} />
        </EditBase>
      ) : (
        <CreateBase
          resource="users"
          record={NEW_USER}
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: (record: unknown) => {
              saved(record);
              onCreated(record as AdminUser);
            },
          }}
        >
          <UserForm options={options} onClose={onClose} />
        </CreateBase>
      )}
      {resetting && user && <ResetPasswordDialog user={user} onClose={() => setResetting(false)} />}
    </ModalDialog>
  );
}
