/**
 * New Job (the job dashboard grid's New button, shell §2): job number, customer, office, type and whether
 * it is received already; Create sends POST Receiving/Job (spec 3 §7) through CreateBase on the jobs resource. Customers and
 * types are those of the listed jobs; offices are the user's locations, the current one first chosen. A react-admin
 * Form over the shared text box and dropdown: a taken number (409) is shown on its field (react-admin's server-side
 * validation, from the jobs resource), any other failure in the error dialog.
 */
import { useMemo } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { CreateBase, Form, useTranslate } from 'react-admin';
import { JOB_NUMBER_LENGTH, type Job, type NewJob } from '@a1/shared';
import { getSession } from '../../session/session';
import { ModalDialog } from '../../forms/ModalDialog';
import { DropdownInput, SubmitButton, TextBoxInput, YesNoInput } from '../../forms/inputs';
import { required } from '../../forms/validators';

interface Props {
  jobs: readonly { customerId: number; customer: string; type: string }[];
  onCreated: (job: Job) => void;
  onClose: () => void;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
/** The server's answer for a number already taken: the jobs resource puts it on the number field. */
const NUMBER_TAKEN = 409;
const TITLE_ID = 'a1-new-job-title';

export function NewJobDialog({ jobs, onCreated, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.jobdashboard.newJob.${key}`);
  const session = getSession();
  const customers = useMemo(
    () =>
      [
        ...new Map(
          jobs.map((j) => [j.customerId, { id: j.customerId, label: j.customer, value: j.customerId }]),
        ).values(),
      ].sort(byLabel),
    [jobs],
  );
  const types = useMemo(
    () => [...new Set(jobs.map((j) => j.type))].map((type) => ({ id: type, label: type, value: type })).sort(byLabel),
    [jobs],
  );
  const offices = (session?.availableLocations ?? []).map((l) => ({
    id: l.locationId,
    label: l.locationName,
    value: l.locationId,
  }));
  const defaults = {
    number: '',
    customerId: null,
    locationId: session?.locationId ?? offices[0]?.id ?? null,
    type: null,
    received: false,
  };

  return (
    <ModalDialog titleId={TITLE_ID} size="xs" onClose={onClose}>
      <CreateBase
        resource="jobs"
        record={defaults}
        redirect={false}
        transform={(job: NewJob) => ({ ...job, number: String(job.number).trim() })}
        mutationOptions={{
          meta: { handles: [NUMBER_TAKEN] },
          onSuccess: (job: unknown) => onCreated(job as Job),
          // A taken number shows on its field; any other failure: the wrapper has shown the error dialog.
          onError: () => undefined,
        }}
      >
        <Form mode="onChange" noValidate disableInvalidFormNotification>
          <DialogTitle id={TITLE_ID}>{t('title')}</DialogTitle>
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
                options={customers}
                search
                validate={required}
                fullWidth
              />
              <DropdownInput source="locationId" label={t('office')} options={offices} validate={required} fullWidth />
              <DropdownInput source="type" label={t('type')} options={types} validate={required} fullWidth />
              <YesNoInput source="received" label={t('received')} fullWidth />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
            <SubmitButton label={t('create')} />
          </DialogActions>
        </Form>
      </CreateBase>
    </ModalDialog>
  );
}
