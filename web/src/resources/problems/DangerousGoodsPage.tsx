/**
 * Dangerous goods (shell §2 `aimban/dangerous-goods` and `aimban/dangerous-goods-grid`, issue 27 point 5): the
 * packages declared as dangerous goods, current or archived (their card closed), on the shared grid with Excel
 * export. The first screen adds the count per hazard class (a class filters the grid) and the dimension settings
 * (read by everyone, saved by Aimban administrators); the grid screen is the list alone. A tracking number with a
 * card opens the card's dialog, where the declaration is edited (Edit package information).
 */
import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { A1, HAZARD_CLASSES, type DangerousGoodsPackage } from '@a1/shared';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { PROBLEM_KEYS } from './queries';
import { DimSettingsDialog } from './DimSettingsDialog';
import { DialogLoading, lazyNamed } from '../../shell/lazy';

const IssueDialog = lazyNamed(() => import('./IssueDialog'), 'IssueDialog', <DialogLoading />);

type DgRow = DangerousGoodsPackage & Row;

export function DangerousGoodsPage({ variant }: { variant: 'screen' | 'grid' }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.problems.dg.${key}`, options);
  const a1 = useA1();
  const [params, setParams] = useSearchParams();
  const archive = params.get('archive') === 'true';
  const [hazardClass, setHazardClass] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useQuery({
    queryKey: PROBLEM_KEYS.dangerousGoods(archive),
    queryFn: ({ signal }) =>
      a1.call(archive ? A1.aimbanDangerousGoodsPackageArchive : A1.aimbanDangerousGoodsPackages, {}, { signal }),
  });
  const counts = useMemo(() => {
    const out = new Map<string, number>();
    for (const p of list.data ?? []) out.set(p.hazardClass, (out.get(p.hazardClass) ?? 0) + 1);
    return out;
  }, [list.data]);
  const rows = useMemo(
    () => (list.data ?? []).filter((p) => !hazardClass || p.hazardClass === hazardClass) as DgRow[],
    [list.data, hazardClass],
  );
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (value === null) out.delete(key);
      else out.set(key, value);
      return out;
    });
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const c = (key: string) => translate(`a1.problems.dg.columns.${key}`);
    const text = (value: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
      title: c(value),
      value,
      type: 'string',
      canFilter: true,
      ...extra,
    });
    return [
      text('trackingNumber', {
        canFilter: false,
        stickyColumn: true,
        stickyColumnWidth: 200,
        onCellClick: (row) => row.packageIssueId && setParam('packageIssueId', String(row.packageIssueId)),
      }),
      text('customer'),
      text('unNumber'),
      text('hazardClass'),
      text('packingGroup'),
      text('properShippingName', { canFilter: false }),
      { title: c('quantity'), value: 'quantity', type: 'number', exportType: 'number' },
      { title: c('createdOn'), value: 'createdOn', type: 'date', exportType: 'date', dateRangeFilter: true },
      ...(archive
        ? [{ title: c('archivedOn'), value: 'archivedOn', type: 'date', exportType: 'date' } as GridColumn<Row>]
        : []),
    ];
    // setParam is stable enough: it only wraps setParams.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translate, archive]);
  const title = t(variant === 'grid' ? 'gridTitle' : 'title');
  const openId = Number(params.get('packageIssueId')) || undefined;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Tabs
          value={archive ? 'archive' : 'current'}
          onChange={(_, next: string) => setParam('archive', next === 'archive' ? 'true' : null)}
          aria-label={t('which')}
        >
          <Tab value="current" label={t('current')} />
          <Tab value="archive" label={t('archive')} />
        </Tabs>
        {variant === 'screen' && <Button onClick={() => setSettingsOpen(true)}>{t('dimSettings')}</Button>}
      </Stack>
      {variant === 'screen' && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 1 }}
          flexWrap="wrap"
          useFlexGap
          aria-label={t('byClass')}
          role="group"
        >
          {HAZARD_CLASSES.filter((c) => counts.has(c)).map((c) => (
            <Chip
              key={c}
              label={t('classCount', { hazardClass: c, smart_count: counts.get(c) ?? 0 })}
              color={hazardClass === c ? 'primary' : 'default'}
              onClick={() => setHazardClass(hazardClass === c ? null : c)}
              aria-pressed={hazardClass === c}
            />
          ))}
        </Stack>
      )}
      <DataGrid<Row>
        key={String(archive)}
        gridId={variant === 'grid' ? 'aimban-dangerous-goods-grid' : 'aimban-dangerous-goods'}
        title={title}
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        excelFileName={archive ? 'dangerous-goods-archive' : 'dangerous-goods'}
        onRefresh={() => void list.refetch()}
      />
      {settingsOpen && <DimSettingsDialog onClose={() => setSettingsOpen(false)} />}
      {openId && <IssueDialog packageIssueId={openId} onClose={() => setParam('packageIssueId', null)} />}
    </Box>
  );
}
