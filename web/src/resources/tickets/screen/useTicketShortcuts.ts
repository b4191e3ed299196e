/**
 * The ticket screen's keys (j/k or arrows move, Enter opens, x selects, b bulk-updates, r marks read, …) while no
 * dialog is open, and the screen's section of the shell's `?` list; returns what opens that list.
 */
import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslate } from 'react-admin';
import type { TicketListItem } from '@a1/shared';
import { stepTicket } from '@a1/shared/rules/ticketing/index';
import { useScreenShortcuts } from '../../../shell/shortcuts/screenShortcuts';
import { SHORTCUT_KEYS, useShortcuts, type ShortcutAction } from '../useShortcuts';

interface Options {
  /** No dialog is open. */
  active: boolean;
  /** The grid's rows (features are skipped). */
  rows: TicketListItem[];
  current: number | null;
  setCurrent: Dispatch<SetStateAction<number | null>>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
  /** Bulk update opens only with a selection, never in read-only mode. */
  canBulk: boolean;
  openBulk: () => void;
  openTicket: (id: number) => void;
  markRead: (id: number) => void;
  reloadAll: () => void;
  newTicket: () => unknown;
}

export function useTicketShortcuts({
  active,
  rows,
  current,
  setCurrent,
  setSelected,
  canBulk,
  openBulk,
  openTicket,
  markRead,
  reloadAll,
  newTicket,
}: Options) {
  const translate = useTranslate();
  const ids = useMemo(() => rows.filter((t) => !t.isFeature).map((t) => t.ticketId), [rows]);
  const toggleSelected = useCallback(
    (id: number) => {
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [setSelected],
  );
  useShortcuts(active, {
    next: () => setCurrent((c) => stepTicket(ids, c, 1)),
    previous: () => setCurrent((c) => stepTicket(ids, c, -1)),
    open: () => current != null && openTicket(current),
    select: () => current != null && toggleSelected(current),
    bulk: () => canBulk && openBulk(),
    markRead: () => current != null && markRead(current),
    refresh: reloadAll,
    newTicket,
  });
  // The shell's `?` list shows the screen's keys first.
  const shortcutSection = useMemo(
    () => ({
      title: translate('a1.ticketing.shortcuts.section'),
      rows: (Object.keys(SHORTCUT_KEYS) as ShortcutAction[]).map((action) => ({
        keys: SHORTCUT_KEYS[action],
        label: translate(`a1.ticketing.shortcuts.keys.${action}`),
      })),
    }),
    [translate],
  );
  return useScreenShortcuts(shortcutSection);
}
