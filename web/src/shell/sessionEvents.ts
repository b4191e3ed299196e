/** Tells the shell that session values changed (location, workstation) so the header shows them at once. */
import { useState } from 'react';
import { emit, useEvent } from './events';

export function notifySessionChanged(): void {
  emit('sessionChanged');
}

/** Re-renders the caller whenever notifySessionChanged() runs. */
export function useSessionVersion(): number {
  const [version, setVersion] = useState(0);
  useEvent('sessionChanged', () => setVersion((v) => v + 1));
  return version;
}
