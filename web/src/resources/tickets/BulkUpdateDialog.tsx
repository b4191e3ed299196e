/**
 * The bulk update dialog (spec 3 §2, §3): Lane, Sprint, Agent, Comment and Save over the selected tickets
 * (TicketListBulkUpdate: -1 leaves a field unchanged, a cleared sprint or agent is null), and Delete Selected
 * Tickets after a confirmation (BulkDeleteTickets). Both run in one transaction on the server.
 */
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLookup, useTicketUsers } from './useTicketing';
import { SaveShortcutButton, SaveShortcutDialog } from '../../forms/SaveShortcutDialog';

const UNCHANGED = '-1';
const CLEAR = 'clear';

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
  const dataProvider = useDataProvider();
  const users = useTicketUsers() ?? [];
  const lanes = useLookup(['lanes'], () => a1.call(A1.ticketCardLane)) ?? [];
  const groups = useLookup(['scheduleGroups'], () => a1.call(A1.ticketScheduleGroupList)) ?? [];
  const [laneId, setLaneId] = useState(UNCHANGED);
  const [sprintId, setSprintId] = useState(UNCHANGED);
  const [agentId, setAgentId] = useState(UNCHANGED);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const t = (k: string, o?: object) => translate(`a1.ticketing.bulk.${k}`, o);
  const count = ticketIds.length;
  const value = (v: string) => (v === CLEAR ? null : Number(v));

  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.updateMany('tickets', {
        ids: ticketIds,
        data: {
          laneId: Number(laneId),
          sprintId: value(sprintId),
          agentId: value(agentId),
          comment: comment.trim() || null,
        },
      });
      onDone(t('updated', { count }));
    } catch {
      // shown by the wrapper
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.deleteMany('tickets', { ids: ticketIds });
      onDone(t('deleted', { count }));
    } catch {
      // shown by the wrapper
    } finally {
      setBusy(false);
    }
  };

  const select = (
    label: string,
    v: string,
    set: (v: string) => void,
    options: Array<{ id: number; name: string }>,
    clearable: boolean,
  ) => (
    <TextField select label={label} value={v} onChange={(e) => set(e.target.value)} size="small" fullWidth>
      <MenuItem value={UNCHANGED}>{t('unchanged')}</MenuItem>
      {clearable && <MenuItem value={CLEAR}>{t('clear')}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <SaveShortcutDialog open onClose={onClose} aria-labelledby="ticket-bulk-title" fullWidth maxWidth="sm">
      <DialogTitle id="ticket-bulk-title">{t('title', { count })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {select(
            t('lane'),
            laneId,
            setLaneId,
            lanes.map((l) => ({ id: l.laneId, name: dbName(l.laneName) })),
            false,
          )}
          {select(
            t('sprint'),
            sprintId,
            setSprintId,
            groups.filter((g) => g.isFutureGroup).map((g) => ({ id: g.scheduleGroupId, name: g.scheduleGroupName })),
            true,
          )}
          {select(
            t('agent'),
            agentId,
            setAgentId,
            users.map((u) => ({ id: u.userId, name: u.fullName })),
            true,
          )}
          <TextField
            label={t('comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => setConfirming(true)} disabled={busy} sx={{ mr: 'auto' }}>
          {t('delete')}
        </Button>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <SaveShortcutButton onClick={() => void save()} disabled={busy}>
          {t('save')}
        </SaveShortcutButton>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={t('delete')}
        content={t('confirmDelete', { count })}
        confirm={t('confirm')}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </SaveShortcutDialog>
  );
}
