/**
 * The edit dialogs' keyboard (issue 29 point 5, "keyboard first"): Ctrl+S or Ctrl+Enter (Cmd on a Mac) saves, Esc
 * closes without saving (MUI's Dialog onClose), the first field has the focus. The pure rules here; the dialog that
 * applies them is SaveShortcutDialog.
 */

/** The keys of a keyboard event this module reads (a DOM or a React event). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** The save shortcuts as the shortcut list (`?`) shows them, and Esc. */
export const DIALOG_SHORTCUT_KEYS = {
  save: ['Ctrl+S', 'Ctrl+Enter'],
  cancel: ['Esc'],
} as const;
export type DialogShortcutAction = keyof typeof DIALOG_SHORTCUT_KEYS;

/** The Save button's aria-keyshortcuts (WAI-ARIA names the keys this way). */
export const SAVE_ARIA_KEYSHORTCUTS = 'Control+S Control+Enter Meta+S Meta+Enter';

/** Ctrl+S, Ctrl+Enter, Cmd+S or Cmd+Enter, without Alt or Shift. */
export function isSaveShortcut(e: KeyLike): boolean {
  if (e.altKey || e.shiftKey || !(e.ctrlKey || e.metaKey)) return false;
  return e.key === 's' || e.key === 'S' || e.key === 'Enter';
}

/**
 * What a dialog does with a key pressed in it:
 * - 'none': not a save shortcut, one handled already (prevented), or pressed in another dialog opened over this one
 *   (its DOM is elsewhere: that dialog decides);
 * - 'block': a save shortcut while Save is disabled (invalid, saving, loading), or Ctrl+S in a part of the dialog
 *   that saves on its own (a ticket's comments tab): nothing is saved, and the browser does not open its Save Page
 *   (Ctrl+Enter there is left to that part);
 * - 'save': Save is enabled: save, as its click would.
 */
export function saveShortcutVerdict(
  e: KeyLike,
  where: { inside: boolean; excluded: boolean; canSave: boolean },
): 'none' | 'block' | 'save' {
  if (!isSaveShortcut(e) || e.defaultPrevented || !where.inside) return 'none';
  if (where.excluded) return e.key === 'Enter' ? 'none' : 'block';
  return where.canSave ? 'save' : 'block';
}

/** The attribute that marks (="off") a part of a dialog where the save shortcut does not save the dialog's form. */
export const SAVE_SHORTCUT_OFF = 'data-save-shortcut';

const FIELDS = [
  'input:not([type="hidden"]):not([disabled]):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'textarea:not([disabled]):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'select:not([disabled])',
  '[role="combobox"]:not([aria-disabled="true"]):not(input)',
  '[contenteditable="true"]',
].join(', ');

/**
 * Focuses the first field of a dialog's content that a person can type in (a shown, enabled input, select, combobox
 * or editor); answers whether one was found.
 */
export function focusFirstField(container: ParentNode): boolean {
  const scope = container.querySelector('.MuiDialogContent-root') ?? container;
  for (const el of scope.querySelectorAll<HTMLElement>(FIELDS)) {
    if (el.getClientRects().length === 0 || el.closest('[aria-hidden="true"], [inert]')) continue;
    el.focus();
    if (el.ownerDocument.activeElement === el) return true;
  }
  return false;
}
