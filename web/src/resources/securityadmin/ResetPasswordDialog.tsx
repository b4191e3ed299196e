/**
 * An administrator sets another user's password (shell §5, ChangePasswordAdmin: the current password is sent
 * empty). A react-admin Form: Reset Password waits for a new password; once reset, the user's sessions end (the
 * server's doing), the user's change history shows it and the dialog closes.
 */
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { A1, type AdminUser } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { ModalDialog } from '../../forms/ModalDialog';
import { SubmitButton } from '../../forms/inputs';
import { required } from '../../forms/validators';
import { auditHistoryKey } from './AuditHistory';

export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      a1.call(A1.changePasswordAdmin, { body: { username: user.email, password: '', newPassword } }),
    onSuccess: () => {
      notify(translate('a1.security.users.resetDone', { name: user.fullName }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: auditHistoryKey('User', user.appUserId) });
      onClose();
    },
    // A refusal: the error dialog has said why, and the dialog stays for another try.
    onError: () => undefined,
  });
  return (
    <ModalDialog titleId="a1-reset-title" size="xs" onClose={onClose}>
      <Form
        noValidate
        disableInvalidFormNotification
        mode="onChange"
        defaultValues={{ newPassword: '' }}
        onSubmit={(values: FieldValues) => reset.mutateAsync(String(values.newPassword)).catch(() => undefined)}
      >
        <DialogTitle id="a1-reset-title">
          {translate('a1.security.users.resetTitle', { name: user.fullName })}
        </DialogTitle>
        <DialogContent>
          <TextInput
            source="newPassword"
            type="password"
            autoComplete="new-password"
            label={translate('a1.security.users.newPassword')}
            validate={required}
            helperText={false}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('a1.security.users.cancel')}</Button>
          <SubmitButton label={translate('a1.security.users.resetPassword')} disableInvalid />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
