/**
 * The ticket screen (spec 3 §2): support tickets at the side menu's `ticketing/ticket` (the spec's `tickets`) and
 * `ticketing/ticket/{id}`, pricing tickets at `quote/pricing-tickets/tickets` and `…/ticket/{id}` (the side menu's
 * `ticketing/pricing`). Six tabs group the grid; Auto-Refresh (30 s, off by default), Refresh and a loading
 * overlay; the simple view (local storage) hides the tabs, forces the first and stops auto-refresh. Clicking a
 * ticket marks it read, sets the address to its `ticket/{id}` and opens the dialog; closing it restores the list
 * address. The screen waits up to 20 s for the stored menu permissions (poll 0.5 s) to learn whether the Kanban
 * module is the user's (features open their dialog only then). Live: changes by others arrive over server-sent
 * events and reload just the tickets they name (useTicketRows); so do the screen's own saves. Keyboard: j/k (or
 * arrows) move, Enter opens, x selects, b bulk-updates, r marks read, ? lists the shortcuts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCAL_KEYS, type TicketListItem } from '@a1/shared';
import { TICKET_SCREEN_TABS, type TicketScreenTab } from '@a1/shared/constants/ticketing-ui';
import {
  autoRefreshDelay,
  hasKanbanModule,
  listSprintId,
  parseScreenParams,
  parseSimpleView,
  shownScreenTab,
  sortTickets,
  stepTicket,
  ticketIdOfPath,
  waitForPermissions,
  TICKET_PATHS,
  type TicketScreenKind,
} from '@a1/shared/rules/ticketing/index';
import { getPermissions } from '../../session/session';
import { registerUserMenuAction } from '../../shell/header/userMenuActions';
import { DialogLoading, lazyNamed } from '../../shell/lazy';
import { useA1 } from '../../providers/useA1';
import { A1 } from '@a1/shared';
import { TicketGrid } from './TicketGrid';
import { QuickFilters, useQuickFilter } from './QuickFilters';
import { GroupPicker } from './GroupPicker';
import { useTicketSettings, useViewer } from './useTicketing';
import { useLiveTickets } from './useLiveTickets';
import { SHORTCUT_KEYS, useShortcuts, type ShortcutAction } from './useShortcuts';
import { useScreenShortcuts } from '../../shell/shortcuts/screenShortcuts';
import { useTicketRows } from './useTicketRows';

const TicketDialog = lazyNamed(() => import('./TicketDialog'), 'TicketDialog', <DialogLoading />);
const TicketListDialog = lazyNamed(() => import('./TicketListDialog'), 'TicketListDialog', <DialogLoading />);
const BulkUpdateDialog = lazyNamed(() => import('./BulkUpdateDialog'), 'BulkUpdateDialog', <DialogLoading />);
// Project tracking's feature dialog, for the feature rows of an initiative's list.
const FeatureDialog = lazyNamed(() => import('../features/FeatureDialog'), 'FeatureDialog', <DialogLoading />);

/** What the dialog shows: a ticket by id, or a new one. */
type Opened = { id: number } | { id: 0 } | null;

