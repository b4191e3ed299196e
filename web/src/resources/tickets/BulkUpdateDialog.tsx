/**
 * The bulk update dialog (spec 3 §2, §3): Lane, Sprint, Agent, Comment and Save over the selected tickets
 * (TicketListBulkUpdate: -1 leaves a field unchanged, a cleared sprint or agent is null), and Delete Selected
 * Tickets after a confirmation (BulkDeleteTickets). Both run in one transaction on the server.
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, TextInput, useDeleteMany, useTranslate, useUpdateMany } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLookup, useTicketUsers } from './useTicketing';
import { DialogForm } from '../../forms/DialogForm';
import { SubmitButton } from '../../forms/inputs';
import { SingleSelectInput } from '../../forms/SelectInputs';

const UNCHANGED = '-1';
const CLEAR = 'clear';

type BulkValues = {
  laneId: string;
  sprintId: string;
  agentId: string;
  comment: string;
};

const UNTOUCHED: BulkValues = { laneId: UNCHANGED, sprintId: UNCHANGED, agentId: UNCHANGED, comment: '' };

export function BulkUpdateDialog({
  ticketIds,
  onClose,
  onDone,
}: {
  ticketIds: number[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const a1 = useA1();
  const users = useTicketUsers() ?? [];
  const lanes = useLookup(['lanes'], () => a1.call(A1.ticketCardLane)) ?? [];
  const groups = useLookup(['scheduleGroups'], () => a1.call(A1.ticketScheduleGroupList)) ?? [];
  const [updateMany] = useUpdateMany();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const [confirming, setConfirming] = useState(false);
  const t = (k: string, o?: object) => translate(`a1.ticketing.bulk.${k}`, o);
  const count = ticketIds.length;
  const value = (v: string) => (v === CLEAR ? null : Number(v));

  const save = async (values: BulkValues) => {
    try {
      await updateMany(
        'tickets',
        {
          ids: ticketIds,
          data: {
            laneId: Number(values.laneId),
            sprintId: value(values.sprintId),
            agentId: value(values.agentId),
            comment: values.comment.trim() || null,
          },
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      onDone(t('updated', { count }));
    } catch {
      // The error dialog has said why; the choices stay as made.
    }
  };
  const remove = () => {
    setConfirming(false);
    deleteMany(
      'tickets',
      { ids: ticketIds },
      { mutationMode: 'pessimistic', onSuccess: () => onDone(t('deleted', { count })), onError: () => undefined },
    );
  };

  /** A choice that may leave the field unchanged (and, when clearable, clear it). */
  const choices = (options: Array<{ id: number; name: string }>, clearable: boolean) => [
    { id: UNCHANGED, name: t('unchanged') },
    ...(clearable ? [{ id: CLEAR, name: t('clear') }] : []),
    ...options.map((o) => ({ id: String(o.id), name: o.name })),
  ];

  return (
    <>
      <DialogForm<BulkValues>
        titleId="ticket-bulk-title"
        title={t('title', { count })}
        onClose={onClose}
        defaultValues={UNTOUCHED}
        onSubmit={save}
        maxWidth="sm"
        actions={<BulkActions t={t} busy={deleting} onClose={onClose} onDelete={() => setConfirming(true)} />}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SingleSelectInput
            source="laneId"
            label={t('lane')}
            choices={choices(
              lanes.map((l) => ({ id: l.laneId, name: dbName(l.laneName) })),
              false,
            )}
          />
          <SingleSelectInput
            source="sprintId"
            label={t('sprint')}
            choices={choices(
              groups.filter((g) => g.isFutureGroup).map((g) => ({ id: g.scheduleGroupId, name: g.scheduleGroupName })),
              true,
            )}
          />
          <SingleSelectInput
            source="agentId"
            label={t('agent')}
            choices={choices(
              users.map((u) => ({ id: u.userId, name: u.fullName })),
              true,
            )}
          />
          <TextInput source="comment" label={t('comment')} multiline minRows={2} helperText={false} />
        </Stack>
      </DialogForm>
      <Confirm
        isOpen={confirming}
        title={t('delete')}
        content={t('confirmDelete', { count })}
        confirm={t('confirm')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Delete Selected Tickets, Cancel and Save; none while the form saves or the tickets are being deleted. */
function BulkActions({
  t,
  busy,
  onClose,
  onDelete,
}: {
  t: (k: string) => string;
  busy: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { isSubmitting } = useFormState();
  const working = busy || isSubmitting;
  return (
    <>
      <Button color="error" onClick={onDelete} disabled={working} sx={{ mr: 'auto' }}>
        {t('delete')}
      </Button>
      <Button onClick={onClose} disabled={working}>
        {t('cancel')}
      </Button>
      <SubmitButton label={t('save')} busy={busy} />
    </>
  );
}
