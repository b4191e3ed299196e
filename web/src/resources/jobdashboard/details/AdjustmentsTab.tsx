/**
 * A job's Adjustments tab: its adjustments (job admins delete those not yet billed, and add one from the options),
 * then the adjustments waiting to be billed.
 */
import type { Dispatch, SetStateAction } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { A1, type JobAdjustment, type JobAdjustmentOption, type JobGeneral } from '@a1/shared';
import { useA1 } from '../../../providers/useA1';
import { BillingAdjustments } from '../BillingAdjustments';
import { SimpleTable } from './SimpleTable';
import { useJobDetailsText } from './useJobDetailsText';
import type { JobAct } from './useJobAction';

/** The adjustment being added, as typed. */
export interface AdjustmentDraft {
  optionId: string;
  quantity: string;
  comment: string;
}

interface Props {
  job: JobGeneral;
  adjustments: JobAdjustment[];
  options: JobAdjustmentOption[];
  jobAdmin: boolean;
  busy: boolean;
  act: JobAct;
  adjustment: AdjustmentDraft;
  setAdjustment: Dispatch<SetStateAction<AdjustmentDraft>>;
}

export function AdjustmentsTab({ job, adjustments, options, jobAdmin, busy, act, adjustment, setAdjustment }: Props) {
  const { t, yesNo } = useJobDetailsText();
  const a1 = useA1();
  return (
    <Stack spacing={2}>
      <SimpleTable
        label={t('tabs.adjustments')}
        head={[
          t('adjustments.option'),
          t('adjustments.quantity'),
          t('adjustments.comment'),
          t('adjustments.billed'),
          '',
        ]}
        rows={adjustments.map((a) => [
          a.option,
          a.quantity,
          a.comment ?? '',
          yesNo(a.billed),
          jobAdmin && !a.billed ? (
            <Button
              size="small"
              disabled={busy}
              onClick={() =>
                void act(
                  () => a1.call(A1.deleteJobAdjustment, { query: { jobId: job.id, jobAdjustmentId: a.id } }),
                  () => t('adjustments.deleted'),
                )
              }
            >
              {t('adjustments.delete')}
            </Button>
          ) : (
            ''
          ),
        ])}
        empty={t('adjustments.empty')}
      />
      {jobAdmin && (
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            select
            size="small"
            label={t('adjustments.option')}
            value={adjustment.optionId}
            onChange={(e) => setAdjustment((a) => ({ ...a, optionId: e.target.value }))}
            sx={{ minWidth: 220 }}
          >
            {options.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {`${o.name} (${o.unit})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('adjustments.quantity')}
            value={adjustment.quantity}
            onChange={(e) => setAdjustment((a) => ({ ...a, quantity: e.target.value }))}
            sx={{ width: 120 }}
          />
          <TextField
            size="small"
            label={t('adjustments.comment')}
            value={adjustment.comment}
            onChange={(e) => setAdjustment((a) => ({ ...a, comment: e.target.value }))}
          />
          <Button
            variant="contained"
            disabled={busy || !adjustment.optionId || !Number.isFinite(Number(adjustment.quantity))}
            onClick={() =>
              void act(
                () =>
                  a1.call(A1.addJobAdjustment, {
                    body: {
                      jobId: job.id,
                      optionId: Number(adjustment.optionId),
                      quantity: Number(adjustment.quantity),
                      comment: adjustment.comment.trim() || null,
                    },
                  }),
                () => {
                  setAdjustment({ optionId: '', quantity: '1', comment: '' });
                  return t('adjustments.added');
                },
              )
            }
          >
            {t('adjustments.add')}
          </Button>
        </Stack>
      )}
      <BillingAdjustments jobId={job.id} version={adjustments} />
    </Stack>
  );
}
