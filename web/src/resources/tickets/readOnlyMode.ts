/** Read-only mode (spec 3 §6) inside the ticket dialog: its fields and tabs read it from here. */
import { createContext, useContext } from 'react';
import { fieldDisabled } from '@a1/shared/rules/ticketing/index';

export const ReadOnlyMode = createContext(false);

export const useReadOnlyMode = (): boolean => useContext(ReadOnlyMode);

/** Whether a field of the dialog is disabled (always-read-only fields, and the locked ones in read-only mode). */
export function useLocked(): (field: string) => boolean {
  const readOnly = useReadOnlyMode();
  return (field: string) => fieldDisabled(field, readOnly);
}
