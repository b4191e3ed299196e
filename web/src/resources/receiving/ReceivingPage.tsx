/**
 * The receiving dashboard (operations/receiving, issue 26 point 2): the day's inbound jobs in the shared grid, with
 * their pieces by stage (a count opens those pieces: DashboardPiece) and counts by status as filters; a job opens by
 * its number (typed or scanned) or from the grid; a new job is received here (POST Job); a manifest opens by its
 * number; ticked jobs are changed together (PUT BulkJob, one transaction).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ReceivingDashboardRow } from '@a1/shared';
import { PIECE_STAGES, type PieceStage } from '@a1/shared/constants/jobs';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { DataGrid, type GridSelection } from '../../grid';
import { useReceivingDashboard, useStatusName } from './queries';
import { ReceiveJobDialog } from './ReceiveJobDialog';
import { BulkJobDialog } from './BulkJobDialog';
import { PiecesDialog } from './PiecesDialog';
import { jobPath, manifestPath } from './paths';

export type DashboardRow = Omit<ReceivingDashboardRow, 'pieces'> &
  Row & { id: number } & Record<`pieces${PieceStage}`, number>;

const toRow = ({ pieces, ...job }: ReceivingDashboardRow): DashboardRow => ({
  ...job,
  id: job.jobId,
  piecesReceived: pieces.Received,
  piecesProcessed: pieces.Processed,
  piecesDispatched: pieces.Dispatched,
});

/** A number typed or scanned, and Enter: what it opens. */
function OpenBox({ label, onOpen }: { label: string; onOpen: (value: string) => void }) {
  const translate = useTranslate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('number') as HTMLInputElement;
    if (input.value.trim()) onOpen(input.value.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: '1 1 240px', minWidth: 0 }}>
      <TextField name="number" label={label} size="medium" autoComplete="off" sx={{ flex: 1, minWidth: 0 }} />
      <Button type="submit" variant="outlined" sx={{ minHeight: 48 }}>
        {translate('a1.receiving.dashboard.open')}
      </Button>
    </Box>
  );
}

export function ReceivingPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.dashboard.${key}`, options);
  const navigate = useNavigate();
  const statusName = useStatusName();
  const dashboard = useReceivingDashboard();
  const [status, setStatus] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<string | number>>(() => new Set());
  const [dialog, setDialog] = useState<'new' | 'bulk' | { jobId: number; number: string; stage: PieceStage } | null>(
    null,
  );

  const rows = useMemo(
    () => (dashboard.data?.jobs ?? []).filter((j) => status === null || j.statusId === status).map(toRow),
    [dashboard.data, status],
  );
  const columns = useMemo<GridColumn<DashboardRow>[]>(() => {
    const c = (key: string) => translate(`a1.receiving.columns.${key}`);
    return [
      {
        title: c('number'),
        value: 'number',
        type: 'string',
        stickyColumn: true,
        stickyColumnWidth: 120,
        onCellClick: (row) => navigate(jobPath(row.number)),
      },
      { title: c('customer'), value: 'customer', type: 'string', canFilter: true },
      { title: c('status'), value: 'status', type: 'string', canFilter: true, format: (v) => statusName(String(v)) },
      ...PIECE_STAGES.map((stage): GridColumn<DashboardRow> => ({
        title: translate(`a1.receiving.stages.${stage}`),
        value: `pieces${stage}`,
        type: 'number',
        exportType: 'number',
        onCellClick: (row) => setDialog({ jobId: row.jobId, number: row.number, stage }),
      })),
      { title: c('weightKg'), value: 'weightKg', type: 'number', exportType: 'number' },
      { title: c('manifests'), value: 'manifests', type: 'number', exportType: 'number' },
      { title: c('inboundCarrier'), value: 'inboundCarrier', type: 'string', canFilter: true },
      { title: c('location'), value: 'location', type: 'string', canFilter: true },
      { title: c('type'), value: 'type', type: 'string', canFilter: true },
      { title: c('receivedOn'), value: 'receivedOn', type: 'date', exportType: 'date' },
      { title: c('receivedBy'), value: 'receivedBy', type: 'string', canFilter: true },
    ];
  }, [translate, navigate, statusName]);

  const selection = useMemo<GridSelection<DashboardRow>>(
    () => ({
      selected,
      rowKey: (row) => row.jobId,
      rowLabel: (row) => t('selectJob', { number: row.number }),
      onChange: setSelected,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected, translate],
  );
  const selectedJobs = (dashboard.data?.jobs ?? []).filter((j) => selected.has(j.jobId));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {dashboard.data ? t('day', { day: dashboard.data.day }) : t('loading')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        <Button variant="contained" onClick={() => setDialog('new')} sx={{ minHeight: 48 }}>
          {t('receiveNew')}
        </Button>
        <OpenBox label={t('jobNumber')} onOpen={(number) => navigate(jobPath(number))} />
        <OpenBox label={t('manifestNumber')} onOpen={(number) => navigate(manifestPath(number))} />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 2 }}
        role="group"
        aria-label={t('byStatus')}
      >
        <Chip
          label={t('all', { smart_count: dashboard.data?.jobs.length ?? 0 })}
          color={status === null ? 'primary' : 'default'}
          onClick={() => setStatus(null)}
          aria-pressed={status === null}
          sx={{ minHeight: 40 }}
        />
        {(dashboard.data?.statuses ?? [])
          .filter((s) => s.count > 0)
          .map((s) => (
            <Chip
              key={s.statusId}
              label={`${statusName(s.name)} (${s.count})`}
              color={status === s.statusId ? 'primary' : 'default'}
              onClick={() => setStatus(s.statusId)}
              aria-pressed={status === s.statusId}
              sx={{ minHeight: 40 }}
            />
          ))}
      </Stack>
      {selected.size > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography>{t('selected', { smart_count: selected.size })}</Typography>
          <Button variant="outlined" onClick={() => setDialog('bulk')} sx={{ minHeight: 48 }}>
            {t('bulkEdit')}
          </Button>
        </Stack>
      )}
      <DataGrid<DashboardRow>
        gridId="operations-receiving-dashboard"
        title={t('jobs')}
        columns={columns}
        rows={rows}
        loading={dashboard.isFetching}
        excelFileName="receiving-dashboard"
        onRefresh={() => void dashboard.refetch()}
        onNew={() => setDialog('new')}
        selection={selection}
      />
      {dialog === 'new' && (
        <ReceiveJobDialog onClose={() => setDialog(null)} onCreated={(job) => navigate(jobPath(job.number))} />
      )}
      {dialog === 'bulk' && (
        <BulkJobDialog
          jobs={selectedJobs}
          statuses={dashboard.data?.statuses ?? []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setSelected(new Set());
            setDialog(null);
          }}
        />
      )}
      {dialog && typeof dialog === 'object' && <PiecesDialog {...dialog} onClose={() => setDialog(null)} />}
    </Box>
  );
}
