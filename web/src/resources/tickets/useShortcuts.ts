/**
 * The ticket screen's keyboard shortcuts (issue 12 point 10), listed by the shell's `?` list. They act only while
 * no dialog is open and never while the focus is in a text field.
 */
import { useEffect, useRef } from 'react';
import { typing } from '../../shell/shortcuts/screenShortcuts';

export type ShortcutAction = 'next' | 'previous' | 'open' | 'select' | 'bulk' | 'markRead' | 'refresh' | 'newTicket';

/** Keys per action, as the list shows them. */
export const SHORTCUT_KEYS: Record<ShortcutAction, string[]> = {
  next: ['j', 'ArrowDown'],
  previous: ['k', 'ArrowUp'],
  open: ['Enter', 'o'],
  select: ['x'],
  bulk: ['b'],
  markRead: ['r'],
  refresh: ['Shift+R'],
  newTicket: ['n'],
};

const keyName = (e: KeyboardEvent) =>
  e.shiftKey && e.key.length === 1 && e.key !== '?' ? `Shift+${e.key.toUpperCase()}` : e.key;

export function useShortcuts(active: boolean, handlers: Record<ShortcutAction, () => unknown>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      // Enter on a focused button or link is that control's own.
      if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('button, a, [role="tab"]')) return;
      const key = keyName(e);
      const action = (Object.keys(SHORTCUT_KEYS) as ShortcutAction[]).find((a) => SHORTCUT_KEYS[a].includes(key));
      if (!action) return;
      e.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
