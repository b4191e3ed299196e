/**
 * Change Your Password (shell §2, §5): current, new and repeat are required and new must equal repeat, else
 * Update stays disabled; success shows 'Password Changed Successfully'. Internal-secure users also get the
 * strength rules, which the server enforces too.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, MESSAGES, isStrongPassword } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { getSession } from '../../session/session';
import { PasswordChecklist } from '../login/views';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const session = getSession();
  const a1 = useA1();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const mismatch = !!repeat && next !== repeat;
  const weak = !!session?.isInternalSecure && !!next && !isStrongPassword(next);
  const valid = !!current && !!next && !!repeat && next === repeat && !weak;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      const changed = await a1.call(A1.changePassword, {
        body: { username: session?.userName ?? '', password: current, newPassword: next },
      });
      if (changed) setDone(true);
    } catch {
      // The wrapper has shown the error dialog.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="a1-password-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="a1-password-title">{translate('a1.shell.changePassword.title')}</DialogTitle>
        <DialogContent>
          {done ? (
            <Alert severity="success" role="status" sx={{ mt: 1 }}>
              {translate('a1.shell.changePassword.success')}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                type="password"
                label={translate('a1.shell.changePassword.current')}
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
                required
                autoFocus
                autoComplete="current-password"
              />
              <TextField
                type="password"
                label={translate('a1.shell.changePassword.new')}
                value={next}
                onChange={(e) => setNext(e.target.value)}
                required
                autoComplete="new-password"
                error={weak}
              />
              {/* The same translated red/green checklist as the login's password update view. */}
              {session?.isInternalSecure && <PasswordChecklist password={next} />}
              <TextField
                type="password"
                label={translate('a1.shell.changePassword.repeat')}
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                required
                autoComplete="new-password"
                error={mismatch}
                helperText={mismatch ? MESSAGES.passwordsDoNotMatch : undefined}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(done ? 'a1.shell.close' : 'a1.shell.cancel')}</Button>
          {!done && (
            <Button type="submit" variant="contained" disabled={!valid || busy}>
              {translate('a1.shell.update')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
