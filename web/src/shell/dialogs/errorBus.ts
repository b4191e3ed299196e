/** Lets code outside React (the API wrapper) open the error dialog, through the event hub. */
import { emit } from '../events';

export interface ErrorDialogRequest {
  message: string;
  /** The variant with Copy and Print buttons (shell §2 Error dialog). */
  withActions?: boolean;
}

export function showErrorDialog(request: ErrorDialogRequest): void {
  emit('errorDialog', request);
}
