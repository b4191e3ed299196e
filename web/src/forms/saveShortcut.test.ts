/** Issue 29 point 5: which keys save an edit dialog, and when a dialog saves, only blocks or leaves the key alone. */
import { describe, expect, it } from 'vitest';
import { isSaveShortcut, saveShortcutVerdict, type KeyLike } from './saveShortcut';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...mods,
});
const inDialog = { inside: true, excluded: false, canSave: true };

describe('issue 29 point 5: the save shortcut keys', () => {
  it('are Ctrl+S, Ctrl+Enter and their Cmd forms (a capital S with Caps Lock too)', () => {
    expect(isSaveShortcut(key('s', { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key('S', { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key('Enter', { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key('s', { metaKey: true }))).toBe(true);
    expect(isSaveShortcut(key('Enter', { metaKey: true }))).toBe(true);
  });

  it('are not S or Enter alone, with Alt or Shift, or another Ctrl key', () => {
    expect(isSaveShortcut(key('s'))).toBe(false);
    expect(isSaveShortcut(key('Enter'))).toBe(false);
    expect(isSaveShortcut(key('s', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSaveShortcut(key('s', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSaveShortcut(key('Enter', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSaveShortcut(key('a', { ctrlKey: true }))).toBe(false);
    expect(isSaveShortcut(key('Escape', { ctrlKey: true }))).toBe(false);
  });
});

describe('issue 29 point 5: what the dialog does with a key', () => {
  it('saves on Ctrl+S or Ctrl+Enter while Save is enabled', () => {
    expect(saveShortcutVerdict(key('s', { ctrlKey: true }), inDialog)).toBe('save');
    expect(saveShortcutVerdict(key('Enter', { ctrlKey: true }), inDialog)).toBe('save');
  });

  it('saves nothing while Save is disabled (invalid, saving or loading), and keeps the browser from saving the page', () => {
    expect(saveShortcutVerdict(key('s', { ctrlKey: true }), { ...inDialog, canSave: false })).toBe('block');
    expect(saveShortcutVerdict(key('Enter', { ctrlKey: true }), { ...inDialog, canSave: false })).toBe('block');
  });

  it('leaves other keys, and keys a field has handled already, alone', () => {
    expect(saveShortcutVerdict(key('s'), inDialog)).toBe('none');
    expect(saveShortcutVerdict(key('Escape'), inDialog)).toBe('none');
    expect(saveShortcutVerdict(key('Enter', { ctrlKey: true, defaultPrevented: true }), inDialog)).toBe('none');
  });

  it('leaves a key pressed in a dialog opened over this one to that dialog', () => {
    expect(saveShortcutVerdict(key('s', { ctrlKey: true }), { ...inDialog, inside: false })).toBe('none');
  });

  it('does not save from a part that saves on its own (a ticket tab): Ctrl+S is blocked, Ctrl+Enter is left to it', () => {
    const excluded = { ...inDialog, excluded: true };
    expect(saveShortcutVerdict(key('s', { ctrlKey: true }), excluded)).toBe('block');
    expect(saveShortcutVerdict(key('Enter', { ctrlKey: true }), excluded)).toBe('none');
  });
});
