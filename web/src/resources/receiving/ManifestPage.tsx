/**
 * A manifest at the dock (operations/receiving/manifest/{number}, issue 26 point 5): read by its number (useGetOne on
 * receiving-manifests), its packages (from the package model) in the shared grid, its tares (ManifestTares), its
 * comments (GET ManifestComment adds one), and, when it is a DNB manifest, its DNB job (created once, however often
 * asked) closed or re-opened (DNBJobs).
 */
import { useMemo, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { RECEIVING_LIMITS } from '@a1/shared';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import type { ManifestRecord } from '../../providers/resources/receivingManifests';
import { useLocaleFormat } from '../../shell/useLocaleFormat';
import { ManifestTares } from './ManifestTares';
import { useDnbJobs, useManifestComment } from './mutations';
import { jobPath, RECEIVING_PATH } from './paths';
import { useDnbManifest, useStatusName } from './queries';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1, sm: 2 }, mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Comments({ manifest }: { manifest: ManifestRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.receiving.comments.${key}`);
  const add = useManifestComment(manifest.manifestNumber);
  const format = useLocaleFormat();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('comment') as HTMLInputElement;
    const comment = input.value.trim();
    if (comment) add.mutate(comment, { onSuccess: () => (input.value = '') });
  };
  return (
    <Stack spacing={1}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          name="comment"
          label={t('new')}
          autoComplete="off"
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: RECEIVING_LIMITS.comment } }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ minHeight: 56 }}>
          {t('add')}
        </Button>
      </Box>
      {manifest.comments.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <List dense aria-label={t('list')}>
          {manifest.comments.map((c) => (
            <ListItem key={c.commentId} divider>
              <ListItemText primary={c.comment} secondary={`${c.createdBy} · ${format.dateTime(c.createdOn)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

function DnbSection({ manifest }: { manifest: ManifestRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.receiving.dnb.${key}`);
  const statusName = useStatusName();
  const dnb = useDnbManifest(manifest.manifestId);
  const { create, update } = useDnbJobs(manifest.manifestId);
  if (!dnb.data?.isDnb) return null;
  return (
    <Section title={t('title')}>
      <Stack spacing={1}>
        {dnb.data.jobs.length === 0 ? (
          <Typography color="text.secondary">{t('none')}</Typography>
        ) : (
          <List dense aria-label={t('list')}>
            {dnb.data.jobs.map((j) => (
              <ListItem key={j.jobId} divider>
                <ListItemText
                  primary={<RouterLink to={jobPath(j.number)}>{j.number}</RouterLink>}
                  secondary={`${statusName(j.status)} · ${j.pieces} · ${j.weightKg} kg`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => create.mutate()}
            disabled={create.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('create')}
          </Button>
          <Button
            onClick={() => update.mutate(true)}
            disabled={!dnb.data.jobs.length || update.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('close')}
          </Button>
          <Button
            onClick={() => update.mutate(false)}
            disabled={!dnb.data.jobs.length || update.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('reopen')}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}

type PackageRow = ManifestRecord['packages'][number] & Row & { id: number };

export function ManifestPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.manifest.${key}`, options);
  const { number = '' } = useParams();
  const {
    data: manifest,
    error,
    isPending,
  } = useGetOne<ManifestRecord>('receiving-manifests', { id: number }, { retry: false });
  const rows = useMemo<PackageRow[]>(
    () => (manifest?.packages ?? []).map((p) => ({ ...p, id: p.packageId })),
    [manifest],
  );
  const columns = useMemo<GridColumn<PackageRow>[]>(() => {
    const c = (key: string) => translate(`a1.receiving.manifest.columns.${key}`);
    return [
      { title: c('trackingNumber'), value: 'trackingNumber', type: 'string' },
      { title: c('weightKg'), value: 'weightKg', type: 'number', exportType: 'number' },
      { title: c('status'), value: 'status', type: 'string', canFilter: true },
      { title: c('received'), value: 'received', type: 'boolean', exportType: 'boolean', canFilter: true },
    ];
  }, [translate]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, overflowX: 'hidden' }}>
      <Title title={t('title', { number })} />
      <Button component={RouterLink} to={RECEIVING_PATH} sx={{ minHeight: 48, mb: 1 }}>
        {translate('a1.receiving.backToDashboard')}
      </Button>
      {isPending ? (
        <Typography>{translate('a1.receiving.loading')}</Typography>
      ) : error || !manifest ? (
        <Alert severity="error">{t('notFound', { number })}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
              {t('title', { number: manifest.manifestNumber })}
            </Typography>
            <Chip
              label={t(`status.${manifest.status}`)}
              color="primary"
              variant="outlined"
              data-testid="manifest-status"
            />
            {manifest.isDnb && <Chip label={t('dnb')} color="warning" />}
          </Stack>
          <Typography color="text.secondary">
            {t('summary', {
              customer: manifest.customer,
              received: manifest.receivedCount,
              total: manifest.packageCount,
              kg: manifest.weightKg,
            })}
          </Typography>
          {manifest.jobs.length > 0 && (
            <Typography>
              {t('jobs')}{' '}
              {manifest.jobs.map((j, i) => (
                <span key={j.jobId}>
                  {i > 0 && ', '}
                  <RouterLink to={jobPath(j.number)}>{j.number}</RouterLink>
                </span>
              ))}
            </Typography>
          )}
          <Section title={t('tares')}>
            <ManifestTares manifest={manifest} />
          </Section>
          <DnbSection manifest={manifest} />
          <Section title={t('comments')}>
            <Comments manifest={manifest} />
          </Section>
          <Section title={t('packages', { smart_count: manifest.packageCount })}>
            <DataGrid<PackageRow>
              gridId="operations-receiving-manifest-packages"
              columns={columns}
              rows={rows}
              excelFileName={`manifest-${manifest.manifestNumber}`}
              height={360}
            />
          </Section>
        </>
      )}
    </Box>
  );
}
