/**
 * The on-hold assignment override (spec 2 §7 JobOnHoldAssignmentOverride) in a held job's On hold section: who
 * works the hold, and for customer-service admins a choice of operations and customer-service staff to give it
 * to. The override is recorded in the job's on-hold history; the server refuses anyone else.
 */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type LookupUser } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { LOOKUP_STALE_MS } from '../../lookups/useSharedLookups';

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
  const [chosen, setChosen] = useState('');
  // Who may receive a hold: the people of the hold departments, once each, by name.
  const people = useQuery({
    queryKey: ['lookups', 'holdPeople'],
    queryFn: async () => {
      const lists = await Promise.all(
        HOLD_DEPARTMENTS.map((departmentName) => a1.call(A1.lookupUserByDepartment, { query: { departmentName } })),
      );
      const byId = new Map(lists.flat().map((u) => [u.appUserId, u]));
      return [...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
    },
    staleTime: LOOKUP_STALE_MS,
  });
  const override = useMutation({
    mutationFn: (appUserId: number) =>
      a1.call(A1.overrideJobOnHoldAssignment, { query: { jobId, appUserId }, body: {} }),
    onSuccess: async (answer) => {
      notify(t('assignedOk', { number, name: answer.userName ?? '' }), { type: 'success' });
      setChosen('');
      await onChanged();
    },
    // The wrapper has shown the server's refusal.
  });
  const choices: LookupUser[] = people.data ?? [];

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center">
      <TextField
        select
        size="small"
        label={t('assignTo')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ minWidth: 260 }}
        disabled={!choices.length}
      >
        {choices
          .filter((p) => p.appUserId !== assignedToId)
          .map((p) => (
            <MenuItem key={p.appUserId} value={String(p.appUserId)}>
              {p.departmentName ? `${p.fullName} (${p.departmentName})` : p.fullName}
            </MenuItem>
          ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={override.isPending || !chosen}
        onClick={() => override.mutate(Number(chosen))}
      >
        {t('assign')}
      </Button>
    </Stack>
  );
}
