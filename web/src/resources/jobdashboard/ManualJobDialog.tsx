/**
 * A manual job (spec 2 §7 JobManual): a job an operator keys in by hand, without an electronic manifest. New
 * (POST, the job starts Open) from the operations admin dashboard's Manual Jobs, or Edit (PUT) from a manual
 * job's page. A react-admin Form: Create or Save waits for the number, customer, office and type; customers and
 * offices come from the shared lookups; a taken number (409) is shown on its field, any other failure in the error
 * dialog.
 */
import { Button, Stack } from '@mui/material';
import { BooleanInput, HttpError, TextInput, useTranslate } from 'react-admin';
import { A1, JOB_NUMBER_LENGTH, type JobGeneral } from '@a1/shared';
import { JOB_PRODUCTS } from '@a1/shared/constants/jobs';
import { useA1 } from '../../providers/useA1';
import { DialogForm } from '../../forms/DialogForm';
import { SubmitButton } from '../../forms/inputs';
import { SingleSelectInput } from '../../forms/SelectInputs';
import { length, required } from '../../forms/validators';
import { useLookup } from '../../lookups/useSharedLookups';

export const MANUAL_JOB_TYPES = ['Mail', 'Parcel', 'Returns', 'Freight'];
const NUMBER_TAKEN = 409;
const validNumber = [required, length({ minLength: JOB_NUMBER_LENGTH.min, maxLength: JOB_NUMBER_LENGTH.max })];

interface Props {
  /** The manual job to change; absent: a new one. */
  job?: JobGeneral;
  onSaved: (job: JobGeneral) => void;
  onClose: () => void;
}

type Values = {
  number: string;
  customerId: number | null;
  locationId: number | null;
  type: string | null;
  productName: string | null;
  isMail: boolean;
};

export function ManualJobDialog({ job, onSaved, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.jobdashboard.manualJobs.${key}`);
  const a1 = useA1();
  const customers = useLookup(A1.lookupCustomers).data ?? [];
  const locations = useLookup(A1.lookupLocations).data ?? [];
  const defaults: Values = {
    number: job?.number ?? '',
    customerId: job?.customerId ?? null,
    locationId: job?.locationId ?? null,
    type: job?.type ?? null,
    productName: job?.productName ?? null,
    isMail: job?.isMail ?? false,
  };

  /** Saves the job; answers the number's message when it is taken (react-admin's Form shows it on the field). */
  const submit = async (values: Values) => {
    const body = {
      number: values.number.trim(),
      customerId: Number(values.customerId),
      locationId: Number(values.locationId),
      type: String(values.type),
      productName: values.productName || null,
      isMail: values.isMail,
    };
    try {
      const saved = job
        ? await a1.call(
            A1.updateManualJob,
            // The version the job was read at: a save after someone else's answers 409 with who and when.
            { body: { jobId: job.id, version: job.version, ...body } },
            { handles: [NUMBER_TAKEN] },
          )
        : await a1.call(A1.createManualJob, { body }, { handles: [NUMBER_TAKEN] });
      onSaved(saved);
    } catch (error) {
      if (error instanceof HttpError && error.status === NUMBER_TAKEN) return { number: error.message };
      // Any other failure: the wrapper has shown the error dialog.
    }
  };

  return (
    <DialogForm<Values>
      titleId="a1-manual-job-title"
      title={job ? t('editTitle') : t('newTitle')}
      onClose={onClose}
      defaultValues={defaults}
      onSubmit={submit}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
          <SubmitButton label={job ? t('save') : t('create')} disableInvalid />
        </>
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextInput
          source="number"
          label={t('number')}
          validate={validNumber}
          autoFocus
          helperText={t('numberHint')}
          slotProps={{ htmlInput: { maxLength: JOB_NUMBER_LENGTH.max } }}
        />
        <SingleSelectInput
          source="customerId"
          label={t('customer')}
          choices={customers.map((c) => ({ id: c.customerId, name: c.customerName }))}
          validate={required}
        />
        <SingleSelectInput
          source="locationId"
          label={t('office')}
          choices={locations.map((l) => ({ id: l.locationId, name: l.locationName }))}
          validate={required}
        />
        <SingleSelectInput
          source="type"
          label={t('type')}
          choices={MANUAL_JOB_TYPES.map((type) => ({ id: type, name: type }))}
          validate={required}
        />
        <SingleSelectInput
          source="productName"
          label={t('product')}
          choices={Object.keys(JOB_PRODUCTS).map((name) => ({ id: name, name }))}
          none={t('noProduct')}
        />
        <BooleanInput source="isMail" label={t('isMail')} helperText={false} />
      </Stack>
    </DialogForm>
  );
}
