/**
 * The edit dialog of the app (issue 29 point 5, "keyboard first"): MUI's Dialog, where Ctrl+S or Ctrl+Enter (Cmd on a
 * Mac) saves as the Save button would, only while it is enabled, Esc closes without saving (the dialog's onClose, as
 * its Cancel or Close button) and the first field has the focus once the dialog shows one.
 *
 * The Save button says what the shortcut does: SubmitButton (forms/inputs) by itself, a dialog with its own Save
 * through useSaveShortcut. ModalDialog (forms/ModalDialog.tsx), the frame of every dialog, is built on it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { Button, Dialog, type ButtonProps, type DialogProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  focusFirstField,
  isSaveShortcut,
  SAVE_ARIA_KEYSHORTCUTS,
  SAVE_SHORTCUT_OFF,
  saveShortcutVerdict,
} from './saveShortcut';

type SaveAction = (() => void) | null;

/**
 * The height of a dialog with tabs: the viewport's, less MUI's 32 px margins, on every tab, so the dialog neither
 * grows nor shrinks as its tabs change (issue 29 point 4); its content scrolls.
 */
const TABBED_DIALOG_HEIGHT = 'calc(100% - 64px)';

/** The Save of the dialog around: the action of its enabled Save button, null while that button is disabled. */
const SaveTarget = createContext<RefObject<SaveAction> | null>(null);

/**
 * Offers the dialog's save shortcut to `save` (null while Save is disabled: invalid, saving or loading). Answers the
 * props that tell it on the Save button (none outside a SaveShortcutDialog).
 */
export function useSaveShortcut(save: SaveAction): { 'aria-keyshortcuts'?: string; title?: string } {
  const target = useContext(SaveTarget);
  const translate = useTranslate();
  useLayoutEffect(() => {
    if (!target) return;
    target.current = save;
    return () => {
      if (target.current === save) target.current = null;
    };
  });
  return target ? { 'aria-keyshortcuts': SAVE_ARIA_KEYSHORTCUTS, title: translate('a1.forms.saveShortcut') } : {};
}

/**
 * Focuses the dialog's first field when it shows one: at once, or when its content arrives after a spinner or is
 * read again (a saved ticket), or the focus comes back to the dialog's frame, until the user clicks or types (a save
 * shortcut aside). A field the dialog focuses
 * itself (autoFocus), and the focus in another dialog or menu over this one, are kept.
 */
function FirstFieldFocus() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const paper = marker.current?.parentElement;
    if (!paper) return;
    const doc = paper.ownerDocument;
    const root = paper.closest('.MuiDialog-root') ?? paper;
    // As the dialog opens it takes the focus from the button that opened it (MUI gives it back on close); later,
    // only from the page or the dialog's frame (the field shown was read again), never from a menu or dialog above.
    const attempt = (opening = false) => {
      const active = doc.activeElement;
      if (active && paper.contains(active)) return;
      const free = opening || !active || active === doc.body || root.contains(active);
      if (free) focusFirstField(paper);
    };
    const observer = new MutationObserver(() => attempt());
    // The focus put back on the dialog's frame: by MUI's focus trap when a closing menu gave it back to its button.
    const focused = () => attempt();
    const stop = (event: Event) => {
      if (event instanceof KeyboardEvent && isSaveShortcut(event)) return;
      observer.disconnect();
      doc.removeEventListener('focusin', focused);
      doc.removeEventListener('keydown', stop, true);
      doc.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(paper, { childList: true, subtree: true });
    doc.addEventListener('focusin', focused);
    doc.addEventListener('keydown', stop, true);
    doc.addEventListener('pointerdown', stop, true);
    attempt(true);
    return () => stop(new Event('unmount'));
  }, []);
  return <span ref={marker} hidden />;
}

/**
 * MUI's Dialog with the save shortcut and the focus on the first field. The shortcut is read as the key goes down to
 * the field (capture), so that a field's own use of Ctrl+Enter (a select opening its list, the rich-text editor's
 * line break) does not swallow it; a part marked data-save-shortcut="off" keeps its Ctrl+Enter.
 * `tabbed`: a dialog with tabs keeps one height on every tab (TABBED_DIALOG_HEIGHT).
 */
export function SaveShortcutDialog({
  children,
  onKeyDownCapture,
  tabbed = false,
  slotProps,
  ...props
}: DialogProps & { tabbed?: boolean }) {
  const save = useRef<SaveAction>(null);
  const keyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDivElement>) => {
      onKeyDownCapture?.(event);
      const target = event.target instanceof Element ? event.target : null;
      const verdict = saveShortcutVerdict(event, {
        inside: !!target && event.currentTarget.contains(target),
        excluded: !!target?.closest(`[${SAVE_SHORTCUT_OFF}="off"]`),
        canSave: !!save.current,
      });
      if (verdict === 'none') return;
      event.preventDefault();
      event.stopPropagation();
      if (verdict === 'save') save.current?.();
    },
    [onKeyDownCapture],
  );
  return (
    <Dialog
      {...props}
      slotProps={tabbed ? { ...slotProps, paper: { sx: { height: TABBED_DIALOG_HEIGHT } } } : slotProps}
      onKeyDownCapture={keyDown}
    >
      <FirstFieldFocus />
      <SaveTarget.Provider value={save}>{children}</SaveTarget.Provider>
    </Dialog>
  );
}

/**
 * The Save button of a SaveShortcutDialog whose form is not a react-admin Form (SubmitButton's case): a contained
 * button that the save shortcut presses while it is enabled, saying so in its title (unless it has its own).
 */
export function SaveShortcutButton({
  onClick,
  disabled,
  title,
  ...props
}: Omit<ButtonProps, 'onClick'> & { onClick: () => void }) {
  const shortcut = useSaveShortcut(disabled ? null : onClick);
  return (
    <Button
      variant="contained"
      {...props}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={shortcut['aria-keyshortcuts']}
      title={title ?? shortcut.title}
    />
  );
}
