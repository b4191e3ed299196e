/** Lets code outside React (the API wrapper) open the error dialog: a tiny publish/subscribe. */
export interface ErrorDialogRequest {
  message: string;
  /** The variant with Copy and Print buttons (shell §2 Error dialog). */
  withActions?: boolean;
}

type Listener = (request: ErrorDialogRequest) => void;
const listeners = new Set<Listener>();

export function showErrorDialog(request: ErrorDialogRequest): void {
  listeners.forEach((listener) => listener(request));
}

export function onErrorDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
