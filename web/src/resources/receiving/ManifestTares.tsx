/**
 * A manifest's tares (issue 26 points 4 and 5) in a react-admin Form: the rows as saved, rows weighed here
 * (TareWeigher), each removable; Save, Receive and Close each send one PUT ManifestTares (useUpdate on
 * receiving-manifests, with the version read): receiving or closing takes every package onto the job in one request
 * and one transaction on the server. The job that receives it: one it is linked to, or one of the day's jobs of the
 * same customer.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { ManifestRecord } from '../../providers/resources/receivingManifests';
import { RECEIVING_KEYS, useReceivingDashboard, useTareTypes } from './queries';
import { TareWeigher, type TareLine } from './TareWeigher';

interface Values {
  tares: TareLine[];
  jobId: number | null;
  action: 'save' | 'receive' | 'close';
}

function TareRows({ manifest }: { manifest: ManifestRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.tares.${key}`, options);
  const tareTypes = useTareTypes();
  const dashboard = useReceivingDashboard();
  const form = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray<Values, 'tares'>({ name: 'tares' });
  const jobId = form.watch('jobId');
  const jobs = [
    ...manifest.jobs.map((j) => ({ jobId: j.jobId, number: j.number })),
    ...(dashboard.data?.jobs ?? [])
      .filter((j) => j.customerId === manifest.customerId && !manifest.jobs.some((m) => m.jobId === j.jobId))
      .map((j) => ({ jobId: j.jobId, number: j.number })),
  ];
  const closed = manifest.status === 'Closed';
  const submitAs = (action: Values['action']) => () => form.setValue('action', action);
  const net = fields.reduce((sum, f) => sum + f.netKg, 0);
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <List dense aria-label={t('list')}>
          {fields.map((f, i) => (
            <ListItem
              key={f.id}
              divider
              secondaryAction={
                !closed && (
                  <IconButton
                    aria-label={t('remove', { row: i + 1 })}
                    onClick={() => remove(i)}
                    sx={{ width: 48, height: 48 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={t('row', { type: f.tareType, gross: f.grossKg, tare: f.tareKg, net: f.netKg })}
                secondary={t(`source.${f.weightSource}`)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography data-testid="tares-net">{t('totalNet', { kg: Math.round(net * 1000) / 1000 })}</Typography>
      {!closed && <TareWeigher tareTypes={tareTypes.data ?? []} onAdd={(line) => append(line)} />}
      {!closed && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            label={t('job')}
            value={jobId ?? ''}
            onChange={(e) => form.setValue('jobId', e.target.value === '' ? null : Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            {jobs.map((j) => (
              <MenuItem key={j.jobId} value={j.jobId} sx={{ minHeight: 48 }}>
                {j.number}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" onClick={submitAs('save')} sx={{ minHeight: 48 }}>
            {t('save')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            onClick={submitAs('receive')}
            disabled={!jobId}
            sx={{ minHeight: 48 }}
          >
            {t('receive')}
          </Button>
          <Button type="submit" variant="outlined" onClick={submitAs('close')} disabled={!jobId} sx={{ minHeight: 48 }}>
            {t('close')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function ManifestTares({ manifest }: { manifest: ManifestRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const defaults: Values = {
    tares: manifest.tares.map((x) => ({
      tareTypeId: x.tareTypeId,
      tareType: x.tareType,
      grossKg: x.grossKg,
      tareKg: x.tareKg,
      netKg: x.netKg,
      weightSource: x.weightSource,
    })),
    jobId: manifest.jobs[0]?.jobId ?? null,
    action: 'save',
  };
  const submit = (values: Record<string, unknown>) => {
    const { tares, jobId, action } = values as unknown as Values;
    return update(
      'receiving-manifests',
      { id: manifest.id, data: { tares, jobId: jobId ?? undefined, action }, previousData: manifest },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () =>
          notify(translate(`a1.receiving.tares.done.${action}`, { number: manifest.manifestNumber }), {
            type: 'success',
          }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.all }),
      },
    ).catch(() => undefined);
  };
  return (
    <Box>
      <Form key={manifest.version} defaultValues={defaults} onSubmit={submit} noValidate>
        <TareRows manifest={manifest} />
      </Form>
    </Box>
  );
}
