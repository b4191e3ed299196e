/**
 * The shortcut list (`?`) of every screen (issue 29 point 5): the shell listens for `?` and lists the shortcuts that
 * hold everywhere (the edit dialogs', the date fields', `?` itself) after those of the screen on show, which a screen
 * with its own keys declares while mounted (useScreenShortcuts). A screen's button can open the list too.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DialogLoading, lazyNamed } from '../lazy';

/** One shortcut as the list shows it: its keys (as a person types them) and what it does (translated). */
export interface ShortcutRow {
  keys: readonly string[];
  label: string;
}
/** A screen's shortcuts under a heading (translated). */
export interface ShortcutSection {
  title: string;
  rows: readonly ShortcutRow[];
}

interface Registry {
  declare: (section: ShortcutSection) => () => void;
  open: () => void;
}
const RegistryContext = createContext<Registry>({ declare: () => () => undefined, open: () => undefined });

const ShortcutListDialog = lazyNamed(() => import('./ShortcutListDialog'), 'ShortcutListDialog', <DialogLoading />);

/** Whether a key goes to a text field (a single-key shortcut must leave it alone). */
export const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A dialog, menu or popover open over the screen has the keyboard: `?` is left to it. */
const overlayOpen = (doc: Document) => !!doc.querySelector('.MuiDialog-root, .MuiPopover-root, .MuiMenu-root');

export function ShortcutScope({ children }: { children: ReactNode }) {
  const [sections, setSections] = useState<ShortcutSection[]>([]);
  const [shown, setShown] = useState(false);
  const declare = useCallback((section: ShortcutSection) => {
    setSections((list) => [...list, section]);
    return () => setSections((list) => list.filter((s) => s !== section));
  }, []);
  const open = useCallback(() => setShown(true), []);
  const registry = useMemo(() => ({ declare, open }), [declare, open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (typing(e.target) || overlayOpen(document)) return;
      e.preventDefault();
      setShown(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <RegistryContext.Provider value={registry}>
      {children}
      {shown && <ShortcutListDialog sections={sections} onClose={() => setShown(false)} />}
    </RegistryContext.Provider>
  );
}

/**
 * Declares the screen's shortcuts while it is mounted (pass a memoised section: a new one each render would
 * re-declare it) and answers the function that opens the list.
 */
export function useScreenShortcuts(section: ShortcutSection | null): () => void {
  const { declare, open } = useContext(RegistryContext);
  useEffect(() => (section ? declare(section) : undefined), [declare, section]);
  return open;
}
