/**
 * Opens the generic dialogs (shell §2, spec 3 §2) from any code and resolves with the user's answer, so a screen
 * can write `if (await showInfo({ message })) …` without mounting a dialog of its own. The request goes through the
 * event hub to the layout's GenericDialogs.
 */
import { emit } from '../events';

export interface InfoRequest {
  title?: string;
  message?: string;
  html?: string;
}
export interface InputRequest {
  title: string;
  label: string;
  submitText?: string;
  textarea?: boolean;
  initialValue?: string;
}
export interface SingleInputRequest extends InputRequest {
  message?: string;
  canDelete?: boolean;
}
export type InputAnswer = { action: 'submit'; value: string } | { action: 'delete' } | { action: 'cancel' };

interface Pending<T> {
  id: number;
  resolve: (answer: T) => void;
  /** Answers as if the user had cancelled. */ cancel: () => void;
}
export type GenericDialogRequest =
  | (Pending<boolean> & { kind: 'info'; request: InfoRequest })
  | (Pending<InputAnswer> & { kind: 'input'; request: InputRequest })
  | (Pending<InputAnswer> & { kind: 'singleInput'; request: SingleInputRequest });

let nextId = 1;

/** Without a host (the layout's GenericDialogs) to show it, a request is answered as cancelled. */
function ask<T>(cancelled: T, make: (pending: Pending<T>) => GenericDialogRequest): Promise<T> {
  return new Promise((resolve) => {
    if (!emit('genericDialog', make({ id: nextId++, resolve, cancel: () => resolve(cancelled) }))) resolve(cancelled);
  });
}

const CANCELLED: InputAnswer = { action: 'cancel' };

export const showInfo = (request: InfoRequest): Promise<boolean> =>
  ask<boolean>(false, (p) => ({ ...p, kind: 'info', request }));
export const askInput = (request: InputRequest): Promise<InputAnswer> =>
  ask<InputAnswer>(CANCELLED, (p) => ({ ...p, kind: 'input', request }));
export const askSingleInput = (request: SingleInputRequest): Promise<InputAnswer> =>
  ask<InputAnswer>(CANCELLED, (p) => ({ ...p, kind: 'singleInput', request }));