export function TicketsScreen({ kind }: { kind: TicketScreenKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const a1 = useA1();
  const settings = useTicketSettings();
  const viewer = useViewer();
  const paths = TICKET_PATHS[kind];
  const params = useMemo(() => parseScreenParams(location.search), [location.search]);

  // The simple view, kept in local storage (spec 3 §4).
  const [simpleView, setSimpleView] = useState(() => parseSimpleView(localStorage.getItem(LOCAL_KEYS.simpleView)));
  const toggleSimpleView = () => {
    const next = !simpleView;
    localStorage.setItem(LOCAL_KEYS.simpleView, String(next));
    setSimpleView(next);
  };
  const [chosenTab, setChosenTab] = useState<TicketScreenTab>('tickets');
  const tab = shownScreenTab(chosenTab, 'tickets', simpleView);
  const [group, setGroup] = useState<string | null>(null);
  const [autoRefresh, setAutoRefresh] = useState(false);

  // Menu permissions: wait for them (20 s, every 0.5 s), then check the Kanban module.
  const [permissionState, setPermissionState] = useState<'waiting' | 'ready' | 'timedOut'>(() =>
    getPermissions() ? 'ready' : 'waiting',
  );
  const [attempt, setAttempt] = useState(0);
  const [kanban, setKanban] = useState(() => hasKanbanModule(getPermissions() ?? []));
  useEffect(() => {
    const controller = new AbortController();
    void waitForPermissions(getPermissions, { signal: controller.signal }).then((routes) => {
      if (controller.signal.aborted) return;
      setPermissionState(routes ? 'ready' : 'timedOut');
      setKanban(hasKanbanModule(routes ?? []));
    });
    return () => controller.abort();
  }, [attempt]);

  // The list: support tickets (sprint 0) or pricing tickets (the pricing feature), optionally unread only.
  const sprintId = settings ? listSprintId(kind, settings.pricingFeatureId) : undefined;
  const filter = useMemo(
    () => ({
      sprintId: params.feature ?? sprintId,
      initiativeId: params.initiative ?? undefined,
      unreadOnly: params.unread || undefined,
    }),
    [sprintId, params],
  );
  const { data, isFetching, isPending, refetch, refresh, markReadLocally } = useTicketRows(
    filter,
    settings?.pricingFeatureId,
  );
  const reloadAll = useCallback(() => void refetch(), [refetch]);
  const all = useMemo(() => (data ?? []).filter((t) => kind !== 'pricing' || t.isPricing), [data, kind]);

  // Auto-refresh every 30 s when on, never in the simple view.
  useEffect(() => {
    const delay = autoRefreshDelay(autoRefresh, simpleView);
    if (delay == null) return;
    const timer = setInterval(() => void refetch(), delay);
    return () => clearInterval(timer);
  }, [autoRefresh, simpleView, refetch]);

  // Live updates: another user's change reloads its rows (and the open ticket when it is one of them).
  const [liveVersion, setLiveVersion] = useState(0);
  const openedId = useRef<number | null>(null);
  const live = useLiveTickets(
    useCallback(
      (ticketIds: number[] | null) => {
        void refresh(ticketIds);
        if (!ticketIds || (openedId.current != null && ticketIds.includes(openedId.current)))
          setLiveVersion((v) => v + 1);
      },
      [refresh],
    ),
  );

  // A feature's link (`?feature=<id>`, T-10; the project grid's tickets, a new CRF's placeholders) is followed to
  // see that feature's tickets, all of them: its Feature filter is preset, and the defaults that would hide some of
  // them are not applied. The lane default (Next, In Progress) hid a new CRF's placeholder tickets in lane 5 ("0
  // rows"), the department default hid tickets requested by other departments, and a quick filter remembered from the
  // whole list (e.g. Severe) would hide the rest: the link starts on All (a choice made here is remembered as usual).
  // The Is Ticket default stays: the list also holds the feature's own row, which is not one of its tickets.
  const featureName = useMemo(
    () =>
      params.feature == null
        ? null
        : (all.find((t) => !t.isFeature && t.sprintId === params.feature && t.sprintName)?.sprintName ?? ''),
    [all, params.feature],
  );
  // An initiative's link (`?initiative=<id>`, T-9) is followed the same way: its Initiative filter is preset with the
  // name its rows give, and the lane, department and remembered quick-filter defaults are not applied.
  const initiativeName = useMemo(
    () =>
      params.initiative == null
        ? null
        : (all.find((t) => t.milestoneId === params.initiative && t.milestoneName)?.milestoneName ?? ''),
    [all, params.initiative],
  );
  const quick = useQuickFilter(all, kind, viewer, params.feature != null || params.initiative != null);
  const sorted = useMemo(() => {
    const mode = params.unread ? 'unreadOnly' : tab === 'tickets' ? 'none' : tab;
    return sortTickets(quick.rows, mode);
  }, [quick.rows, tab, params.unread]);
  const grouped = useMemo(() => {
    if (tab === 'tickets' || group == null) return sorted;
    const field = (
      {
        module: 'moduleName',
        requester: 'requesterName',
        department: 'requesterDepartment',
        assigned: 'agentName',
        project: 'projectName',
      } as const
    )[tab];
    return sorted.filter((t) => String(t[field] ?? '') === group);
  }, [sorted, tab, group]);

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
  }, [routeId]);
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
    [a1],
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
  const readOnly = params.readOnly;
  const search = location.search;
  // The effect on routeId below marks the ticket read: once per open.
  const openTicket = useCallback(
    (id: number) => {
      setCurrent(id);
      navigate(paths.ticket(id) + search);
    },
    [navigate, paths, search],
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
  const refreshRows = useCallback((ticketIds: number[]) => void refresh(ticketIds), [refresh]);
  const markAllRead = useCallback(async () => {
    await a1.call(A1.ticketMarkAllAsRead).catch(() => undefined);
    await refetch();
  }, [a1, refetch]);
  const newTicket = useCallback(() => !readOnly && setCreating(true), [readOnly]);

  // The user menu's Submit Pricing Ticket opens the new pricing ticket here.
  useEffect(() => {
    if (kind !== 'pricing') return;
    return registerUserMenuAction('submitPricingTicket', newTicket);
  }, [kind, newTicket]);
  useEffect(() => {
    if (location.pathname.endsWith('/new')) setCreating(true);
  }, [location.pathname]);

  // Keyboard: a highlighted ticket, a selection, bulk update, the shortcut list.
  const [current, setCurrent] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [featureId, setFeatureId] = useState<number | null>(null);
  const ids = useMemo(() => grouped.filter((t) => !t.isFeature).map((t) => t.ticketId), [grouped]);
  const toggleSelected = useCallback((id: number) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onOpenRow = useCallback(
    (row: TicketListItem) => {
      // A feature opens the feature dialog (spec 3 §2), editable when the Kanban module is the user's.
      if (row.isFeature) setFeatureId(row.supportTicket.sprintId);
      else openTicket(row.ticketId);
    },
    [openTicket],
  );
  // A saved feature shows on its tickets' rows (name, status, phase). An initiative's list also holds the feature's
  // own row, which only the whole (initiative-sized) list answers.
  const refreshFeature = (id: number) => {
    if (all.some((t) => t.isFeature && t.supportTicket.sprintId === id)) reloadAll();
    else refreshRows(all.filter((t) => t.sprintId === id).map((t) => t.ticketId));
  };
  useShortcuts(!opened && !bulkOpen && !listOpen && featureId == null, {
    next: () => setCurrent((c) => stepTicket(ids, c, 1)),
    previous: () => setCurrent((c) => stepTicket(ids, c, -1)),
    open: () => current != null && openTicket(current),
    select: () => current != null && toggleSelected(current),
    bulk: () => !readOnly && selected.size > 0 && setBulkOpen(true),
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
  const showShortcuts = useScreenShortcuts(shortcutSection);

  const pageName = translate(`a1.ticketing.pageName.${kind}`);
  const loading = isPending || sprintId === undefined;

  return (
    <Box sx={{ p: 2, position: 'relative' }} data-testid="ticket-screen">
      <Title title={pageName} />
      <Stack spacing={1.5}>
        <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
          <Typography component="h1" variant="h5" sx={{ mr: 'auto' }}>
            {pageName}
          </Typography>
          {!simpleView && (
            <FormControlLabel
              control={<Switch checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />}
              label={translate('a1.ticketing.toolbar.autoRefresh')}
            />
          )}
          <Button startIcon={<RefreshIcon />} onClick={reloadAll} disabled={isFetching}>
            {translate('a1.ticketing.toolbar.refresh')}
          </Button>
          <Button onClick={toggleSimpleView}>
            {translate(simpleView ? 'a1.ticketing.toolbar.detailedView' : 'a1.ticketing.toolbar.simpleView')}
          </Button>
          {!readOnly && (
            <Button onClick={() => setListOpen(true)}>{translate('a1.ticketing.toolbar.ticketList')}</Button>
          )}
          {!readOnly && selected.size > 0 && (
            <Button variant="outlined" onClick={() => setBulkOpen(true)}>
              {translate('a1.ticketing.bulkUpdate')} ({selected.size})
            </Button>
          )}
          {!readOnly && (
            <Button variant="contained" onClick={newTicket}>
              {translate('a1.ticketing.toolbar.newTicket')}
            </Button>
          )}
          <Tooltip title={translate('a1.ticketing.toolbar.shortcuts')}>
            <Button onClick={showShortcuts} aria-label={translate('a1.ticketing.toolbar.shortcuts')}>
              <KeyboardIcon />
            </Button>
          </Tooltip>
        </Stack>
        {permissionState === 'waiting' && (
          <Alert severity="info" data-testid="permission-wait">
            {translate('a1.ticketing.permissions.waiting')}
          </Alert>
        )}
        {permissionState === 'timedOut' && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setPermissionState('waiting');
                  setAttempt((a) => a + 1);
                }}
              >
                {translate('a1.ticketing.permissions.retry')}
              </Button>
            }
          >
            {translate('a1.ticketing.permissions.timedOut')}
          </Alert>
        )}
        {!simpleView && (
          <Tabs
            value={tab}
            onChange={(_, next: TicketScreenTab) => {
              setChosenTab(next);
              setGroup(null);
            }}
            aria-label={translate('a1.ticketing.screenTabs.label')}
            variant="scrollable"
          >
            {TICKET_SCREEN_TABS.map((t) => (
              <Tab key={t} value={t} label={translate(`a1.ticketing.screenTabs.${t}`)} />
            ))}
          </Tabs>
        )}
        <QuickFilters quick={quick} onMarkAllRead={markAllRead} />
        {tab !== 'tickets' && <GroupPicker tickets={sorted} tab={tab} group={group} onGroup={setGroup} />}
        <TicketGrid
          kind={kind}
          tab={tab}
          rows={grouped}
          loading={isFetching}
          department={viewer?.department ?? null}
          laneDefault={quick.filter === 'all'}
          feature={featureName}
          initiative={initiativeName}
          current={current}
          selected={selected}
          onOpen={onOpenRow}
          onRefresh={reloadAll}
          onNew={readOnly ? undefined : newTicket}
        />
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {live ? translate('a1.ticketing.toolbar.live') : ''}
        </Typography>
      </Stack>
      <Backdrop
        open={loading}
        sx={{ position: 'absolute', zIndex: (t) => t.zIndex.drawer - 1, color: 'primary.main' }}
        data-testid="ticket-loading"
      >
        <CircularProgress aria-label={translate('a1.ticketing.toolbar.loading')} />
      </Backdrop>
      {opened && settings && viewer && (
        <TicketDialog
          key={`${opened.id}-${creating}`}
          ticketId={opened.id}
          preview={opened.id ? preview : undefined}
          kind={kind}
          settings={settings}
          viewer={{ ...viewer, readOnly }}
          liveVersion={liveVersion}
          onClose={closeDialog}
          onOpenTicket={closeDialog}
          onChanged={refreshRows}
        />
      )}
      {listOpen && settings && (
        <TicketListDialog
          // A feature's tickets (the feature parameter) are 'Tickets for {feature name}'; otherwise a custom title.
          title={
            params.feature && grouped[0]?.sprintName
              ? translate('a1.ticketing.list.title', { name: grouped[0].sprintName })
              : translate('a1.ticketing.list.customTitle')
          }
          tickets={grouped.filter((t) => !t.isFeature)}
          onClose={() => setListOpen(false)}
          onChanged={refreshRows}
          // Shuffling moves some of the agent's open tickets to another schedule group: read the agent's rows.
          onShuffled={(agentId) => refreshRows(all.filter((t) => t.agentId === agentId).map((t) => t.ticketId))}
          onNew={() => {
            setListOpen(false);
            newTicket();
          }}
          onOpen={(id) => {
            setListOpen(false);
            openTicket(id);
          }}
        />
      )}
      {bulkOpen && (
        <BulkUpdateDialog
          ticketIds={[...selected]}
          onClose={() => setBulkOpen(false)}
          onDone={(message) => {
            setBulkOpen(false);
            setSelected(new Set());
            notify(message, { type: 'success' });
            refreshRows([...selected]);
          }}
        />
      )}
      {featureId != null && (
        <FeatureDialog
          id={featureId}
          readOnly={!kanban}
          onClose={(saved) => {
            setFeatureId(null);
            if (saved) refreshFeature(featureId);
          }}
        />
      )}
    </Box>
  );
}
