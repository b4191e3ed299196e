/**
 * The dimension settings (issue 27 point 5): the divisor of the dimensional weight (L × W × H / divisor) and the
 * length and weight past which a package is flagged; read by everyone of the area, saved by Aimban administrators
 * (PUT DimSetting with the version read: someone else's save first answers 409). A react-admin Form in a Dialog,
 * each message naming its field.
 */
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { A1, type DimSetting } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { SubmitButton } from '../../forms/inputs';
import { PROBLEM_KEYS, useIsAdmin } from './queries';
import { formatWhen } from './when';
import { ModalDialog } from '../../forms/ModalDialog';
import { usePersonName } from '../../people/staff';

const between =
  (min: number, max: number, field: string, exclusiveMin = false): Validator =>
  (value: unknown) => {
    const n = Number(value);
    const ok = value !== null && value !== '' && Number.isFinite(n) && (exclusiveMin ? n > min : n >= min) && n <= max;
    return ok ? undefined : { message: 'a1.problems.dim.range', args: { field, min, max } };
  };

export function DimSettingsDialog({ onClose }: { onClose: () => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const isAdmin = useIsAdmin().data === true;
  const t = (key: string, options?: object) => translate(`a1.problems.dim.${key}`, options);
  const setting = useQuery({
    queryKey: PROBLEM_KEYS.dimSetting(),
    queryFn: ({ signal }) => a1.call(A1.aimbanDimSetting, {}, { signal }),
  });
  const save = useMutation({
    mutationFn: (values: DimSetting) =>
      a1.call(A1.aimbanDimSettingSave, {
        body: {
          divisor: Number(values.divisor),
          maxLengthCm: Number(values.maxLengthCm),
          maxWeightKg: Number(values.maxWeightKg),
          version: setting.data?.version,
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROBLEM_KEYS.dimSetting(), saved);
      notify(t('saved'), { type: 'success' });
      onClose();
    },
  });
  return (
    <ModalDialog titleId="problem-dim-title" size="xs" onClose={onClose}>
      <DialogTitle id="problem-dim-title">{t('title')}</DialogTitle>
      {setting.data && (
        <Form
          record={setting.data}
          onSubmit={(values: Record<string, unknown>) => save.mutate(values as DimSetting)}
          noValidate
        >
          <DialogContent>
            <NumberInput
              source="divisor"
              label="a1.problems.dim.divisor"
              validate={between(1000, 10000, t('divisor'))}
              disabled={!isAdmin}
              fullWidth
            />
            <NumberInput
              source="maxLengthCm"
              label="a1.problems.dim.maxLengthCm"
              validate={between(0, 1000, t('maxLengthCm'), true)}
              disabled={!isAdmin}
              fullWidth
            />
            <NumberInput
              source="maxWeightKg"
              label="a1.problems.dim.maxWeightKg"
              validate={between(0, 1000, t('maxWeightKg'), true)}
              disabled={!isAdmin}
              fullWidth
            />
            {setting.data.modifiedBy && (
              <Typography variant="caption" color="text.secondary">
                {t('modified', {
                  name: personName(setting.data.modifiedBy),
                  when: formatWhen(setting.data.modifiedOn),
                })}
              </Typography>
            )}
            {!isAdmin && (
              <Typography variant="body2" color="text.secondary">
                {t('adminOnly')}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            {isAdmin && <SubmitButton label={t('save')} busy={save.isPending} />}
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}
