/**
 * Denied parties (shell §2 `aimban/denied-party`, issue 27 point 6): the screening list in force (its version,
 * source, entries, who imported it and when), the hits of the consignees screened against it with their score and
 * list entry (by decision: open hits, cleared, confirmed) on the shared grid, a reviewer's decision on a hit (clear
 * a false hit with a reason and an expiry, or confirm it: ReviewDialog) and, for Aimban administrators, the import of
 * a new list (ImportListDialog).
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { A1, SCREENING_DECISIONS, type Screening, type ScreeningDecision } from '@a1/shared';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { PROBLEM_KEYS, useIsAdmin } from './queries';
import { formatWhen } from './when';
import { ReviewDialog } from './ReviewDialog';
import { ImportListDialog } from './ImportListDialog';

type ScreeningRow = Screening & Row;

export function DeniedPartyPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.problems.denied.${key}`, options);
  const a1 = useA1();
  const isAdmin = useIsAdmin().data === true;
  const [decision, setDecision] = useState<ScreeningDecision>('hit');
  const [reviewing, setReviewing] = useState<Screening | null>(null);
  const [importing, setImporting] = useState(false);
  const info = useQuery({
    queryKey: PROBLEM_KEYS.screeningList(),
    queryFn: ({ signal }) => a1.call(A1.aimbanDeniedPartyListInfo, {}, { signal }),
  });
  const screenings = useQuery({
    queryKey: [...PROBLEM_KEYS.screenings(), decision],
    queryFn: ({ signal }) => a1.call(A1.aimbanDeniedPartyScreenings, { query: { decision } }, { signal }),
  });
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const c = (key: string) => translate(`a1.problems.denied.columns.${key}`);
    const text = (value: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
      title: c(value),
      value,
      type: 'string',
      canFilter: true,
      ...extra,
    });
    return [
      text('trackingNumber', { canFilter: false, stickyColumn: true, stickyColumnWidth: 190 }),
      text('consigneeName', { canFilter: false }),
      { title: c('score'), value: 'score', type: 'number', exportType: 'number' },
      text('entryName', { canFilter: false }),
      text('entrySource'),
      { title: c('listVersion'), value: 'listVersion', type: 'number', exportType: 'number' },
      text('decision', { format: (v) => translate(`a1.problems.denied.decision.${String(v)}`) }),
      text('reason', { canFilter: false }),
      { title: c('expiresOn'), value: 'expiresOn', type: 'date', exportType: 'date' },
      text('decidedBy'),
      { title: c('screenedOn'), value: 'screenedOn', type: 'date', exportType: 'date', dateRangeFilter: true },
      {
        title: c('review'),
        value: 'review',
        type: 'button',
        buttonText: t('review'),
        buttonLabel: (row) => t('reviewRow', { number: String(row.trackingNumber) }),
        onClick: (row) => setReviewing(row as ScreeningRow),
      },
    ];
    // t is translate with a prefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translate]);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        {isAdmin && (
          <Button variant="outlined" onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
        )}
      </Stack>
      {info.data ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="screening-list-info">
          {t('listInfo', {
            version: info.data.listVersion,
            source: info.data.source,
            smart_count: info.data.entries,
            name: info.data.importedBy,
            when: formatWhen(info.data.importedOn),
          })}
        </Alert>
      ) : (
        info.isSuccess && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('noList')}
          </Alert>
        )
      )}
      <Tabs value={decision} onChange={(_, next: ScreeningDecision) => setDecision(next)} aria-label={t('which')}>
        {SCREENING_DECISIONS.map((d) => (
          <Tab key={d} value={d} label={t(`tab.${d}`)} />
        ))}
      </Tabs>
      <DataGrid<Row>
        key={decision}
        gridId={`aimban-denied-party-${decision}`}
        title={t('title')}
        columns={columns}
        rows={(screenings.data ?? []) as ScreeningRow[]}
        loading={screenings.isFetching}
        excelFileName={`denied-party-${decision}`}
        onRefresh={() => void screenings.refetch()}
      />
      {reviewing && <ReviewDialog screening={reviewing} onClose={() => setReviewing(null)} />}
      {importing && <ImportListDialog onClose={() => setImporting(false)} />}
    </Box>
  );
}
