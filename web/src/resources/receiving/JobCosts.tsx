/**
 * The Costs tab (issue 26 point 3): the job's cost lines against the cost list. The lines are edited together in a
 * react-admin Form (a line per cost: quantity and comment; the amount is the list's rate × quantity, as the server
 * prices it) and saved as one POST JobCost, which replaces the job's lines in one transaction.
 */
import { useFieldArray, useWatch } from 'react-hook-form';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Form, NumberInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { RECEIVING_LIMITS, type Cost } from '@a1/shared';
import { SubmitButton } from '../../forms/inputs';
import { useSaveCosts } from './mutations';
import { useCosts, useJobCosts } from './queries';

interface Line {
  costId: number | null;
  quantity: number | null;
  comment: string | null;
}

function Lines({ costs }: { costs: readonly Cost[] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.costs.${key}`, options);
  const { fields, append, remove } = useFieldArray<{ costs: Line[] }>({ name: 'costs' });
  const lines = useWatch({ name: 'costs' }) as Line[];
  const total = lines.reduce((sum, line) => {
    const cost = costs.find((c) => c.costId === line.costId);
    return sum + (cost ? cost.rate * Number(line.quantity ?? 0) : 0);
  }, 0);
  return (
    <Stack spacing={1}>
      {fields.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      {fields.map((field, i) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <SelectInput
            source={`costs.${i}.costId`}
            label={t('cost')}
            choices={costs.map((c) => ({ id: c.costId, name: `${c.name} (${c.rate} ${c.currency}/${c.unit})` }))}
            validate={required()}
            sx={{ flex: 2, minWidth: 0 }}
            helperText={false}
          />
          <NumberInput
            source={`costs.${i}.quantity`}
            label={t('quantity')}
            min={0}
            max={RECEIVING_LIMITS.maxQuantity}
            validate={required()}
            sx={{ flex: 1 }}
            helperText={false}
          />
          <TextInput source={`costs.${i}.comment`} label={t('comment')} sx={{ flex: 2 }} helperText={false} />
          <IconButton
            aria-label={t('remove', { line: i + 1 })}
            onClick={() => remove(i)}
            sx={{ width: 48, height: 48 }}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Typography>{t('total', { total: total.toFixed(2), currency: costs[0]?.currency ?? '' })}</Typography>
      <Stack direction="row" spacing={1}>
        <Button
          onClick={() => append({ costId: null, quantity: 1, comment: null })}
          disabled={fields.length >= RECEIVING_LIMITS.jobCosts}
          sx={{ minHeight: 48 }}
        >
          {t('add')}
        </Button>
        <SubmitButton label={t('save')} />
      </Stack>
    </Stack>
  );
}

export function JobCosts({ jobId }: { jobId: number }) {
  const translate = useTranslate();
  const costs = useCosts();
  const lines = useJobCosts(jobId);
  const save = useSaveCosts(jobId);
  if (costs.isPending || lines.isPending) return <Typography>{translate('a1.receiving.loading')}</Typography>;
  const defaults: Record<string, unknown> = {
    costs: (lines.data ?? []).map((l) => ({ costId: l.costId, quantity: l.quantity, comment: l.comment })),
  };
  const submit = async (values: Record<string, unknown>): Promise<void> => {
    const lines = (values.costs as Line[]).map((l) => ({
      costId: Number(l.costId),
      quantity: Number(l.quantity),
      comment: l.comment || null,
    }));
    // A refusal is shown by the error dialog; the form keeps what was typed.
    await save.mutateAsync(lines).catch(() => undefined);
  };
  return (
    <Box>
      <Form key={lines.dataUpdatedAt} defaultValues={defaults} noValidate onSubmit={submit}>
        <Lines costs={costs.data ?? []} />
      </Form>
    </Box>
  );
}
