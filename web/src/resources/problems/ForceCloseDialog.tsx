/**
 * Force-close of a card's job (issue 27 point 4; Aimban administrators): every open card of the job is closed, with
 * the reason (required) in each card's activity log: PUT Aimban/ForceCloseJob, in a react-admin Form in an MUI Dialog.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, TextInput, useNotify, useRefresh, useTranslate, type Validator } from 'react-admin';
import { A1, PROBLEM_LIMITS } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { SubmitButton } from '../../forms/inputs';
import { ModalDialog } from '../../forms/ModalDialog';

const validReason: Validator = Object.assign(
  (value: unknown) => (String(value ?? '').trim() ? undefined : 'a1.problems.forceClose.reasonRequired'),
  { isRequired: true },
);

export function ForceCloseDialog({
  jobId,
  jobNumber,
  onClose,
}: {
  jobId: number;
  jobNumber: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const a1 = useA1();
  const t = (key: string, options?: object) => translate(`a1.problems.forceClose.${key}`, options);
  const close = useMutation({
    mutationFn: (reason: string) => a1.call(A1.aimbanForceCloseJob, { body: { jobId, reason } }),
    onSuccess: (done) => {
      notify(t('done', { smart_count: done.closedCards, job: jobNumber }), { type: 'success' });
      refresh();
      onClose();
    },
  });
  return (
    <ModalDialog titleId="problem-force-close-title" size="sm" onClose={onClose}>
      <Form
        record={{ reason: '' }}
        onSubmit={(values: Record<string, unknown>) => close.mutate(String(values.reason).trim())}
        noValidate
      >
        <DialogTitle id="problem-force-close-title">{t('title', { job: jobNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('explain')}</DialogContentText>
          <TextInput
            source="reason"
            label="a1.problems.forceClose.reason"
            validate={validReason}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: PROBLEM_LIMITS.reason } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={t('submit')} busy={close.isPending} />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
