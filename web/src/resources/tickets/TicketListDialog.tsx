/**
 * The ticket list dialog (spec 3 §2): 'Tickets for {feature name}' or a custom title; a grid of 10 a page with
 * Select, Ticket#, Title, Feature, Feature Comment, Assigned, Lane, Points, Priority, Requester, Ticket Created
 * Date, Ticket End Date, Sprint and Comment; the footer's points box with Shuffle Points (agent, schedule group,
 * points), Update N Selected (the bulk update dialog), Select All On Screen, Clear All Selected and New Ticket.
 */
import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type TicketListItem } from '@a1/shared';
import { TICKET_LIST_PAGE_SIZE } from '@a1/shared/constants/ticketing-ui';
import { pointsTotal } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLookup, useTicketUsers } from './useTicketing';
import { BulkUpdateDialog } from './BulkUpdateDialog';
import { ModalDialog } from '../../forms/ModalDialog';

const day = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 10) : '');

export function TicketListDialog({
  title,
  tickets,
  onClose,
  onChanged,
  onShuffled,
  onNew,
  onOpen,
}: {
  title: string;
  tickets: TicketListItem[];
  onClose: () => void;
  /** Tickets changed here (bulk update or delete): the screen reads just their rows again. */
  onChanged: (ticketIds: number[]) => void;
  /** Shuffle Points moved some of this agent's tickets between schedule groups. */
  onShuffled: (agentId: number) => void;
  onNew: () => void;
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const notify = useNotify();
  const a1 = useA1();
  const users = useTicketUsers() ?? [];
  const groups = useLookup(['scheduleGroups'], () => a1.call(A1.ticketScheduleGroupList)) ?? [];
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [bulk, setBulk] = useState(false);
  const [points, setPoints] = useState('');
  const [agentId, setAgentId] = useState('');
  const [groupId, setGroupId] = useState('');
  const t = (k: string, o?: object) => translate(`a1.ticketing.list.${k}`, o);
  const pages = Math.max(1, Math.ceil(tickets.length / TICKET_LIST_PAGE_SIZE));
  const shown = useMemo(
    () => tickets.slice((page - 1) * TICKET_LIST_PAGE_SIZE, page * TICKET_LIST_PAGE_SIZE),
    [tickets, page],
  );
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = [
    'ticketId',
    'title',
    'feature',
    'featureComment',
    'assigned',
    'lane',
    'points',
    'priority',
    'requester',
    'createdOn',
    'endDate',
    'sprint',
    'comment',
  ];
  const canShuffle = !!agentId && !!groupId && points !== '' && Number(points) >= 0;

  return (
    <ModalDialog titleId="ticket-list-title" size="xl" onClose={onClose}>
      <DialogTitle id="ticket-list-title">{title}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="ticket-list-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('select')}</TableCell>
              {columns.map((c) => (
                <TableCell key={c}>{t(`columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.ticketId} hover selected={selected.has(r.ticketId)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(r.ticketId)}
                    onChange={() => toggle(r.ticketId)}
                    slotProps={{ input: { 'aria-label': t('selectTicket', { id: r.ticketId }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(r.ticketId)}>
                    {r.ticketId}
                  </Button>
                </TableCell>
                <TableCell>{r.title}</TableCell>
                <TableCell>{r.sprintName}</TableCell>
                <TableCell>{r.featureNote}</TableCell>
                <TableCell>{r.agentName}</TableCell>
                <TableCell>{dbName(r.laneName)}</TableCell>
                <TableCell>{r.points}</TableCell>
                <TableCell>{dbName(r.priority)}</TableCell>
                <TableCell>{r.requesterName}</TableCell>
                <TableCell>{day(r.createdOn)}</TableCell>
                <TableCell>{day(r.endDate)}</TableCell>
                <TableCell>{r.scheduleGroup}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {r.latestComment}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {tickets.length === 0 && <Typography sx={{ py: 2 }}>{t('empty')}</Typography>}
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mt: 1 }}>
          <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} size="small" />
          <Typography variant="body2" data-testid="ticket-list-points">
            {t('pointsTotal', { total: pointsTotal(tickets.map((r) => r.points)) })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TextField
          select
          size="small"
          label={translate('a1.ticketing.bulk.agent')}
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {users.map((u) => (
            <MenuItem key={u.userId} value={String(u.userId)}>
              {u.fullName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('a1.ticketing.bulk.sprint')}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {groups.map((g) => (
            <MenuItem key={g.scheduleGroupId} value={String(g.scheduleGroupId)}>
              {g.scheduleGroupName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('points')}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          sx={{ width: 100 }}
        />
        <Button
          disabled={!canShuffle}
          onClick={async () => {
            const moved = await a1
              .call(A1.ticketShufflePoints, {
                body: { agentId: Number(agentId), scheduleGroupId: Number(groupId), points: Number(points) },
              })
              .catch(() => null);
            if (moved != null) {
              notify(t('shuffled', { count: moved }), { type: 'success' });
              onShuffled(Number(agentId));
            }
          }}
        >
          {t('shufflePoints')}
        </Button>
        <Button variant="outlined" disabled={selected.size === 0} onClick={() => setBulk(true)}>
          {t('updateSelected', { count: selected.size })}
        </Button>
        <Button onClick={() => setSelected((prev) => new Set([...prev, ...shown.map((r) => r.ticketId)]))}>
          {t('selectAll')}
        </Button>
        <Button onClick={() => setSelected(new Set())}>{t('clearAll')}</Button>
        <Button variant="contained" onClick={onNew}>
          {t('newTicket')}
        </Button>
        <Button onClick={onClose}>{translate('a1.ticketing.dialog.buttons.close')}</Button>
      </DialogActions>
      {bulk && (
        <BulkUpdateDialog
          ticketIds={[...selected]}
          onClose={() => setBulk(false)}
          onDone={(message) => {
            setBulk(false);
            setSelected(new Set());
            notify(message, { type: 'success' });
            onChanged([...selected]);
          }}
        />
      )}
    </ModalDialog>
  );
}
