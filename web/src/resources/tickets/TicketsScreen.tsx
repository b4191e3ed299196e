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
import { Backdrop, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { TicketListItem } from '@a1/shared';
import type { TicketScreenTab } from '@a1/shared/constants/ticketing-ui';
import {
  autoRefreshDelay,
  listSprintId,
  parseScreenParams,
  shownScreenTab,
  type TicketScreenKind,
} from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../providers/useA1';
import { A1 } from '@a1/shared';
import { TicketGrid } from './TicketGrid';
import { QuickFilters } from './QuickFilters';
import { GroupPicker } from './GroupPicker';
import { useTicketSettings, useViewer } from './useTicketing';
import { useLiveTickets } from './useLiveTickets';
import { useTicketRows } from './useTicketRows';
import { PermissionNotice } from './screen/PermissionNotice';
import { ScreenTabs } from './screen/ScreenTabs';
import { TicketScreenDialogs } from './screen/TicketScreenDialogs';
import { TicketsToolbar } from './screen/TicketsToolbar';
import { useGroupedTickets } from './screen/useGroupedTickets';
import { usePermissionWait } from './screen/usePermissionWait';
import { useSimpleView } from './screen/useSimpleView';
import { useTicketDialogRoute } from './screen/useTicketDialogRoute';
import { useTicketShortcuts } from './screen/useTicketShortcuts';

export function TicketsScreen({ kind }: { kind: TicketScreenKind }) {
  const translate = useTranslate();
  const location = useLocation();
  const a1 = useA1();
  const settings = useTicketSettings();
  const viewer = useViewer();
  const params = useMemo(() => parseScreenParams(location.search), [location.search]);

  // The simple view, kept in local storage (spec 3 §4).
  const { simpleView, toggleSimpleView } = useSimpleView();
  const [chosenTab, setChosenTab] = useState<TicketScreenTab>('tickets');
  const tab = shownScreenTab(chosenTab, 'tickets', simpleView);
  const [group, setGroup] = useState<string | null>(null);
  const [autoRefresh, setAutoRefresh] = useState(false);

  // Menu permissions: wait for them (20 s, every 0.5 s), then check the Kanban module.
  const { permissionState, kanban, retry } = usePermissionWait();

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

  // Live updates: another user's change reloads its rows, and the open ticket's read when it is one of them (its
  // dialog then offers the newer ticket).
  const queryClient = useQueryClient();
  const openedId = useRef<number | null>(null);
  const live = useLiveTickets(
    useCallback(
      (ticketIds: number[] | null) => {
        void refresh(ticketIds);
        const opened = openedId.current;
        if (opened != null && (!ticketIds || ticketIds.includes(opened)))
          void queryClient.invalidateQueries({ queryKey: ['tickets', 'getOne', { id: String(opened) }] });
      },
      [refresh, queryClient],
    ),
  );

  const { featureName, initiativeName, quick, sorted, grouped } = useGroupedTickets({
    all,
    kind,
    viewer,
    params,
    tab,
    group,
  });

  // The keyboard's highlighted ticket (opening a ticket highlights it too).
  const [current, setCurrent] = useState<number | null>(null);
  // The ticket's address keeps the list's parameters: read-only mode (spec 3 §6) stays on.
  const readOnly = params.readOnly;
  const { opened, creating, preview, markRead, openTicket, closeDialog, newTicket } = useTicketDialogRoute({
    kind,
    data,
    markReadLocally,
    openedId,
    readOnly,
    setCurrent,
  });
  const refreshRows = useCallback((ticketIds: number[]) => void refresh(ticketIds), [refresh]);
  const markAllRead = useCallback(async () => {
    await a1.call(A1.ticketMarkAllAsRead).catch(() => undefined);
    await refetch();
  }, [a1, refetch]);

  // Keyboard: a highlighted ticket, a selection, bulk update, the shortcut list.
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [featureId, setFeatureId] = useState<number | null>(null);
  const onOpenRow = useCallback(
    (row: TicketListItem) => {
      // A feature opens the feature dialog (spec 3 §2), editable when the Kanban module is the user's.
      if (row.isFeature) setFeatureId(row.supportTicket.sprintId);
      else openTicket(row.ticketId);
    },
    [openTicket],
  );
  const showShortcuts = useTicketShortcuts({
    active: !opened && !bulkOpen && !listOpen && featureId == null,
    rows: grouped,
    current,
    setCurrent,
    setSelected,
    canBulk: !readOnly && selected.size > 0,
    openBulk: () => setBulkOpen(true),
    openTicket,
    markRead,
    reloadAll,
    newTicket,
  });

  const pageName = translate(`a1.ticketing.pageName.${kind}`);
  const loading = isPending || sprintId === undefined;

  return (
    <Box sx={{ p: 2, position: 'relative' }} data-testid="ticket-screen">
      <Title title={pageName} />
      <Stack spacing={1.5}>
        <TicketsToolbar
          pageName={pageName}
          simpleView={simpleView}
          onToggleSimpleView={toggleSimpleView}
          autoRefresh={autoRefresh}
          onAutoRefresh={setAutoRefresh}
          isFetching={isFetching}
          onRefresh={reloadAll}
          readOnly={readOnly}
          onTicketList={() => setListOpen(true)}
          selectedCount={selected.size}
          onBulkUpdate={() => setBulkOpen(true)}
          onNewTicket={newTicket}
          onShortcuts={showShortcuts}
        />
        <PermissionNotice state={permissionState} onRetry={retry} />
        {!simpleView && (
          <ScreenTabs
            tab={tab}
            onChange={(next) => {
              setChosenTab(next);
              setGroup(null);
            }}
          />
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
      <TicketScreenDialogs
        kind={kind}
        settings={settings}
        viewer={viewer}
        params={params}
        readOnly={readOnly}
        all={all}
        grouped={grouped}
        opened={opened}
        creating={creating}
        preview={preview}
        closeDialog={closeDialog}
        openTicket={openTicket}
        newTicket={newTicket}
        refreshRows={refreshRows}
        reloadAll={reloadAll}
        listOpen={listOpen}
        setListOpen={setListOpen}
        bulkOpen={bulkOpen}
        setBulkOpen={setBulkOpen}
        selected={selected}
        setSelected={setSelected}
        featureId={featureId}
        setFeatureId={setFeatureId}
        kanban={kanban}
      />
    </Box>
  );
}
