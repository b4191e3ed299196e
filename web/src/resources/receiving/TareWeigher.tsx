/**
 * Weighs one tare row (issue 26 point 4): the tare type chosen, the workstation's scale is read through the daemon
 * (useSettledWeight) and its settled gross fills the row by itself, no keystroke; a gross typed over it is recorded
 * as typed (an override when the scale had read one). Net = gross − the tare type's weight (the shared rule), shown
 * before the row is added. "Add tare" appends the row to the form's tares and starts the next weighing.
 */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TareType } from '@a1/shared';
import { isWeightIssue, tareWeights, type TareWeights } from '@a1/shared/rules/receiving/index';
import { useSettledWeight } from '../../plugin/useSettledWeight';

export interface TareLine {
  tareTypeId: number;
  tareType: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
  weightSource: 'scale' | 'typed';
}

export function TareWeigher({ tareTypes, onAdd }: { tareTypes: readonly TareType[]; onAdd: (line: TareLine) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.receiving.tares.${key}`, options);
  const [typeId, setTypeId] = useState('');
  const [typed, setTyped] = useState('');
  const [round, setRound] = useState(0);
  const type = tareTypes.find((x) => String(x.tareTypeId) === typeId);
  const scale = useSettledWeight(!!type, round);
  const typedKg = typed.trim() === '' ? undefined : Number(typed.replace(',', '.'));
  const weights = type ? tareWeights({ scaleKg: scale.grossKg, typedKg, tareKg: type.weightKg }) : undefined;
  const ready = weights && !isWeightIssue(weights) ? (weights as TareWeights) : undefined;
  const issue =
    weights && isWeightIssue(weights) && (typedKg !== undefined || scale.grossKg !== undefined) ? weights : undefined;

  const scaleText = scale.noScale
    ? t('noScale')
    : scale.error
      ? t('scaleError', { message: scale.error })
      : !type
        ? t('chooseType')
        : scale.grossKg !== undefined
          ? t('scaleSettled', { kg: scale.grossKg })
          : scale.currentKg !== undefined
            ? t('scaleMoving', { kg: scale.currentKg })
            : t('scaleReading');

  return (
    <Box
      component="section"
      aria-label={t('weigh')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 } }}
    >
      <Stack spacing={2}>
        <TextField select label={t('type')} value={typeId} onChange={(e) => setTypeId(e.target.value)} fullWidth>
          {tareTypes.map((x) => (
            <MenuItem key={x.tareTypeId} value={String(x.tareTypeId)} sx={{ minHeight: 48 }}>
              {t('typeOption', { name: x.name, kg: x.weightKg })}
            </MenuItem>
          ))}
        </TextField>
        <Typography role="status" aria-live="polite" data-testid="scale-reading">
          {scaleText}
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            label={t('typedGross')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            helperText={t('typedHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: 1 }}
          />
          {(scale.error || scale.grossKg !== undefined) && (
            <Button onClick={() => setRound((r) => r + 1)} sx={{ minHeight: 56 }}>
              {t('readAgain')}
            </Button>
          )}
        </Stack>
        {ready && (
          <Typography data-testid="tare-preview">
            {t('preview', { gross: ready.grossKg, tare: ready.tareKg, net: ready.netKg })}
            {ready.overridden ? ` ${t('overridden')}` : ''}
          </Typography>
        )}
        {issue && <Alert severity="warning">{t(`issue.${issue.kind}`)}</Alert>}
        <Button
          variant="contained"
          disabled={!ready || !type}
          onClick={() => {
            if (!ready || !type) return;
            onAdd({ ...ready, tareTypeId: type.tareTypeId, tareType: type.name, weightSource: ready.source });
            setTyped('');
            setRound((r) => r + 1);
          }}
          sx={{ minHeight: 48, alignSelf: 'flex-start' }}
        >
          {t('add')}
        </Button>
      </Stack>
    </Box>
  );
}
