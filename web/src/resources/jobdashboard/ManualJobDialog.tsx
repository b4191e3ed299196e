/**
 * A manual job (spec 2 §7 JobManual): a job an operator keys in by hand, without an electronic manifest. New
 * (POST, the job starts Open) from the operations admin dashboard's Manual Jobs, or Edit (PUT) from a manual
 * job's page. Customers and offices come from the shared lookups; a taken number is shown on its field.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { A1, JOB_NUMBER_LENGTH, type JobGeneral, type LookupCustomer, type LookupLocation } from '@a1/shared';
import { JOB_PRODUCTS } from '@a1/shared/constants/jobs';
import { useA1 } from '../../providers/useA1';
import { SaveShortcutButton, SaveShortcutDialog } from '../../forms/SaveShortcutDialog';

export const MANUAL_JOB_TYPES = ['Mail', 'Parcel', 'Returns', 'Freight'];
const NUMBER_TAKEN = 409;

interface Props {
  /** The manual job to change; absent: a new one. */
  job?: JobGeneral;
  onSaved: (job: JobGeneral) => void;
  onClose: () => void;
}

interface Values {
  number: string;
  customerId: string;
  locationId: string;
  type: string;
  productName: string;
  isMail: boolean;
}

export function ManualJobDialog({ job, onSaved, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.jobdashboard.manualJobs.${key}`);
  const a1 = useA1();
  const [customers, setCustomers] = useState<LookupCustomer[]>([]);
  const [locations, setLocations] = useState<LookupLocation[]>([]);
  const [values, setValues] = useState<Values>({
    number: job?.number ?? '',
    customerId: job ? String(job.customerId) : '',
    locationId: job ? String(job.locationId) : '',
    type: job?.type ?? '',
    productName: job?.productName ?? '',
    isMail: job?.isMail ?? false,
  });
  const [numberError, setNumberError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    a1.call(A1.lookupCustomers).then(setCustomers, () => undefined);
    a1.call(A1.lookupLocations).then(setLocations, () => undefined);
  }, [a1]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const number = values.number.trim();
  const valid =
    number.length >= JOB_NUMBER_LENGTH.min &&
    number.length <= JOB_NUMBER_LENGTH.max &&
    !!values.customerId &&
    !!values.locationId &&
    !!values.type;

  const save = async () => {
    setSaving(true);
    setNumberError(null);
    const body = {
      number,
      customerId: Number(values.customerId),
      locationId: Number(values.locationId),
      type: values.type,
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
      if (error instanceof HttpError && error.status === NUMBER_TAKEN) setNumberError(error.message);
      // Any other failure: the wrapper has shown the error dialog.
    } finally {
      setSaving(false);
    }
  };

  return (
    <SaveShortcutDialog open onClose={onClose} aria-labelledby="a1-manual-job-title" maxWidth="sm" fullWidth>
      <DialogTitle id="a1-manual-job-title">{job ? t('editTitle') : t('newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('number')}
            value={values.number}
            onChange={(e) => set('number', e.target.value)}
            required
            autoFocus
            error={!!numberError}
            helperText={numberError ?? t('numberHint')}
            slotProps={{ htmlInput: { maxLength: JOB_NUMBER_LENGTH.max } }}
          />
          <TextField
            select
            label={t('customer')}
            value={values.customerId}
            onChange={(e) => set('customerId', e.target.value)}
            required
          >
            {customers.map((c) => (
              <MenuItem key={c.customerId} value={String(c.customerId)}>
                {c.customerName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('office')}
            value={values.locationId}
            onChange={(e) => set('locationId', e.target.value)}
            required
          >
            {locations.map((l) => (
              <MenuItem key={l.locationId} value={String(l.locationId)}>
                {l.locationName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('type')}
            value={values.type}
            onChange={(e) => set('type', e.target.value)}
            required
          >
            {MANUAL_JOB_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('product')}
            value={values.productName}
            onChange={(e) => set('productName', e.target.value)}
          >
            <MenuItem value="">{t('noProduct')}</MenuItem>
            {Object.keys(JOB_PRODUCTS).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={values.isMail} onChange={(e) => set('isMail', e.target.checked)} />}
            label={t('isMail')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
        <SaveShortcutButton disabled={!valid || saving} onClick={() => void save()}>
          {job ? t('save') : t('create')}
        </SaveShortcutButton>
      </DialogActions>
    </SaveShortcutDialog>
  );
}
