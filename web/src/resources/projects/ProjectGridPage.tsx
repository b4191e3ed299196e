/**
 * The project grid (spec 2 §2): CRFs (read-only), Projects and My Projects (editable) by the end of the URL, on
 * the shared data grid. Rows come from kanban/project/gridview/gridview (My Projects asks customFilterName
 * 'MyProjects'); the column set, default filters, phase colours, points text and group labels are the pure rules
 * of @a1/shared/rules/projecttracking. Editable mode pages at 500 rows, exports to Excel, keeps filter and sort per
 * session, and has New Initiative, Add Feature and Tickets; clicking an initiative or feature name opens its modal.
 * Beside the heading, editable mode links to the issue and timesheet registers (ours, issue 24), for who may open them.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Title, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { A1, canAccess } from '@a1/shared';
import { PROJECT_REGISTER_ROUTES } from '@a1/shared/constants/projecttracking';
import type { ProjectGridRow } from '@a1/shared/contract/projecttracking';
import type { FilterItem, GridColumn, SortState } from '@a1/shared/rules/grid/index';
import {
  defaultFilterItems,
  labelRows,
  parseGridState,
  phaseColour,
  PROJECT_GRID_PAGE_SIZE,
  projectColumns,
  projectGridPage,
  projectGridStateKey,
  serializeGridState,
  sortByMinimumSprintDateDesc,
  type LabelledRow,
} from '@a1/shared/rules/projecttracking/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { QUIET, useLookup } from '../../lookups/useSharedLookups';
import { useDbNameFormat } from '../../providers/i18nProvider';
import { getPermissions, getSession } from '../../session/session';
import { DialogLoading, lazyNamed } from '../../shell/lazy';

const InitiativeDialog = lazyNamed(
  () => import('../initiatives/InitiativeDialog'),
  'InitiativeDialog',
  <DialogLoading />,
);
const FeatureDialog = lazyNamed(() => import('../features/FeatureDialog'), 'FeatureDialog', <DialogLoading />);
// The Tickets button: the ticket screen's ticket list dialog (spec 3 §2) on the feature's tickets.
const FeatureTicketList = lazyNamed(
  () => import('../tickets/FeatureTicketList'),
  'FeatureTicketList',
  <DialogLoading />,
);

type Row = LabelledRow & ProjectGridRow;

export type ProjectModal =
  | { kind: 'initiative'; id: number | null }
  | { kind: 'feature'; id: number | null; milestoneId?: number; projectId?: number }
  | { kind: 'tickets'; id: number; name: string };

const COLOUR_CLASS = { red: 'cell-danger', green: 'cell-success', blue: 'cell-info' } as const;

export function ProjectGridPage() {
  const translate = useTranslate();
  // Phases and priorities come from the database: shown through the translation tables, filtered and coloured by
  // their stored names (the phase's number prefix).
  const dbName = useDbNameFormat();
  const a1 = useA1();
  const { pathname } = useLocation();
  const page = useMemo(() => projectGridPage(pathname), [pathname]);
  const [modal, setModal] = useState<ProjectModal | null>(null);
  // Every phase name (My Projects' default phase filter chooses among them, even those no row holds yet); the
  // phases lookup is the feature dialog's too.
  const phases = useLookup(A1.projectPhaseList, undefined, QUIET);
  const phaseNames = phases.data?.map((p) => p.name) ?? (phases.isError ? [] : null);
  const grid = useQuery({
    queryKey: ['projectGrid', page.mode],
    queryFn: ({ signal }) =>
      a1.call(
        A1.projectGrid,
        { query: page.mode === 'myProjects' ? { customFilterName: 'MyProjects' } : {} },
        { quiet: true, signal },
      ),
    enabled: page.loadsGrid,
    // Nothing is kept once the grid is left: a visit whose read fails shows no rows, not an earlier visit's.
    gcTime: 0,
  });
  // Each visit shows the spinner until the rows are read afresh (P-11). Failed loads are silently ignored (spec 2
  // §8): the grid keeps what it had, or shows no rows.
  const fetched = grid.isFetchedAfterMount;
  const data = useMemo(() => (fetched ? (grid.data ?? []) : null), [fetched, grid.data]);
  const { refetch } = grid;
  const load = useCallback(() => void refetch(), [refetch]);

  const rows = useMemo<Row[]>(() => {
    if (!data) return [];
    const ordered = page.mode === 'myProjects' ? sortByMinimumSprintDateDesc(data) : data;
    return labelRows(ordered as ProjectGridRow[]) as Row[];
  }, [data, page.mode]);

  const specs = useMemo(() => projectColumns(page.mode), [page.mode]);
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const t = (key: string) => translate(`a1.projects.columns.${key}`);
    const open = (spec: (typeof specs)[number]) =>
      spec.opens === 'initiative'
        ? (row: Row) => setModal({ kind: 'initiative', id: row.initiativeID })
        : spec.opens === 'feature'
          ? (row: Row) => row.featureID && setModal({ kind: 'feature', id: row.featureID })
          : undefined;
    const base: GridColumn<Row>[] = specs.map((spec) => ({
      title: t(spec.key),
      value: spec.value,
      type: spec.type,
      exportType: spec.type === 'number' ? 'number' : spec.type === 'date' ? 'date' : undefined,
      canFilter: spec.type === 'string' || spec.type === 'boolean' || spec.key === 'sortOrder' || spec.key === 'tier',
      dateRangeFilter: spec.type === 'date' ? true : undefined,
      hideColumn: spec.hidden,
      stickyColumn: spec.key === 'tier' || spec.key === 'sortOrder' ? true : undefined,
      stickyColumnWidth: spec.key === 'tier' || spec.key === 'sortOrder' ? 70 : undefined,
      format: spec.key === 'phase' || spec.key === 'priority' ? dbName : undefined,
      class: spec.key === 'phase' ? (value) => COLOUR_CLASS[phaseColour(value) ?? ('none' as never)] : undefined,
      onCellClick: open(spec),
    }));
    if (page.readOnly) return base;
    // Editable rows: add a feature under the row's initiative, and the feature's tickets.
    return [
      ...base,
      {
        title: t('addFeature'),
        value: 'initiativeID',
        type: 'button',
        buttonText: t('addFeature'),
        onClick: (row) =>
          setModal({ kind: 'feature', id: null, milestoneId: row.initiativeID, projectId: row.projectID }),
      },
      {
        title: t('tickets'),
        value: 'featureID',
        type: 'button',
        buttonText: t('tickets'),
        buttonDisabled: { valueIndex: 'featureID', condition: null, doesEqual: true },
        onClick: (row) => row.featureID && setModal({ kind: 'tickets', id: row.featureID, name: row.feature ?? '' }),
      },
    ];
  }, [specs, translate, dbName, page.readOnly]);

  // Filter and sort: the session's kept state in editable mode, else the defaults (spec 2 §2).
  const stateKey = projectGridStateKey(page.mode);
  const initial = useMemo<{ items: FilterItem[]; sort: SortState } | null>(() => {
    if (!data || !phaseNames) return null;
    const kept = page.keepsState ? parseGridState(sessionStorage.getItem(stateKey), columns.length) : null;
    if (kept) return kept;
    const names = new Set(phaseNames);
    for (const row of data) if (row.featurePhase) names.add(row.featurePhase);
    return {
      items: defaultFilterItems({
        mode: page.mode,
        specs,
        columns,
        phaseNames: [...names],
        fullName: getSession()?.userFullName ?? '',
      }),
      sort: { columnIndex: -1, isAscending: true },
    };
    // Computed once per data set and mode: later changes live in the grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data === null, phaseNames === null, page.mode]);
  const onStateChange = useCallback(
    (state: { items: FilterItem[]; sort: SortState }) => {
      if (page.keepsState) sessionStorage.setItem(stateKey, serializeGridState(state));
    },
    [page.keepsState, stateKey],
  );

  // The header names the page by the same key (shell/header PageTitle).
  const title = translate(`a1.projects.pages.${page.mode}`);

  const closeModal = (saved?: boolean) => {
    setModal(null);
    if (saved) load();
  };

  // Editable modes are for who reaches the project screens (the side menu's); the CRFs view is read-only.
  if (!page.readOnly && !canAccess(getPermissions(), { resource: 'features' }))
    return <Navigate to="/unauthorized-page" replace />;
  // The registers, where the guard lets the user open them (small buttons: the heading row keeps its height).
  const registers = page.readOnly
    ? []
    : (['issues', 'timesheets'] as const).filter((r) =>
        canAccess(getPermissions(), { resource: `/${PROJECT_REGISTER_ROUTES[r]}` }),
      );
  const REGISTER_ICONS = { issues: <ReportProblemIcon />, timesheets: <ScheduleIcon /> };

  return (
    <Box sx={{ p: 2, '& .cell-info': { color: 'info.dark', fontWeight: 600 } }} data-project-mode={page.mode}>
      <Title title={title} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {registers.map((r) => (
            <Button
              key={r}
              size="small"
              component={RouterLink}
              to={`/${PROJECT_REGISTER_ROUTES[r]}`}
              startIcon={REGISTER_ICONS[r]}
            >
              {translate(`a1.projects.registers.${r}.open`)}
            </Button>
          ))}
        </Stack>
        {!page.loadsGrid ? (
          <Typography>{translate('a1.projects.oneView')}</Typography>
        ) : !data || !initial ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('a1.grid.loading')} />
          </Box>
        ) : (
          <DataGrid<Row>
            key={page.mode}
            gridId={`kanban-project-${page.mode}`}
            title={title}
            columns={columns}
            rows={rows}
            loading={grid.isFetching}
            paging={page.paging}
            defaultPageSize={PROJECT_GRID_PAGE_SIZE}
            excel={!page.readOnly}
            excelFileName={translate('a1.projects.excelFileName')}
            onRefresh={load}
            initialItems={initial.items}
            initialSort={initial.sort}
            onStateChange={onStateChange}
            footerButton={
              page.footerButton
                ? {
                    label: translate('a1.projects.newInitiative'),
                    onClick: () => setModal({ kind: 'initiative', id: null }),
                  }
                : undefined
            }
          />
        )}
      </Stack>
      {modal?.kind === 'initiative' && (
        <InitiativeDialog
          id={modal.id}
          readOnly={page.readOnly}
          onClose={closeModal}
          onOpenFeature={(feature: { id: number | null; milestoneId?: number; projectId?: number }) =>
            setModal({ kind: 'feature', ...feature })
          }
        />
      )}
      {modal?.kind === 'feature' && (
        <FeatureDialog
          id={modal.id}
          milestoneId={modal.milestoneId}
          projectId={modal.projectId}
          readOnly={page.readOnly}
          onClose={closeModal}
        />
      )}
      {modal?.kind === 'tickets' && (
        <FeatureTicketList featureId={modal.id} name={modal.name} onClose={() => setModal(null)} />
      )}
    </Box>
  );
}
