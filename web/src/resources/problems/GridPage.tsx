/**
 * The problem-package grid (shell §2 `aimban/package-grid`, issue 27 point 3): the same cards and filters as the
 * board (useProblemCards with the address's criteria, saved filters included) on the shared grid, with its column
 * filters, sort, settings and Excel export; a tracking number opens the card's dialog; kept live by the same events.
 */
import { useCallback, useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useCriteria } from './useCriteria';
import { useProblemCards } from './useProblemCards';
import { useLanes } from './queries';
import { FilterBar } from './FilterBar';
import type { BoardCard } from './board';
import { DialogLoading, lazyNamed } from '../../shell/lazy';

const IssueDialog = lazyNamed(() => import('./IssueDialog'), 'IssueDialog', <DialogLoading />);

type GridRow = BoardCard & Row & { lane: string };

export function GridPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { criteria, ...filters } = useCriteria();
  const cards = useProblemCards(criteria);
  const lanes = useLanes().data;
  const open = useCallback(
    (row: { packageIssueId: unknown }) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        out.set('packageIssueId', String(row.packageIssueId));
        return out;
      }),
    [setParams],
  );
  const rows = useMemo<GridRow[]>(() => {
    const laneName = new Map((lanes ?? []).map((l) => [l.laneId, l.name]));
    return (cards.data ?? []).map((c) => ({ ...c, lane: laneName.get(c.laneId) ?? '' }) as GridRow);
  }, [cards.data, lanes]);
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const t = (key: string) => translate(`a1.problems.columns.${key}`);
    const text = (value: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
      title: t(value),
      value,
      type: 'string',
      canFilter: true,
      ...extra,
    });
    const date = (value: string): GridColumn<Row> => ({
      title: t(value),
      value,
      type: 'date',
      exportType: 'date',
      dateRangeFilter: true,
    });
    const flag = (value: string): GridColumn<Row> => ({
      title: t(value),
      value,
      type: 'boolean',
      exportType: 'boolean',
      canFilter: true,
    });
    return [
      text('trackingNumber', { stickyColumn: true, stickyColumnWidth: 200, canFilter: false, onCellClick: open }),
      text('customer'),
      text('lane'),
      text('issue'),
      text('category'),
      text('issueLevel'),
      text('agent'),
      text('department'),
      text('jobNumber'),
      text('consigneeName', { canFilter: false }),
      text('consigneeCountry'),
      date('laneEnteredOn'),
      date('createdOn'),
      flag('overAge'),
      flag('isDangerousGoods'),
      flag('isDeniedParty'),
      flag('archived'),
    ];
  }, [translate, open]);
  const openId = Number(params.get('packageIssueId')) || undefined;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('a1.problems.grid.title')} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography component="h1" variant="h5">
          {translate('a1.problems.grid.title')}
        </Typography>
      </Stack>
      <FilterBar criteria={criteria} {...filters} />
      <DataGrid<Row>
        gridId="aimban-package-grid"
        title={translate('a1.problems.grid.title')}
        columns={columns}
        rows={rows}
        loading={cards.isFetching}
        excelFileName="problem-packages"
        onRefresh={() => void cards.refetch()}
      />
      {openId && (
        <IssueDialog
          packageIssueId={openId}
          onClose={() =>
            setParams((current) => {
              const out = new URLSearchParams(current);
              out.delete('packageIssueId');
              return out;
            })
          }
        />
      )}
    </Box>
  );
}
