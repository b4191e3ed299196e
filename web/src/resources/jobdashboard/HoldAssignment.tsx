/**
 * The on-hold assignment override (spec 2 §7 JobOnHoldAssignmentOverride) in a held job's On hold section: who
 * works the hold, and for customer-service admins a choice of operations and customer-service staff to give it
 * to. The override is recorded in the job's on-hold history; the server refuses anyone else.
 */
import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type LookupUser } from '@a1/shared';
import { useA1 } from '../../providers/useA1';

/** The departments whose people work holds (ours: the spec names the override, not who may receive it). */
const HOLD_DEPARTMENTS = ['Operations', 'Customer Service'];

interface Props {
  jobId: number;
  number: string;
  assignedToId: number | null;
  /** Reloads the job once the hold has a new owner. */
  onChanged: () => Promise<void> | void;
}

export function HoldAssignment({ jobId, number, assignedToId, onChanged }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.details.onHold.${key}`, options);
  const a1 = useA1();
  const notify = useNotify();
  const [people, setPeople] = useState<LookupUser[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all(
      HOLD_DEPARTMENTS.map((departmentName) => a1.call(A1.lookupUserByDepartment, { query: { departmentName } })),
    ).then(
      (lists) => {
        if (!live) return;
        const byId = new Map(lists.flat().map((u) => [u.appUserId, u]));
        setPeople([...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName)));
      },
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, [a1]);

  const override = async () => {
    setBusy(true);
    try {
      const answer = await a1.call(A1.overrideJobOnHoldAssignment, {
        query: { jobId, appUserId: Number(chosen) },
        body: {},
      });
      notify(t('assignedOk', { number, name: answer.userName ?? '' }), { type: 'success' });
      setChosen('');
      await onChanged();
    } catch {
      // The wrapper has shown the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center">
      <TextField
        select
        size="small"
        label={t('assignTo')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ minWidth: 260 }}
        disabled={!people?.length}
      >
        {(people ?? [])
          .filter((p) => p.appUserId !== assignedToId)
          .map((p) => (
            <MenuItem key={p.appUserId} value={String(p.appUserId)}>
              {p.departmentName ? `${p.fullName} (${p.departmentName})` : p.fullName}
            </MenuItem>
          ))}
      </TextField>
      <Button variant="outlined" disabled={busy || !chosen} onClick={() => void override()}>
        {t('assign')}
      </Button>
    </Stack>
  );
}
