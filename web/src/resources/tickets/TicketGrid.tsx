/**
 * The ticket grid (spec 3 §2) on the shared grid: every column in the spec's order (the Project view adds Feature
 * Status and Feature Phase), the Department, Lane and Is Ticket column filters preset (a feature's link presets the
 * Feature filter instead of Lane and Department), unread icons on the Lane,
 * Latest Comment and Assigned cells that changed. A click on a row opens its ticket: the row's ticket is read from
 * its cells' class (the shared grid has no row click of its own); the keyboard's highlighted and selected tickets
 * are outlined the same way. Opening a ticket changes only the outline: the grid itself (50,000 rows) is not
 * rendered again for it.
 */
import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TicketListItem } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import {
  AGENT_GROUP_OF,
  TICKET_GRID_PAGE_SIZE,
  TICKET_TYPE_NAME_CONTEXT,
  type TicketScreenTab,
} from '@a1/shared/constants/ticketing-ui';
import {
  defaultColumnFilters,
  ticketColumns,
  ticketColumnType,
  unreadFieldsOf,
  UNREAD_FIELD_COLUMN,
  type TicketColumnKey,
  type TicketScreenKind,
} from '@a1/shared/rules/ticketing/index';
import { DataGrid } from '../../grid';
import { useDbNameFormat } from '../../providers/i18nProvider';
import { usePersonName } from '../../people/staff';

/** Stored agent group → its quick-filter key (the label's catalogue key). */
const AGENT_GROUP_KEY = new Map(Object.entries(AGENT_GROUP_OF).map(([key, group]) => [group, key]));

export type TicketRow = TicketListItem & { id: number; isTicketLabel?: string } & Record<string, unknown>;

const FILTERED = new Set<TicketColumnKey>([
  'type',
  'moduleName',
  'subModuleName',
  'requesterName',
  'requesterDepartment',
  'agentName',
  'laneName',
  'priority',
  'projectName',
  'milestoneName',
  'sprintName',
  'scheduleGroup',
  'agentGroup',
  'sprintStatus',
  'sprintPhase',
  'isTicket',
]);

/** Columns of names from the database, shown through the translation tables (the rows keep the stored names). */
const DB_NAMED = new Set<TicketColumnKey>(['type', 'laneName', 'priority', 'sprintStatus', 'sprintPhase']);

const ticketClass = (row: Record<string, unknown>) => `tid-${String(row.ticketId)}`;

