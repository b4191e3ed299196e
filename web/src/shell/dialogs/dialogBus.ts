/** Opens the shell's dialogs from anywhere (user menu, header, other screens). */
export type ShellDialog =
  'changePassword' | 'userSettings' | 'excelExports' | 'unreadTickets' | 'workstation' | 'ticketSearch';

type Listener = (dialog: ShellDialog | null) => void;
const listeners = new Set<Listener>();

export function openShellDialog(dialog: ShellDialog | null): void {
  listeners.forEach((listener) => listener(dialog));
}

export function onShellDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
