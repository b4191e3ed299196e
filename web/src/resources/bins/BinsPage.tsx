/**
 * Bins (insight/bins; spec 2 §7 operation/admin/bins/): the bins in the shared grid, filtered by job number and bin
 * number (getbins); a row shows the bin with its receptacles (getbindetail) and the four close actions; a
 * receptacle shows its pieces (getreceptacledetail); Find Receptacle goes by number (ReceptacleByNumber). The
 * header's Refresh reads the bins again.
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { A1, type Bin } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { useRoleCheck } from '../../lookups/useSharedLookups';
import { useChange } from '../../providers/useChange';

type Row = Bin & Record<string, unknown>;

export function BinsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.bins.${key}`, options);
  const a1 = useA1();
  const notify = useNotify();
  const [filters, setFilters] = useState({ jobNumber: '', binNumber: '', sortDescending: true });
  const [applied, setApplied] = useState(filters);
  const [binId, setBinId] = useState<number | null>(null);
  const [receptacleId, setReceptacleId] = useState<number | null>(null);
  const [receptacleNumber, setReceptacleNumber] = useState('');
  const queryClient = useQueryClient();

  // Reads: the bins of the applied filters, the chosen bin and receptacle. The header's Refresh (react-admin's
  // refresh invalidates every query) reads them again.
  const jobAdmin = useRoleCheck(A1.isJobAdmin);
  const bins = useQuery({
    queryKey: ['bins', 'list', applied],
    queryFn: ({ signal }) =>
      a1.call(
        A1.getBins,
        {
          query: {
            jobNumber: applied.jobNumber.trim() || undefined,
            binNumber: applied.binNumber.trim() || undefined,
            sortDescending: applied.sortDescending,
          },
        },
        { signal },
      ),
  });
  // The bin read last stays on screen while the next is read.
  const detail =
    useQuery({
      queryKey: ['bins', 'detail', binId],
      queryFn: () => a1.call(A1.getBinDetail, { query: { binId: binId! } }),
      enabled: binId !== null,
      placeholderData: (previous) => previous,
    }).data ?? null;
  const receptacle =
    useQuery({
      queryKey: ['bins', 'receptacle', receptacleId],
      queryFn: () => a1.call(A1.getReceptacleDetail, { query: { receptacleId: receptacleId! } }),
      enabled: receptacleId !== null,
    }).data ?? null;

  const openBin = (id: number) => {
    setReceptacleId(null);
    setBinId(id);
  };
  /** A close: the bin (its heading shows it closed, no toast over the detail the user reads) or a receptacle. */
  const closing = useChange(() => queryClient.invalidateQueries({ queryKey: ['bins'] }));
  const busy = closing.busy;
  const close = async (kind: 'closeBin' | 'closeBinMix' | 'closeBinResidual') => {
    if (!detail) return;
    // The server's refusal is in the error dialog.
    if (await closing.run(() => a1.call(A1[kind], { body: { binId: detail.id } }))) setReceptacleId(null);
  };
  const closeReceptacle = async (id: number) => {
    const closed = await closing.run(() => a1.call(A1.closeReceptacle, { body: { receptacleId: id } }));
    if (!closed) return;
    setReceptacleId(null);
    notify(t('receptacleClosed', { number: closed.answer.receptacleNumber }), { type: 'success' });
  };
  const findReceptacle = async () => {
    try {
      const r = await a1.call(A1.receptacleByNumber, { query: { receptacleNumber: receptacleNumber.trim() } });
      setBinId(r.binId);
      setReceptacleId(r.id);
    } catch {
      // shown by the wrapper
    }
  };

  const columns = useMemo<GridColumn<Row>[]>(() => {
    const c = (key: string) => translate(`a1.jobdashboard.bins.columns.${key}`);
    return [
      { title: c('binNumber'), value: 'binNumber', type: 'string', stickyColumn: true },
      { title: c('jobNumber'), value: 'jobNumber', type: 'string', canFilter: true },
      { title: c('customer'), value: 'customer', type: 'string', canFilter: true },
      { title: c('status'), value: 'status', type: 'string', canFilter: true },
      { title: c('closeType'), value: 'closeType', type: 'string', canFilter: true },
      { title: c('mixed'), value: 'mixed', type: 'boolean', canFilter: true },
      { title: c('pieces'), value: 'pieces', type: 'number' },
      { title: c('weightKg'), value: 'weightKg', type: 'number' },
      { title: c('receptacles'), value: 'receptacles', type: 'number' },
      { title: c('createdOn'), value: 'createdOn', type: 'dateTime' },
      { title: c('closedOn'), value: 'closedOn', type: 'dateTime' },
    ];
  }, [translate]);

  const open = detail?.status === 'Open';
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(filters);
          }}
        >
          <TextField
            size="small"
            label={t('jobNumber')}
            value={filters.jobNumber}
            onChange={(e) => setFilters((f) => ({ ...f, jobNumber: e.target.value }))}
          />
          <TextField
            size="small"
            label={t('binNumber')}
            value={filters.binNumber}
            onChange={(e) => setFilters((f) => ({ ...f, binNumber: e.target.value }))}
          />
          <FormControlLabel
            control={
              <Switch
                checked={filters.sortDescending}
                onChange={(e) => setFilters((f) => ({ ...f, sortDescending: e.target.checked }))}
              />
            }
            label={t('newestFirst')}
          />
          <Button type="submit" variant="contained">
            {t('search')}
          </Button>
          <TextField
            size="small"
            label={t('receptacle')}
            value={receptacleNumber}
            onChange={(e) => setReceptacleNumber(e.target.value)}
          />
          <Button variant="outlined" disabled={!receptacleNumber.trim()} onClick={() => void findReceptacle()}>
            {t('findReceptacle')}
          </Button>
        </Stack>
        <DataGrid<Row>
          gridId="insight-bins"
          title={t('title')}
          columns={columns}
          rows={(bins.data ?? []) as Row[]}
          loading={bins.isFetching}
          onRefresh={() => void bins.refetch()}
          onRowClick={(row) => openBin(row.id)}
          footerMessage={t('footer')}
        />
        {!detail && <Typography>{t('select')}</Typography>}
        {detail && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bin-detail-title">
            <Typography id="bin-detail-title" component="h2" variant="h6">
              {t('detail', { number: detail.binNumber })} · {detail.jobNumber} · {detail.status}
              {detail.closeType ? ` (${detail.closeType})` : ''}
            </Typography>
            {jobAdmin && (
              <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                <Button variant="outlined" disabled={busy || !open} onClick={() => void close('closeBin')}>
                  {t('closeBin')}
                </Button>
                <Button variant="outlined" disabled={busy || !open} onClick={() => void close('closeBinMix')}>
                  {t('closeBinMix')}
                </Button>
                <Button variant="outlined" disabled={busy || !open} onClick={() => void close('closeBinResidual')}>
                  {t('closeBinResidual')}
                </Button>
              </Stack>
            )}
            <Table size="small" aria-label={t('receptacles')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('receptacle')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell>{t('columns.pieces')}</TableCell>
                  <TableCell>{t('columns.weightKg')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {detail.receptacleList.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.receptacleNumber}</TableCell>
                    <TableCell>{r.status}</TableCell>
                    <TableCell>{r.pieces}</TableCell>
                    <TableCell>{r.weightKg}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setReceptacleId(r.id)}>
                        {t('showPieces')}
                      </Button>
                      {jobAdmin && (
                        <Button
                          size="small"
                          disabled={busy || r.status !== 'Open'}
                          onClick={() => void closeReceptacle(r.id)}
                        >
                          {t('closeReceptacle')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {receptacle && (
              <Box sx={{ mt: 2 }}>
                <Typography component="h3" variant="subtitle1">
                  {t('pieces', { number: receptacle.receptacleNumber })}
                </Typography>
                {receptacle.pieceList.length === 0 ? (
                  <Alert severity="info">—</Alert>
                ) : (
                  <Table size="small" aria-label={t('pieces', { number: receptacle.receptacleNumber })}>
                    <TableBody>
                      {receptacle.pieceList.map((p) => (
                        <TableRow key={p.id}>
                          <TableCell>{p.pieceNumber}</TableCell>
                          <TableCell>{p.service}</TableCell>
                          <TableCell>{p.weightKg}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Box>
            )}
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
