/**
 * Change Your Password (shell §2, §5): current, new and repeat are required and new must equal repeat, else
 * Update stays disabled; success shows 'Password Changed Successfully'. Internal-secure users also get the
 * strength rules, which the server enforces too. A react-admin Form; the call goes through useA1.
 */
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { A1, MESSAGES } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { getSession } from '../../session/session';
import { PasswordChecklist } from '../login/views';
import { DialogForm } from '../../forms/DialogForm';
import { SubmitButton } from '../../forms/inputs';
import { repeats, required, strongPassword } from '../../forms/validators';

type PasswordValues = {
  password: string;
  newPassword: string;
  repeat: string;
};

const EMPTY: PasswordValues = { password: '', newPassword: '', repeat: '' };
const repeatsNew = repeats('newPassword', MESSAGES.passwordsDoNotMatch);

function PasswordFields({ secure }: { secure: boolean }) {
  const translate = useTranslate();
  const { getFieldState, trigger } = useFormContext<PasswordValues>();
  const newPassword = useWatch<PasswordValues, 'newPassword'>({ name: 'newPassword' });
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextInput
        source="password"
        type="password"
        label={translate('a1.shell.changePassword.current')}
        validate={required}
        autoFocus
        autoComplete="current-password"
        helperText={false}
      />
      <TextInput
        source="newPassword"
        type="password"
        label={translate('a1.shell.changePassword.new')}
        validate={secure ? [required, strongPassword] : required}
        autoComplete="new-password"
        helperText={false}
        // The repeat is checked against the new password: a change here checks it again once it has been typed.
        onChange={() => {
          if (getFieldState('repeat').isDirty) void trigger('repeat');
        }}
      />
      {/* The same translated red/green checklist as the login's password update view. */}
      {secure && <PasswordChecklist password={newPassword ?? ''} />}
      <TextInput
        source="repeat"
        type="password"
        label={translate('a1.shell.changePassword.repeat')}
        validate={repeatsNew}
        autoComplete="new-password"
        helperText={false}
      />
    </Stack>
  );
}

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const a1 = useA1();
  const session = getSession();
  const change = useMutation({
    mutationFn: ({ password, newPassword }: PasswordValues) =>
      a1.call(A1.changePassword, { body: { username: session?.userName ?? '', password, newPassword } }),
  });
  // A truthy answer means success (shell §7).
  const done = !!change.data;

  return (
    <DialogForm<PasswordValues>
      titleId="a1-password-title"
      title={translate('a1.shell.changePassword.title')}
      onClose={onClose}
      defaultValues={EMPTY}
      // A failure: the wrapper has shown the error dialog.
      onSubmit={(values) => change.mutate(values)}
      actions={
        <>
          <Button onClick={onClose}>{translate(done ? 'a1.shell.close' : 'a1.shell.cancel')}</Button>
          {!done && <SubmitButton label={translate('a1.shell.update')} busy={change.isPending} disableInvalid />}
        </>
      }
    >
      {done ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {translate('a1.shell.changePassword.success')}
        </Alert>
      ) : (
        <PasswordFields secure={!!session?.isInternalSecure} />
      )}
    </DialogForm>
  );
}
