/**
 * The problem-package board (shell §2 `aimban/package-board`, spec 3 §7, issue 27 point 2): the cards of the
 * filters in their lanes, dragged between and within lanes with @hello-pangea/dnd (mouse, touch and keyboard: Space
 * lifts, arrows move, Space drops, Escape cancels). A drop sends ONE request, PUT PackageIssue with the lane, the two
 * neighbours the card lands between and the version it was read at; the card shows in its new place at once (a
 * pending move laid over the cached cards) and goes back, with the server's reason, if the server refuses (409:
 * moved meanwhile by someone else). Other viewers' moves arrive through the server's events. Cards ticked with
 * their checkboxes are moved, assigned or closed together (BulkBar: one PackageIssuesLanes request). A card opens
 * its dialog (`?packageIssueId=`, the address package search links to).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import {
  DragDropContext,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { HttpError, Title, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PROBLEM_LIMITS } from '@a1/shared';
import { keepUnchanged, laneCards, moveFor, type BoardCard, type PendingMove } from './board';
import { Lane } from './Lane';
import { useLanes } from './queries';
import { useCriteria } from './useCriteria';
import { useProblemCards } from './useProblemCards';
import { useNow } from './useNow';
import { FilterBar } from './FilterBar';
import { BulkBar } from './BulkBar';
import { DialogLoading, lazyNamed } from '../../shell/lazy';

const IssueDialog = lazyNamed(() => import('./IssueDialog'), 'IssueDialog', <DialogLoading />);
const STALE = 409;

/** "Package issue 12 was changed by Ada Agent at …" → "Ada Agent"; the whole message when it says no name. */
const changedBy = (message: string) => /changed by (.+?) at /.exec(message)?.[1];

export function BoardPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const { criteria, ...filters } = useCriteria();
  const lanesQuery = useLanes();
  const cardsQuery = useProblemCards(criteria);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingMove>>(() => new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [update] = useUpdate();
  const now = useNow();

  const cards = cardsQuery.data;
  const shown = useRef<Map<number, BoardCard[]>>(undefined);
  const byLane = useMemo(
    () => (shown.current = keepUnchanged(laneCards(cards ?? [], pending), shown.current)),
    [cards, pending],
  );
  const byId = useMemo(() => new Map((cards ?? []).map((c) => [c.packageIssueId, c])), [cards]);
  const lanes = useMemo(
    () => (lanesQuery.data ?? []).filter((lane) => !lane.closing || criteria?.showArchive),
    [lanesQuery.data, criteria?.showArchive],
  );
  const laneName = useCallback(
    (droppableId: string) => lanes.find((l) => String(l.laneId) === droppableId)?.name ?? '',
    [lanes],
  );

  const settle = useCallback((id: number) => {
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      const card = byId.get(Number(result.draggableId));
      const to = result.destination;
      if (!card || !to) {
        provided.announce(translate('a1.problems.drag.cancelled'));
        return;
      }
      const toLaneId = Number(to.droppableId);
      if (toLaneId === card.laneId && to.index === result.source.index) return;
      const move = moveFor(byLane, card.packageIssueId, toLaneId, to.index);
      provided.announce(
        translate('a1.problems.drag.dropped', {
          number: card.trackingNumber,
          lane: laneName(to.droppableId),
          position: to.index + 1,
        }),
      );
      setPending((current) => new Map(current).set(card.packageIssueId, move));
      const { laneId, previousId, nextId } = move;
      update(
        'package-issues',
        {
          id: card.packageIssueId,
          data: { laneId, previousId, nextId },
          previousData: card,
          meta: { handles: [STALE] },
        },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => settle(card.packageIssueId),
          onError: (error) => {
            settle(card.packageIssueId);
            const message = error instanceof HttpError ? error.message : String(error);
            const by = error instanceof HttpError && error.status === STALE ? changedBy(message) : undefined;
            notify(
              by
                ? translate('a1.problems.board.movedMeanwhile', { number: card.trackingNumber, name: by })
                : translate('a1.problems.board.moveRefused', { number: card.trackingNumber, message }),
              { type: 'warning' },
            );
            if (error instanceof HttpError && error.status === STALE) void cardsQuery.refetch();
          },
        },
      );
    },
    [byId, byLane, laneName, notify, settle, translate, update, cardsQuery],
  );

  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      const card = byId.get(Number(start.draggableId));
      provided.announce(
        translate('a1.problems.drag.lifted', {
          number: card?.trackingNumber ?? '',
          lane: laneName(start.source.droppableId),
          position: start.source.index + 1,
        }),
      );
    },
    [byId, laneName, translate],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) => {
      if (!update.destination) return provided.announce(translate('a1.problems.drag.outside'));
      provided.announce(
        translate('a1.problems.drag.over', {
          lane: laneName(update.destination.droppableId),
          position: update.destination.index + 1,
        }),
      );
    },
    [laneName, translate],
  );

  const openId = Number(params.get('packageIssueId')) || undefined;
  const open = useCallback(
    (card: BoardCard) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        out.set('packageIssueId', String(card.packageIssueId));
        return out;
      }),
    [setParams],
  );
  const close = () =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete('packageIssueId');
      return out;
    });
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const meta = cardsQuery.meta;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', boxSizing: 'border-box' }}>
      <Title title={translate('a1.problems.board.title')} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography component="h1" variant="h5">
          {translate('a1.problems.board.title')}
        </Typography>
        <Typography role="status" data-testid="problem-board-count" color="text.secondary">
          {cardsQuery.isPending
            ? translate('a1.problems.board.loading')
            : translate('a1.problems.board.total', { smart_count: meta?.total ?? cards?.length ?? 0 })}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={cardsQuery.live ? 'success' : 'default'}
          label={translate(cardsQuery.live ? 'a1.problems.board.live' : 'a1.problems.board.offline')}
        />
      </Stack>
      <FilterBar criteria={criteria} {...filters} />
      {meta?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('a1.problems.board.truncated', { max: PROBLEM_LIMITS.boardCards })}
        </Alert>
      )}
      {selected.size > 0 && (
        <BulkBar selected={selected} cards={byId} lanes={lanes} onDone={() => setSelected(new Set())} />
      )}
      <DragDropContext
        onDragStart={onDragStart}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={translate('a1.problems.drag.instructions')}
      >
        <Box
          data-testid="problem-board"
          sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}
        >
          {lanes.map((lane) => (
            <Lane
              key={lane.laneId}
              lane={lane}
              cards={byLane.get(lane.laneId) ?? EMPTY}
              selected={selected}
              now={now}
              onOpen={open}
              onToggle={toggle}
            />
          ))}
        </Box>
      </DragDropContext>
      {openId && <IssueDialog packageIssueId={openId} onClose={close} />}
    </Box>
  );
}

const EMPTY: BoardCard[] = [];