export const TicketGrid = memo(function TicketGrid({
  kind,
  tab,
  rows,
  loading,
  department,
  laneDefault,
  feature = null,
  initiative = null,
  current,
  selected,
  onOpen,
  onRefresh,
  onNew,
}: {
  kind: TicketScreenKind;
  tab: TicketScreenTab;
  rows: TicketListItem[];
  loading: boolean;
  department: string | null;
  /** The Lane column starts on lanes Next and In Progress (while the quick filter is All). */
  laneDefault: boolean;
  /**
   * A feature's link (the address's `feature` parameter, T-10): the feature's name once its rows have told it, ''
   * before. The Feature filter starts on the name, and the Lane and Department filters start empty (see
   * TicketsScreen). Null: no feature parameter.
   */
  feature?: string | null;
  /** An initiative's link (the `initiative` parameter, T-9), as `feature`: the Initiative filter starts on its name. */
  initiative?: string | null;
  current: number | null;
  selected: ReadonlySet<number>;
  onOpen: (row: TicketListItem) => void;
  onRefresh: () => void;
  /** None in read-only mode. */
  onNew?: () => void;
}) {
  const translate = useTranslate();
  const dbName = useDbNameFormat();
  const typeName = useDbNameFormat(TICKET_TYPE_NAME_CONTEXT);
  const yes = translate('a1.ticketing.isTicket.yes');
  const no = translate('a1.ticketing.isTicket.no');
  // One grid row per ticket row object, kept while the labels stay: a list that changed in a few tickets (a live
  // update, a ticket read) makes only theirs, and the grid's own per-row work (its keyword index) is kept for the
  // rest (issue 12 speed: at 50,000 tickets a full copy cost far more than the change).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache when the labels change
  const made = useMemo(() => new WeakMap<TicketListItem, TicketRow>(), [yes, no]);
  const gridRows = useMemo<TicketRow[]>(
    () =>
      rows.map((t) => {
        let row = made.get(t);
        if (!row) {
          row = { ...t, id: t.ticketId, isTicketLabel: t.isTicket ? yes : no } as TicketRow;
          made.set(t, row);
        }
        return row;
      }),
    [rows, made, yes, no],
  );
  const byId = useMemo(() => new Map(rows.map((t) => [t.ticketId, t])), [rows]);
  const personName = usePersonName();

  // The agent group is one of the quick filters' people groups (stored in English): shown by their label.
  const agentGroupName = useCallback(
    (value: unknown) => {
      const key = AGENT_GROUP_KEY.get(String(value ?? ''));
      return key ? translate(`a1.ticketing.quickFilters.${key}`) : String(value ?? '');
    },
    [translate],
  );

  const columns = useMemo<GridColumn<TicketRow>[]>(() => {
    const defaults = defaultColumnFilters(department);
    return ticketColumns(tab).map((key) => {
      const unreadField = (Object.keys(UNREAD_FIELD_COLUMN) as Array<keyof typeof UNREAD_FIELD_COLUMN>).find(
        (f) => UNREAD_FIELD_COLUMN[f] === key,
      );
      const { type, kind } = ticketColumnType(key);
      const column: GridColumn<TicketRow> = {
        title: translate(`a1.ticketing.columns.${key}`),
        value: key === 'isTicket' ? 'isTicketLabel' : key,
        type,
        kind,
        canFilter: FILTERED.has(key),
        stickyColumn: key === 'ticketId',
        stickyColumnWidth: key === 'ticketId' ? 80 : undefined,
        exportType: type === 'number' ? 'number' : undefined,
        // Lanes, types, priorities and the feature's status and phase: the cell, chips and keyword in the user's
        // language; the default lane filter still names the stored (English) lanes.
        // Modified By: the person's name for the e-mail stored (issue 29 point 2).
        format:
          key === 'type'
            ? typeName
            : key === 'agentGroup'
              ? agentGroupName
              : key === 'updatedBy'
                ? personName
                : DB_NAMED.has(key)
                  ? dbName
                  : undefined,
      };
      // A link to a feature or an initiative shows all of its tickets: no lane or department default.
      const linked = feature != null || initiative != null;
      if (key === 'laneName' && laneDefault && !linked) column.defaultFilter = [...defaults.laneName];
      if (key === 'requesterDepartment' && !linked) column.defaultFilter = defaults.requesterDepartment;
      if (key === 'sprintName' && feature) column.defaultFilter = [feature];
      if (key === 'milestoneName' && initiative) column.defaultFilter = [initiative];
      if (key === 'isTicket') column.defaultFilter = [defaults.isTicket ? yes : no];
      if (key === 'ticketId' || key === 'title') column.class = (_, row) => ticketClass(row);
      else if (unreadField)
        column.class = (_, row) =>
          unreadFieldsOf(row).includes(unreadField) ? `unread-icon unread-${unreadField}` : undefined;
      return column;
    });
  }, [
    tab,
    department,
    laneDefault,
    feature,
    initiative,
    translate,
    dbName,
    typeName,
    agentGroupName,
    personName,
    yes,
    no,
  ]);

  const onClick = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest('button, a, input, thead')) return;
    const cell = target.closest('tr')?.querySelector('td[class*="tid-"]');
    // Feature rows carry the feature id negated.
    const id = cell ? Number(/tid-(-?\d+)/.exec(cell.className)?.[1]) : NaN;
    const ticket = byId.get(id);
    if (ticket) onOpen(ticket);
  };

  const outline = useMemo(() => {
    const styles: Record<string, object> = {};
    for (const id of selected) styles[`& tr:has(td.tid-${id})`] = { backgroundColor: 'action.selected' };
    if (current != null)
      styles[`& tr:has(td.tid-${current})`] = {
        ...(selected.has(current) ? { backgroundColor: 'action.selected' } : {}),
        outline: '2px solid',
        outlineColor: 'primary.main',
        outlineOffset: '-2px',
      };
    return styles;
  }, [current, selected]);

  // The same element while rows, columns and callbacks stay: React then skips the grid when only the outline
  // (current or selected ticket) changes.
  const gridId = `${kind === 'pricing' ? 'pricing-tickets' : 'tickets'}${tab === 'project' ? '-project' : ''}`;
  const title = translate(`a1.ticketing.pageName.${kind}`);
  const excelFileName = translate('a1.ticketing.excelFileName');
  const footerMessage = translate('a1.ticketing.gridFooter');
  const grid = useMemo(
    () => (
      <DataGrid<TicketRow>
        // Pricing and support screens keep their own settings; the Project view has two more columns.
        gridId={gridId}
        key={`${tab}-${department ?? ''}-${laneDefault}-${feature ?? ''}-${initiative ?? ''}`}
        title={title}
        columns={columns}
        rows={gridRows}
        loading={loading}
        defaultPageSize={TICKET_GRID_PAGE_SIZE}
        onRefresh={onRefresh}
        onNew={onNew}
        excelFileName={excelFileName}
        footerMessage={footerMessage}
      />
    ),
    [
      gridId,
      tab,
      department,
      laneDefault,
      feature,
      initiative,
      title,
      columns,
      gridRows,
      loading,
      onRefresh,
      onNew,
      excelFileName,
      footerMessage,
    ],
  );

  return (
    <Box
      onClick={onClick}
      data-current-ticket={current ?? undefined}
      sx={{
        '& tbody tr': { cursor: 'pointer' },
        '& tbody tr:hover': { backgroundColor: 'action.hover' },
        '& td.unread-icon::before': { content: '"● " / "unread: "', color: 'warning.dark' },
        ...outline,
      }}
    >
      {grid}
    </Box>
  );
});
