/**
 * The web app's one event hub, for requests that cross the React tree or start outside it: the API wrapper opens
 * the error dialog, the header and the user menu open a shell dialog, any code asks a generic dialog, and a session
 * change re-renders what shows session values.
 * Toasts themselves are react-admin's (useNotify, shown by shell/Toast.tsx); shared UI state lives in react-admin's
 * store. Each event name has one payload type, so an emit and its handlers cannot disagree.
 */
import { useEffect, useRef, useState } from 'react';
import type { ErrorDialogRequest } from './dialogs/errorBus';
import type { GenericDialogRequest } from './dialogs/genericDialogBus';

/** The shell's dialogs that the header and the user menu open. */
export type ShellDialog =
  'changePassword' | 'userSettings' | 'excelExports' | 'unreadTickets' | 'workstation' | 'ticketSearch' | 'jobSearch';

export interface A1Events {
  errorDialog: ErrorDialogRequest;
  shellDialog: ShellDialog;
  genericDialog: GenericDialogRequest;
  /** Session values (location, workstation, grid font size) changed. */
  sessionChanged: undefined;
  /** The stored side-menu permission list changed (loaded, or cleared by a failed load). */
  permissionsChanged: undefined;
}
export type A1Event = keyof A1Events;
type Handler<E extends A1Event> = (payload: A1Events[E]) => void;
type Payload<E extends A1Event> = A1Events[E] extends undefined ? [] : [payload: A1Events[E]];

const handlers: { [E in A1Event]?: Set<Handler<E>> } = {};

/** Calls every handler of the event; answers how many heard it (0: nobody is mounted to handle it). */
export function emit<E extends A1Event>(event: E, ...[payload]: Payload<E>): number {
  const set = handlers[event];
  set?.forEach((handler) => handler(payload as A1Events[E]));
  return set?.size ?? 0;
}

export function subscribe<E extends A1Event>(event: E, handler: Handler<E>): () => void {
  const set: Set<Handler<E>> = (handlers[event] as Set<Handler<E>> | undefined) ?? new Set();
  (handlers as Record<E, Set<Handler<E>>>)[event] = set;
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Handles the event while the component is mounted, always with the latest handler. */
export function useEvent<E extends A1Event>(event: E, handler: Handler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (payload) => latest.current(payload)), [event]);
}

/** Re-renders the caller each time the event is emitted; answers how many times it has been, while mounted. */
export function useEventVersion(event: A1Event): number {
  const [version, setVersion] = useState(0);
  useEvent(event, () => setVersion((v) => v + 1));
  return version;
}
