/** The toast at the bottom centre (shell §2 Layout): one at a time, newest wins. */
import { useEffect, useState } from 'react';
import { IconButton, Snackbar, SnackbarContent } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { onToast, type ToastRequest } from './toastBus';

export function Toast() {
  const translate = useTranslate();
  const [toast, setToast] = useState<ToastRequest | null>(null);
  useEffect(() => onToast(setToast), []);
  const close = () => setToast(null);
  const colours =
    toast?.className === 'error'
      ? { bgcolor: 'error.main', color: 'error.contrastText' }
      : toast?.className === 'success'
        ? { bgcolor: 'success.main', color: 'success.contrastText' }
        : {};
  return (
    <Snackbar
      key={toast?.id}
      open={!!toast}
      autoHideDuration={toast?.duration}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <SnackbarContent
        className={`a1-toast ${toast?.className ?? ''}`}
        data-testid="a1-toast"
        role="status"
        sx={colours}
        message={toast?.message}
        action={
          <IconButton size="small" color="inherit" aria-label={translate('a1.shell.toast.close')} onClick={close}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Snackbar>
  );
}
