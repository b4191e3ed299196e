/**
 * New Job (the job dashboard grid's New button, shell §2): job number, customer, office, type and whether
 * it is received already; Create sends POST Receiving/Job (spec 3 §7). Customers and types are those of
 * the listed jobs; offices are the user's locations, the current one first chosen. A taken number is
 * shown on its field; any other failure in the error dialog.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, MESSAGES } from '@a1/shared';
import { JOB_NUMBER_LENGTH, type NewJob } from '@a1/shared';
import { lengthProblem } from '@a1/shared/rules/grid/index';
import { Dropdown, TextBox } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { getSession } from '../../session/session';
import { showErrorDialog } from '../../shell/dialogs/errorBus';

interface Props<J> {
  jobs: readonly { customerId: number; customer: string; type: string }[];
  onCreated: (job: J) => void;
  onClose: () => void;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

export function NewJobDialog<J>({ jobs, onCreated, onClose }: Props<J>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.jobdashboard.newJob.${key}`);
  const session = getSession();
  const a1 = useA1();
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

  const [number, setNumber] = useState('');
  const [numberTaken, setNumberTaken] = useState<string | undefined>();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(session?.locationId ?? offices[0]?.id ?? null);
  const [type, setType] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const trimmed = number.trim();
  const valid =
    !!trimmed &&
    !lengthProblem(trimmed, { minLength: JOB_NUMBER_LENGTH.min, maxLength: JOB_NUMBER_LENGTH.max }) &&
    customerId !== null &&
    locationId !== null &&
    type !== null;
  const required = (missing: boolean) => (submitted && missing ? MESSAGES.required : undefined);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || busy) return;
    setBusy(true);
    const body: NewJob = { number: trimmed, customerId: customerId!, locationId: locationId!, type: type!, received };
    const answer = await a1.callRaw(A1.createJob, { body });
    setBusy(false);
    if (answer.status === 200 && answer.data) onCreated(answer.data as J);
    else if (answer.status === 409) setNumberTaken(answer.message);
    else showErrorDialog({ message: MESSAGES.httpError(answer.status, answer.message || MESSAGES.unknownError) });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="a1-new-job-title" fullWidth maxWidth="xs">
      <form onSubmit={create} noValidate>
        <DialogTitle id="a1-new-job-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextBox
              label={t('number')}
              value={number}
              onChange={(v) => {
                setNumber(v);
                setNumberTaken(undefined);
              }}
              required
              autoFocus
              fullWidth
              minLength={JOB_NUMBER_LENGTH.min}
              maxLength={JOB_NUMBER_LENGTH.max}
              markTouched={submitted}
              error={numberTaken ?? (number.trim() ? undefined : MESSAGES.required)}
            />
            <Dropdown
              label={t('customer')}
              options={customers}
              value={customerId}
              onChange={setCustomerId}
              search
              required
              fullWidth
              error={!!required(customerId === null)}
              helperText={required(customerId === null)}
            />
            <Dropdown
              label={t('office')}
              options={offices}
              value={locationId}
              onChange={setLocationId}
              required
              fullWidth
              error={!!required(locationId === null)}
              helperText={required(locationId === null)}
            />
            <Dropdown
              label={t('type')}
              options={types}
              value={type}
              onChange={setType}
              required
              fullWidth
              error={!!required(type === null)}
              helperText={required(type === null)}
            />
            <Dropdown mode="yesNo" label={t('received')} value={received} onChange={setReceived} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
