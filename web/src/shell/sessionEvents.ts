/** Tells the shell that session values changed (location, workstation) so the header shows them at once. */
import { emit, useEventVersion } from './events';

export function notifySessionChanged(): void {
  emit('sessionChanged');
}

/** Re-renders the caller whenever notifySessionChanged() runs. */
export function useSessionVersion(): number {
  return useEventVersion('sessionChanged');
}
