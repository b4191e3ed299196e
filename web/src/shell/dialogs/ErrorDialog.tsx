/**
 * The error dialog (shell §2): red Error header, the message split by line, a close button. The variant with
 * Copy and Print: Copy copies the text (or the HTML part), Print sends an error label to the label printer
 * through the local plugin and then closes.
 */
import { useEffect, useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { COPY_CONFIRMATION_MS } from '@a1/shared';
import type { ErrorDialogRequest } from './errorBus';
import { errorLabel, printString } from '../../plugin/pluginClient';
import { getWorkstationSetting } from '../workstationSession';
import { useEvent } from '../events';
import { ModalDialog } from '../../forms/ModalDialog';

/** The HTML part of a message when it has one (a server page), else the text. */
function copyText(message: string): string {
  const html = message.match(/<html[\s\S]*<\/html>/i);
  return html ? html[0] : message;
}

export function ErrorDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const [request, setRequest] = useState<ErrorDialogRequest | null>(null);
  const [copied, setCopied] = useState(false);
  useEvent('errorDialog', (next) => {
    setCopied(false);
    setRequest(next);
  });
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!request) return null;
  const close = () => setRequest(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText(request.message));
      setCopied(true);
    } catch (error) {
      // Shell §8: a copy failure is logged only.
      console.warn('Copy failed', error);
    }
  };
  const print = async () => {
    const printer = getWorkstationSetting()?.labelPrinter ?? '';
    try {
      const answer = await printString(printer, errorLabel(request.message));
      if (answer.code !== 200)
        notify(translate('a1.shell.errorDialog.printFailed', { message: answer.message }), { type: 'error' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    close();
  };

  return (
    <ModalDialog titleId="a1-error-title" descriptionId="a1-error-message" size="sm" onClose={close}>
      <DialogTitle id="a1-error-title" sx={{ bgcolor: 'error.main', color: 'error.contrastText' }}>
        {translate('a1.shell.error')}
      </DialogTitle>
      <DialogContent id="a1-error-message" sx={{ pt: 2 }}>
        {request.message.split('\n').map((line, i) => (
          <Typography key={i} data-testid="a1-error-line" sx={{ mt: i === 0 ? 2 : 0 }}>
            {line}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        {request.withActions && (
          <>
            <Button onClick={() => void copy()}>
              {copied ? translate('a1.shell.errorDialog.copied') : translate('a1.shell.errorDialog.copy')}
            </Button>
            <Button onClick={() => void print()}>{translate('a1.shell.errorDialog.print')}</Button>
          </>
        )}
        <Button onClick={close} autoFocus>
          {translate('a1.shell.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
