/**
 * A reviewer's decision on a denied-party hit (issue 27 point 6): cleared (a false hit: a reason and an expiry, by
 * default 90 days ahead, at most 365) or confirmed (a reason), PUT DeniedPartyScreening, recorded against the list
 * version of the screening. A react-admin Form in an MUI Dialog; each message names its field.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DateInput,
  Form,
  RadioButtonGroupInput,
  TextInput,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { A1, PROBLEM_LIMITS, SCREENING, type Screening } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { SubmitButton } from '../../forms/inputs';
import { resolveDay } from './filters';
import { PROBLEM_KEYS } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

interface Values {
  decision: 'cleared' | 'confirmed';
  reason: string;
  expiresOn: string | null;
}

const validReason: Validator = Object.assign(
  (value: unknown) => (String(value ?? '').trim() ? undefined : 'a1.problems.denied.reasonRequired'),
  { isRequired: true },
);
const validExpiry: Validator = (value: unknown, values: Values) => {
  if (values.decision !== 'cleared') return undefined;
  const day = String(value ?? '').slice(0, 10);
  if (!day) return 'a1.problems.denied.expiryRequired';
  if (day <= resolveDay('today')) return 'a1.problems.denied.expiryFuture';
  if (day > resolveDay(`today+${SCREENING.maxClearDays}d`))
    return { message: 'a1.problems.denied.expiryTooFar', args: { days: SCREENING.maxClearDays } };
  return undefined;
};

function ExpiryInput() {
  const decision = useWatch({ name: 'decision' }) as Values['decision'];
  if (decision !== 'cleared') return null;
  return <DateInput source="expiresOn" label="a1.problems.denied.expiresOn" validate={validExpiry} fullWidth />;
}

export function ReviewDialog({ screening, onClose }: { screening: Screening; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`a1.problems.denied.${key}`, options);
  const decide = useMutation({
    mutationFn: (values: Values) =>
      a1.call(A1.aimbanDeniedPartyReview, {
        body: {
          screeningId: screening.screeningId,
          decision: values.decision,
          reason: values.reason.trim(),
          expiresOn: values.decision === 'cleared' && values.expiresOn ? values.expiresOn.slice(0, 10) : undefined,
        },
      }),
    onSuccess: (saved) => {
      notify(t(`decided.${saved.decision}`, { number: saved.trackingNumber }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: PROBLEM_KEYS.screenings() });
      onClose();
    },
  });
  const record: Values = {
    decision: 'cleared',
    reason: '',
    expiresOn: resolveDay(`today+${SCREENING.defaultClearDays}d`),
  };
  return (
    <ModalDialog titleId="problem-review-title" size="sm" onClose={onClose}>
      <Form
        record={record}
        onSubmit={(values: Record<string, unknown>) => decide.mutate(values as unknown as Values)}
        noValidate
      >
        <DialogTitle id="problem-review-title">{t('reviewTitle', { number: screening.trackingNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('hitSummary', {
              name: screening.consigneeName,
              entry: screening.entryName,
              source: screening.entrySource,
              score: screening.score,
              version: screening.listVersion,
            })}
          </DialogContentText>
          <RadioButtonGroupInput
            source="decision"
            label="a1.problems.denied.decisionLabel"
            choices={[
              { id: 'cleared', name: t('clear') },
              { id: 'confirmed', name: t('confirm') },
            ]}
          />
          <TextInput
            source="reason"
            label="a1.problems.denied.reason"
            validate={validReason}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: PROBLEM_LIMITS.reason } }}
          />
          <ExpiryInput />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={t('decide')} busy={decide.isPending} />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
