/**
 * Opens the generic dialogs (shell §2, spec 3 §2) from any code and resolves with the user's answer, so a screen
 * can write `if (await showInfo({ message })) …` without mounting a dialog of its own.
 */
export interface InfoRequest { title?: string; message?: string; html?: string }
export interface InputRequest { title: string; label: string; submitText?: string; textarea?: boolean; initialValue?: string }
export interface SingleInputRequest extends InputRequest { message?: string; canDelete?: boolean }
export type InputAnswer = { action: 'submit'; value: string } | { action: 'delete' } | { action: 'cancel' };

export type GenericDialogRequest =
  | { id: number; kind: 'info'; request: InfoRequest; resolve: (accepted: boolean) => void }
  | { id: number; kind: 'input'; request: InputRequest; resolve: (answer: InputAnswer) => void }
  | { id: number; kind: 'singleInput'; request: SingleInputRequest; resolve: (answer: InputAnswer) => void };

type Listener = (dialog: GenericDialogRequest) => void;
let listener: Listener | null = null;
let nextId = 1;

/** One host (the layout's GenericDialogs) shows the dialogs; without it, a request is answered as cancelled. */
export function onGenericDialog(host: Listener): () => void {
  listener = host;
  return () => { if (listener === host) listener = null; };
}

export function showInfo(request: InfoRequest): Promise<boolean> {
  return new Promise((resolve) => (listener ? listener({ id: nextId++, kind: 'info', request, resolve }) : resolve(false)));
}

export function askInput(request: InputRequest): Promise<InputAnswer> {
  return new Promise((resolve) => (listener ? listener({ id: nextId++, kind: 'input', request, resolve }) : resolve({ action: 'cancel' })));
}

export function askSingleInput(request: SingleInputRequest): Promise<InputAnswer> {
  return new Promise((resolve) => (listener ? listener({ id: nextId++, kind: 'singleInput', request, resolve }) : resolve({ action: 'cancel' })));
}
