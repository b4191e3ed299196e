/** Shows the generic dialog that the event hub asks for and hands the user's answer back (mounted by the layout). */
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useEvent } from '../events';
import type { GenericDialogRequest, InputAnswer } from './genericDialogBus';
import { InfoDialog } from './InfoDialog';
import { InputDialog } from './InputDialog';
import { SingleInputDialog } from './SingleInputDialog';

export function GenericDialogs() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<GenericDialogRequest | null>(null);
  const open = useRef<GenericDialogRequest | null>(null);
  useEvent('genericDialog', (next) => {
    // A newer request replaces an open one, which counts as cancelled.
    open.current?.cancel();
    open.current = next;
    setDialog(next);
  });
  if (!dialog) return null;
  const close = () => {
    open.current = null;
    setDialog(null);
  };

  if (dialog.kind === 'info') {
    const done = (accepted: boolean) => {
      dialog.resolve(accepted);
      close();
    };
    return <InfoDialog key={dialog.id} {...dialog.request} onAccept={() => done(true)} onCancel={() => done(false)} />;
  }
  const done = (answer: InputAnswer) => {
    dialog.resolve(answer);
    close();
  };
  const common = {
    ...dialog.request,
    onSubmit: (value: string) => done({ action: 'submit', value }),
    onClose: () => done({ action: 'cancel' }),
  };
  if (dialog.kind === 'input')
    return (
      <InputDialog key={dialog.id} {...common} submitText={dialog.request.submitText ?? translate('a1.shell.submit')} />
    );
  return <SingleInputDialog key={dialog.id} {...common} onDelete={() => done({ action: 'delete' })} />;
}
