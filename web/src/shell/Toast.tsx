/**
 * The toast at the bottom centre (shell §2 Layout, §8 Toast): react-admin's notification component for <Admin>,
 * shown with the shell's look. Every toast is a react-admin notification (useNotify). One at a time: a newer one ends the one showing, unless that one
 * can still be undone. Default 5 s (shell §9); an undoable one runs its mutation when it leaves, unless undone.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, IconButton, Snackbar, SnackbarContent } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST_DEFAULT_MS } from '@a1/shared';

const COLOURS = {
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  warning: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  info: {},
};

export function Toast() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toast, setToast] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const undoable = !!toast?.notificationOptions?.undoable;

  useEffect(() => {
    if (!notifications.length) return;
    if (!toast) {
      const next = takeNotification();
      if (next) {
        setToast(next);
        setOpen(true);
      }
    } else if (!undoable) setOpen(false);
  }, [notifications, toast, undoable, takeNotification]);

  // Leaving the page while a change can still be undone asks first (as react-admin's own notification does).
  useEffect(() => {
    if (!undoable) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [undoable]);

  const close = useCallback(() => setOpen(false), []);
  const exited = () => {
    if (undoable) takeMutation()?.({ isUndo: false });
    setToast(undefined);
  };
  const undo = () => {
    takeMutation()?.({ isUndo: true });
    close();
  };

  if (!toast) return null;
  const { message, type, notificationOptions: options = {} } = toast;
  const text = typeof message === 'string' ? translate(message, options.messageArgs) : message;
  return (
    <Snackbar
      open={open}
      autoHideDuration={
        options.autoHideDuration === undefined ? TOAST_DEFAULT_MS : (options.autoHideDuration ?? undefined)
      }
      disableWindowBlurListener={undoable}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: exited } }}
    >
      <SnackbarContent
        className={`a1-toast ${type}`}
        data-testid="a1-toast"
        role="status"
        sx={{ ...COLOURS[type], whiteSpace: options.multiLine ? 'pre-wrap' : undefined }}
        message={text}
        action={
          <>
            {undoable && (
              <Button color="inherit" size="small" onClick={undo}>
                {translate('ra.action.undo')}
              </Button>
            )}
            <IconButton size="small" color="inherit" aria-label={translate('a1.shell.toast.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </Snackbar>
  );
}
