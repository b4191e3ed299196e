/**
 * The bulk actions of the board (issue 27 point 2): the cards ticked are moved to a lane, assigned to an agent (or
 * unassigned) or closed, up to 500 at once, in ONE request and one transaction (PUT PackageIssuesLanes through the
 * package-issues resource's updateMany, with each card's version): if one card fails, none changes and the message
 * names it.
 */
import { useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate, useUpdateMany } from 'react-admin';
import { PROBLEM_LIMITS } from '@a1/shared';
import { useAgentsAndDepartments } from './queries';
import type { BoardCard, BoardLane } from './board';
import { useDbName } from '../../providers/i18nProvider';

interface Props {
  selected: ReadonlySet<number>;
  cards: ReadonlyMap<number, BoardCard>;
  lanes: BoardLane[];
  onDone(): void;
}

const UNASSIGNED = 'none';

export function BulkBar({ selected, cards, lanes, onDone }: Props) {
  const translate = useTranslate();
  const dbName = useDbName();
  const notify = useNotify();
  const refresh = useRefresh();
  const agents = useAgentsAndDepartments();
  const [laneId, setLaneId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [updateMany, { isPending }] = useUpdateMany();
  const ids = [...selected].filter((id) => cards.has(id));
  const tooMany = ids.length > PROBLEM_LIMITS.bulkCards;

  const run = (data: { laneId?: number; agentId?: number | null; close?: boolean }, done: string) => {
    const versions = Object.fromEntries(ids.map((id) => [id, cards.get(id)!.version]));
    updateMany(
      'package-issues',
      { ids, data, meta: { versions } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(translate(done, { smart_count: ids.length }), { type: 'success' });
          onDone();
        },
        onSettled: () => refresh(),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 1 }} component="section" aria-labelledby="problem-bulk-title">
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography id="problem-bulk-title" component="h2" variant="subtitle2" role="status">
          {translate('a1.problems.bulk.selected', { smart_count: ids.length })}
        </Typography>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('a1.problems.bulk.lane')}
          value={laneId}
          onChange={(e) => setLaneId(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {lanes.map((lane) => (
            <MenuItem key={lane.laneId} value={String(lane.laneId)}>
              {dbName(lane.name)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!laneId || isPending || tooMany}
          onClick={() => run({ laneId: Number(laneId) }, 'a1.problems.bulk.moved')}
        >
          {translate('a1.problems.bulk.move')}
        </Button>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('a1.problems.bulk.agent')}
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={UNASSIGNED}>{translate('a1.problems.board.unassigned')}</MenuItem>
          {(agents.data?.agents ?? []).map((agent) => (
            <MenuItem key={agent.agentId} value={String(agent.agentId)}>
              {agent.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!agentId || isPending || tooMany}
          onClick={() => run({ agentId: agentId === UNASSIGNED ? null : Number(agentId) }, 'a1.problems.bulk.assigned')}
        >
          {translate('a1.problems.bulk.assign')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          disabled={isPending || tooMany}
          onClick={() => run({ close: true }, 'a1.problems.bulk.closed')}
        >
          {translate('a1.problems.bulk.close')}
        </Button>
        <Button onClick={onDone}>{translate('a1.problems.bulk.clear')}</Button>
        {tooMany && (
          <Typography color="error" variant="body2">
            {translate('a1.problems.bulk.tooMany', { max: PROBLEM_LIMITS.bulkCards })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
