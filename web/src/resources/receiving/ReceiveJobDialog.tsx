/**
 * Receive a new job at the dock (issue 26 point 3): CreateBase on the receiving-jobs resource (POST Job) in a react-admin
 * Form inside an MUI Dialog. Only customers with a quote in effect today are offered (CustomersWithEffectiveQutoes);
 * the office is one of the user's, the current one first; the job starts Received unless told otherwise. A taken
 * number (409) is shown on its field. Created, the job opens at its scan screen.
 */
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, Form, HttpError, useCreate, useNotify, useTranslate } from 'react-admin';
import { JOB_NUMBER_LENGTH, JOB_TYPE_MAX_LENGTH, type NewJob } from '@a1/shared';
import { getSession } from '../../session/session';
import { DropdownInput, SubmitButton, TextBoxInput, YesNoInput } from '../../forms/inputs';
import { required } from '../../forms/validators';
import type { ReceivingJobRecord } from '../../providers/resources/receivingJobs';
import { JobFieldInputs } from './JobFieldInputs';
import { RECEIVING_KEYS, useEffectiveCustomers } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

const NUMBER_TAKEN = 409;

export function ReceiveJobDialog({
  onCreated,
  onClose,
}: {
  onCreated: (job: ReceivingJobRecord) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.receiving.newJob.${key}`);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create] = useCreate<NewJob & { id?: string }, HttpError, ReceivingJobRecord>('receiving-jobs');
  const customers = useEffectiveCustomers();
  const session = getSession();
  const offices = (session?.availableLocations ?? []).map((l) => ({
    id: l.locationId,
    label: l.locationName,
    value: l.locationId,
  }));
  const defaults = {
    number: '',
    customerId: null,
    locationId: session?.locationId ?? offices[0]?.id ?? null,
    type: translate('a1.receiving.newJob.defaultType'),
    received: true,
  };

  const submit = async (values: Record<string, unknown>) => {
    const job = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== '')) as NewJob;
    try {
      const created = await create(
        'receiving-jobs',
        { data: { ...job, number: job.number.trim() }, meta: { handles: [NUMBER_TAKEN] } },
        { returnPromise: true },
      );
      if (!created) return;
      notify(translate('a1.receiving.newJob.created', { number: created.number }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.dashboard() });
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      onCreated(created);
    } catch (error) {
      if (error instanceof HttpError && error.status === NUMBER_TAKEN) return { number: error.message };
    }
  };

  return (
    <ModalDialog titleId="receiving-new-job-title" size="sm" onClose={onClose}>
      <CreateBase resource="receiving-jobs" redirect={false}>
        <Form defaultValues={defaults} onSubmit={submit} noValidate disableInvalidFormNotification>
          <DialogTitle id="receiving-new-job-title">{t('title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextBoxInput
                source="number"
                label={t('number')}
                validate={required}
                autoFocus
                fullWidth
                minLength={JOB_NUMBER_LENGTH.min}
                maxLength={JOB_NUMBER_LENGTH.max}
              />
              <DropdownInput
                source="customerId"
                label={t('customer')}
                options={(customers.data ?? []).map((c) => ({ id: c.customerId, label: c.name, value: c.customerId }))}
                search
                validate={required}
                fullWidth
              />
              <DropdownInput source="locationId" label={t('office')} options={offices} validate={required} fullWidth />
              <TextBoxInput source="type" label={t('type')} validate={required} maxLength={JOB_TYPE_MAX_LENGTH} />
              <YesNoInput source="received" label={t('received')} fullWidth />
              <JobFieldInputs />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} sx={{ minHeight: 48 }}>
              {translate('ra.action.cancel')}
            </Button>
            <SubmitButton label={t('create')} />
          </DialogActions>
        </Form>
      </CreateBase>
    </ModalDialog>
  );
}
