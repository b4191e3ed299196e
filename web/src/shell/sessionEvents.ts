/** Tells the shell that session values changed (location, workstation) so the header shows them at once. */
import { useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();

export function notifySessionChanged(): void {
  version++;
  listeners.forEach((l) => l());
}

/** Re-renders the caller whenever notifySessionChanged() runs. */
export function useSessionVersion(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    () => version,
  );
}
