/**
 * The header's filter-panel toggle (shell §2) shows only while a screen with filters is mounted:
 * such a screen calls useFilterPanel() to register and read the open state.
 */
import { useEffect, useSyncExternalStore } from 'react';

let registered = 0;
let open = true;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export function toggleFilterPanel(): void {
  open = !open;
  emit();
}

/** For the header: whether the toggle shows. */
export function useHasFilterPanel(): boolean {
  return useSyncExternalStore(subscribe, () => registered > 0);
}

/** For a screen with filters: registers while mounted and returns whether the panel is open. */
export function useFilterPanel(): boolean {
  useEffect(() => {
    registered++;
    emit();
    return () => {
      registered--;
      emit();
    };
  }, []);
  return useSyncExternalStore(subscribe, () => open);
}
