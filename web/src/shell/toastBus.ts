/**
 * A toast from code that cannot call react-admin's useNotify (shell §2 Layout, §8 Toast): the request goes through
 * the event hub to A1Notification, which notifies. React components call useNotify themselves.
 */
import type { NotificationType } from 'react-admin';
import { emit } from './events';

export interface ToastOptions {
  /** How long it stays, in ms (default 5 s, shell §9). */
  duration?: number;
  /** 'error' gives a red background with light text (shell §8). */
  className?: NotificationType;
}
export interface ToastRequest extends ToastOptions {
  message: string;
}

export function showToast(message: string, options: ToastOptions = {}): void {
  emit('toast', { message, ...options });
}
