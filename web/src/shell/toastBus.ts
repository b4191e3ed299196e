/** Lets any code show a toast (shell §2 Layout, §8 Toast): message with options, default 5 s. */
import { TOAST_DEFAULT_MS } from '@a1/shared';

export interface ToastOptions {
  /** How long it stays, in ms (default 5 s, shell §9). */
  duration?: number;
  /** 'error' gives a red background with light text (shell §8). */
  className?: 'error' | 'success' | 'info';
}
export interface ToastRequest extends Required<ToastOptions> {
  message: string;
  id: number;
}

type Listener = (toast: ToastRequest) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function showToast(message: string, options: ToastOptions = {}): void {
  const toast: ToastRequest = {
    message,
    id: nextId++,
    duration: options.duration ?? TOAST_DEFAULT_MS,
    className: options.className ?? 'info',
  };
  listeners.forEach((listener) => listener(toast));
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
