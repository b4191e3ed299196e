/**
 * Bulk edit of the jobs ticked on the dashboard (issue 26 point 3): a status and/or an inbound carrier for them all,
 * sent as one PUT BulkJob (react-admin's useUpdateMany on receiving-jobs; one transaction on the server: a refused
 * row changes nothing and the error dialog names it). Only the statuses every ticked job may go to are offered.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import type { ReceivingDashboardRow } from '@a1/shared';
import { nextStatuses } from '@a1/shared/rules/jobs/transitions';
import { DropdownInput, SubmitButton } from '../../forms/inputs';
import { RECEIVING_KEYS, useInboundCarriers, useStatusName } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

interface Props {
  jobs: ReceivingDashboardRow[];
  statuses: ReadonlyArray<{ statusId: number; name: string }>;
  onClose: () => void;
  onSaved: () => void;
}

export function BulkJobDialog({ jobs, statuses, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.bulk.${key}`, options);
  const notify = useNotify();
  const statusName = useStatusName();
  const queryClient = useQueryClient();
  const carriers = useInboundCarriers();
  const [updateMany] = useUpdateMany();
  const allowed = statuses.filter((s) => jobs.every((job) => nextStatuses(job.status).includes(s.name)));

  const submit = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
    if (Object.keys(data).length === 0) return { statusId: 'a1.receiving.bulk.nothing' };
    await updateMany(
      'receiving-jobs',
      {
        ids: jobs.map((j) => j.number),
        data,
        meta: { rows: jobs.map((j) => ({ jobId: j.jobId, version: j.version })) },
      },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => {
          notify(t('saved', { smart_count: jobs.length }), { type: 'success' });
          onSaved();
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.all }),
      },
    ).catch(() => undefined);
  };

  return (
    <ModalDialog titleId="receiving-bulk-title" size="sm" onClose={onClose}>
      <Form defaultValues={{ statusId: null, inboundCarrierId: null }} onSubmit={submit} noValidate>
        <DialogTitle id="receiving-bulk-title">{t('title', { smart_count: jobs.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{jobs.map((j) => j.number).join(', ')}</DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <DropdownInput
              source="statusId"
              label={t('status')}
              options={allowed.map((s) => ({ id: s.statusId, label: statusName(s.name), value: s.statusId }))}
              fullWidth
            />
            <DropdownInput
              source="inboundCarrierId"
              label={translate('a1.receiving.fields.inboundCarrier')}
              options={(carriers.data ?? []).map((c) => ({
                id: c.inboundCarrierId,
                label: c.name,
                value: c.inboundCarrierId,
              }))}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 48 }}>
            {translate('ra.action.cancel')}
          </Button>
          <SubmitButton label={t('save')} />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
