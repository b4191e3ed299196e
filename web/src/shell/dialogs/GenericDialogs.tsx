/** Shows the dialog the generic dialog bus asks for and hands the user's answer back (mounted by the layout). */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { onGenericDialog, type GenericDialogRequest, type InputAnswer } from './genericDialogBus';
import { InfoDialog } from './InfoDialog';
import { InputDialog } from './InputDialog';
import { SingleInputDialog } from './SingleInputDialog';

const CANCELLED: InputAnswer = { action: 'cancel' };

function answer(dialog: GenericDialogRequest, result: boolean | InputAnswer): void {
  if (dialog.kind === 'info') dialog.resolve(result === true);
  else dialog.resolve(typeof result === 'boolean' ? CANCELLED : result);
}

export function GenericDialogs() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<GenericDialogRequest | null>(null);
  const open = useRef<GenericDialogRequest | null>(null);
  useEffect(() => onGenericDialog((next) => {
    // A newer request replaces an open one, which counts as cancelled.
    if (open.current) answer(open.current, false);
    open.current = next;
    setDialog(next);
  }), []);
  if (!dialog) return null;

  const finish = (result: boolean | InputAnswer) => {
    answer(dialog, result);
    open.current = null;
    setDialog(null);
  };
  if (dialog.kind === 'info') return <InfoDialog key={dialog.id} {...dialog.request} onAccept={() => finish(true)} onCancel={() => finish(false)} />;
  const common = {
    open: true, ...dialog.request,
    onSubmit: (value: string) => finish({ action: 'submit', value }), onClose: () => finish(CANCELLED),
  };
  if (dialog.kind === 'input') return <InputDialog key={dialog.id} {...common} submitText={dialog.request.submitText ?? translate('a1.shell.submit')} />;
  return <SingleInputDialog key={dialog.id} {...common} onDelete={() => finish({ action: 'delete' })} />;
}
