/**
 * A date field is one Tab stop (issue 29 point 5): Chromium's date input takes one Tab stop per part (month, day,
 * year), so crossing a dialog with dates took four presses each. Tab and Shift+Tab leave the field at once; the arrow
 * keys move between its parts (←, →) and change them (↑, ↓), as the browser already does, and the list (`?`) says so.
 */
import { useEffect } from 'react';

/** The date field's keys, as the shortcut list shows them. */
export const DATE_FIELD_KEYS = {
  leave: ['Tab', 'Shift+Tab'],
  parts: ['←', '→'],
  change: ['↑', '↓'],
} as const;
export type DateFieldKey = keyof typeof DATE_FIELD_KEYS;

const DATE_INPUTS = 'input[type="date"], input[type="datetime-local"], input[type="month"], input[type="time"]';

const CANDIDATES = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[tabindex]',
  '[contenteditable="true"]',
].join(', ');

/** Whether the browser's Tab stops at an element: enabled, shown, not taken out of the order. */
function tabbable(el: HTMLElement): boolean {
  if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false;
  if (el.getClientRects().length === 0 || el.closest('[inert], [aria-hidden="true"]')) return false;
  // A radio group is one stop: its checked button, or its first when none is.
  if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
    const group = [...(el.form ?? el.ownerDocument).querySelectorAll<HTMLInputElement>(`input[type="radio"]`)].filter(
      (r) => r.name === el.name,
    );
    const stop = group.find((r) => r.checked) ?? group[0];
    return stop === el;
  }
  return true;
}

/**
 * The Tab stop after (or before) `from` in `scope` in document order, wrapping round inside a dialog (whose focus
 * trap would wrap too); null at the page's ends, where the browser's own Tab goes on to its chrome.
 */
export function nextTabStop(
  scope: ParentNode,
  from: HTMLElement,
  backwards: boolean,
  wrap: boolean,
): HTMLElement | null {
  const stops = [...scope.querySelectorAll<HTMLElement>(CANDIDATES)].filter((el) => el === from || tabbable(el));
  const at = stops.indexOf(from);
  if (at < 0) return null;
  const next = at + (backwards ? -1 : 1);
  if (next >= 0 && next < stops.length) return stops[next];
  return wrap && stops.length > 1 ? stops[(next + stops.length) % stops.length] : null;
}

/** Installs the one-stop rule on the page (the layout calls it once). */
export function useDateFieldsOneTabStop(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const field = e.target instanceof HTMLInputElement && e.target.matches(DATE_INPUTS) ? e.target : null;
      if (!field) return;
      const dialog = field.closest<HTMLElement>('[role="dialog"]');
      const next = nextTabStop(dialog ?? field.ownerDocument.body, field, e.shiftKey, !!dialog);
      if (!next) return;
      e.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
}
