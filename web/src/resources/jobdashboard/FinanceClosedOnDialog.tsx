/**
 * Edit Finance Closed On (spec 3 §2, §4, §5, §6, §8): the date is required; Save is disabled when the date is
 * invalid, while saving, or for a user who is not a finance admin (whose dialog is read-only, with the
 * access-restricted message and the button's tooltip). A save answering above 0 hands the new values to the
 * grid, which updates the row in place; a failed save clears the saving state and shows no message. A react-admin
 * Form: its submitting state is the saving state.
 */
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Form, TextInput, useTranslate, type Validator } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { A1, type Job } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { getSession } from '../../session/session';
import { ModalDialog } from '../../forms/ModalDialog';
import { SubmitButton } from '../../forms/inputs';
import { formatDateTime } from '../../shell/useLocaleFormat';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

interface Props {
  job: Job;
  financeAdmin: boolean;
  onClose: () => void;
  onSaved: (patch: Partial<Job>) => void;
}

/** The date, required and a real day; the message once the field has been changed. */
const validDay: Validator = Object.assign(
  (value: unknown) => (isDay(String(value ?? '')) ? undefined : 'a1.jobdashboard.finance.required'),
  { isRequired: true },
);

export function FinanceClosedOnDialog({ job, financeAdmin, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.finance.${key}`, options);
  const a1 = useA1();

  /** Saves the date; Save is disabled while this runs (the form's submitting state) and offered again after. */
  const save = async (values: FieldValues) => {
    const value = String(values.financeClosedOn);
    try {
      const answer = await a1.call(
        A1.financeClosedOn,
        { body: { JobId: job.id, FinanceClosedOn: value } },
        { quiet: true },
      );
      if (answer > 0) {
        const now = new Date().toISOString();
        const by = getSession()?.userFullName || t('unknownUser');
        onSaved({
          financeClosedOn: value,
          // The first save sets the created audit fields; every save the updated ones.
          financeClosedOnCreatedOn: job.financeClosedOnCreatedOn ?? now,
          financeClosedOnCreatedBy: job.financeClosedOnCreatedBy ?? by,
          financeClosedOnUpdatedOn: now,
          financeClosedOnUpdatedBy: by,
        });
      }
    } catch {
      // Spec 3 §8: a failed save clears the saving state and shows no message.
    }
  };

  const saveButton = <SubmitButton label={t('save')} busy={!financeAdmin} disableInvalid />;

  return (
    <ModalDialog titleId="a1-finance-closed-on-title" size="xs" onClose={onClose}>
      <Form
        defaultValues={{ financeClosedOn: job.financeClosedOn ?? '' }}
        onSubmit={save}
        mode="onChange"
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id="a1-finance-closed-on-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography>{t('job', { number: job.number })}</Typography>
            {!financeAdmin && <Alert severity="warning">{t('restricted')}</Alert>}
            <TextInput
              source="financeClosedOn"
              type="date"
              label={t('date')}
              validate={validDay}
              disabled={!financeAdmin}
              helperText=" "
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: !financeAdmin } }}
              autoFocus={financeAdmin}
            />
            {job.financeClosedOnCreatedOn && (
              <Typography variant="body2">
                {t('created', {
                  on: formatDateTime(job.financeClosedOnCreatedOn),
                  by: job.financeClosedOnCreatedBy ?? t('unknownUser'),
                })}
              </Typography>
            )}
            {job.financeClosedOnUpdatedOn && (
              <Typography variant="body2">
                {t('updated', {
                  on: formatDateTime(job.financeClosedOnUpdatedOn),
                  by: job.financeClosedOnUpdatedBy ?? t('unknownUser'),
                })}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {financeAdmin ? (
            saveButton
          ) : (
            // A disabled button fires no events: the tooltip hangs on a wrapper that can take focus.
            <Tooltip title={t('tooltip')}>
              <Box component="span" tabIndex={0} data-testid="finance-save-wrapper">
                {saveButton}
              </Box>
            </Tooltip>
          )}
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
