/**
 * The ticket dialog follows the address: `ticket/{id}` opens it (and marks the ticket read), `…/new` or New opens a
 * new ticket, closing it restores the list's address. The address keeps the list's parameters. Read marks wait
 * while a dialog is open and apply to the list after it has closed.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { A1 } from '@a1/shared';
import { ticketIdOfPath, TICKET_PATHS, type TicketScreenKind } from '@a1/shared/rules/ticketing/index';
import { registerUserMenuAction } from '../../../shell/header/userMenuActions';
import { useA1 } from '../../../providers/useA1';
import type { ListTicket } from '../useTicketRows';

/** What the dialog shows: a ticket by id, or a new one. */
export type Opened = { id: number } | { id: 0 } | null;

interface Options {
  kind: TicketScreenKind;
  /** The list as read (the opened ticket's row is shown at once). */
  data: ListTicket[] | undefined;
  markReadLocally: (ids: readonly number[]) => void;
  /** The ticket the dialog shows, for the live updates (kept current here). */
  openedId: MutableRefObject<number | null>;
  /** Read-only mode (spec 3 §6): no new ticket. */
  readOnly: boolean;
  /** Highlights the ticket being opened. */
  setCurrent: (id: number) => void;
}

export function useTicketDialogRoute({ kind, data, markReadLocally, openedId, readOnly, setCurrent }: Options) {
  const navigate = useNavigate();
  const location = useLocation();
  const a1 = useA1();
  const paths = TICKET_PATHS[kind];

  // The dialog follows the address: ticket/{id} opens it.
  const routeId = ticketIdOfPath(location.pathname);
  const [creating, setCreating] = useState(false);
  const opened: Opened = creating ? { id: 0 } : routeId ? { id: routeId } : null;
  // The opened ticket's list row: the dialog shows it at once, before GET Ticket answers (issue 12 speed).
  const previewId = creating ? 0 : routeId;
  const preview = useMemo(
    () => (previewId ? (data ?? []).find((t) => t.ticketId === previewId && !t.isFeature) : undefined),
    [data, previewId],
  );
  useEffect(() => {
    openedId.current = routeId;
  }, [openedId, routeId]);
  // The row shows read once the server agrees: no list read. While a dialog is open the list behind it is not
  // seen, and changing it (at 50,000 tickets, the screen's counts, sorting and grid rows) would take the opening
  // dialog's frames (issue 12 speed): the read marks wait and apply after the dialog has closed.
  const pendingReads = useRef(new Set<number>());
  // markReadLocally changes with the list's filter (when the settings arrive, the first time the screen opens): read
  // through a ref, markRead stays the same function, so the effect on routeId below does not mark the opened ticket
  // read a second time (issue 29 point 8).
  const markRowsRead = useRef(markReadLocally);
  markRowsRead.current = markReadLocally;
  const markRead = useCallback(
    (id: number) =>
      void a1
        .call(A1.ticketMarkAsRead, { query: { ticketId: id } }, { quiet: true })
        .then(() => {
          if (openedId.current === null) markRowsRead.current([id]);
          else pendingReads.current.add(id);
        })
        .catch(() => {}),
    [a1, openedId],
  );
  const dialogShown = opened !== null;
  useEffect(() => {
    if (dialogShown || !pendingReads.current.size) return;
    let timer = 0;
    // After the frame that shows the list again, so closing is not held back either.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        markReadLocally([...pendingReads.current]);
        pendingReads.current.clear();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [dialogShown, markReadLocally]);
  const listAddress = useRef(
    location.pathname.includes('/ticket/') || location.pathname.endsWith('/new') ? paths.list : location.pathname,
  );
  useEffect(() => {
    if (!location.pathname.includes('/ticket/') && !location.pathname.endsWith('/new'))
      listAddress.current = location.pathname;
  }, [location.pathname]);
  // The ticket's address keeps the list's parameters: read-only mode (spec 3 §6) stays on, and the list (feature,
  // initiative, unread) stays the one shown instead of the whole list being read for another filter.
  const search = location.search;
  // The effect on routeId below marks the ticket read: once per open.
  const openTicket = useCallback(
    (id: number) => {
      setCurrent(id);
      navigate(paths.ticket(id) + search);
    },
    [navigate, paths, search, setCurrent],
  );
  // Marks read a ticket opened by its address too.
  useEffect(() => {
    if (routeId) markRead(routeId);
  }, [routeId, markRead]);
  const closeDialog = useCallback(
    (next?: unknown) => {
      setCreating(false);
      // A numeric dismissal opens that ticket next (spec 3 §2). What the dialog saved it has reported (onChanged):
      // closing reads nothing.
      if (typeof next === 'number' && next > 0) navigate(paths.ticket(next) + search);
      else navigate(listAddress.current + search);
    },
    [navigate, paths, search],
  );
  const newTicket = useCallback(() => !readOnly && setCreating(true), [readOnly]);

  // The user menu's Submit Pricing Ticket opens the new pricing ticket here.
  useEffect(() => {
    if (kind !== 'pricing') return;
    return registerUserMenuAction('submitPricingTicket', newTicket);
  }, [kind, newTicket]);
  useEffect(() => {
    if (location.pathname.endsWith('/new')) setCreating(true);
  }, [location.pathname]);

  return { opened, creating, preview, markRead, openTicket, closeDialog, newTicket };
}
