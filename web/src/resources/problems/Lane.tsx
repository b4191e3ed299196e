/**
 * One lane of the problem-package board (issue 27 point 2): its heading and count, and its cards in a virtualised
 * Droppable (@hello-pangea/dnd's virtual mode over @tanstack/react-virtual): only the cards in view, plus a few,
 * are mounted, so 5,000 cards in 8 lanes mount a few hundred at most. The dragged card is rendered as a clone
 * (renderClone), so it stays whole while its own row scrolls out of the window; while something is dragged over
 * the lane, one more slot makes room for it. Cards have one fixed height: positions need no measuring.
 */
import { memo, useRef } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import { useDbName } from '../../providers/i18nProvider';
import { IssueCard, CARD_HEIGHT, CARD_GAP, type CardActions } from './IssueCard';
import type { BoardCard, BoardLane } from './board';

const OVERSCAN = 6;

interface LaneProps extends CardActions {
  lane: BoardLane;
  cards: BoardCard[];
  selected: ReadonlySet<number>;
  now: number;
}

export const Lane = memo(function Lane({ lane, cards, selected, now, ...actions }: LaneProps) {
  const translate = useTranslate();
  // Lane names come from the database: shown through the translation tables (issue 29 point 3).
  const dbName = useDbName();
  const headingId = `problem-lane-${lane.laneId}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="problem-lane"
      data-lane={lane.name}
      sx={{ flex: '0 0 272px', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50', minHeight: 0 }}
    >
      <Box sx={{ px: 1.5, py: 1, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {dbName(lane.name)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="problem-lane-count">
          {translate('a1.problems.board.cardCount', { smart_count: cards.length })}
        </Typography>
      </Box>
      <Droppable
        droppableId={String(lane.laneId)}
        mode="virtual"
        renderClone={(provided, snapshot, rubric) => (
          <IssueCard
            provided={provided}
            card={cards[rubric.source.index]}
            dragging={snapshot.isDragging}
            selected={selected.has(cards[rubric.source.index].packageIssueId)}
            now={now}
            {...actions}
          />
        )}
      >
        {(provided, snapshot) => (
          <VirtualCards
            cards={cards}
            extraSlot={snapshot.isUsingPlaceholder}
            innerRef={provided.innerRef}
            droppableProps={provided.droppableProps}
            draggingOver={snapshot.isDraggingOver}
            selected={selected}
            now={now}
            {...actions}
          />
        )}
      </Droppable>
    </Paper>
  );
});

interface VirtualCardsProps extends CardActions {
  cards: BoardCard[];
  extraSlot: boolean;
  innerRef: (element: HTMLElement | null) => void;
  droppableProps: object;
  draggingOver: boolean;
  selected: ReadonlySet<number>;
  now: number;
}

function VirtualCards({
  cards,
  extraSlot,
  innerRef,
  droppableProps,
  draggingOver,
  selected,
  now,
  ...actions
}: VirtualCardsProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: cards.length + (extraSlot ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT + CARD_GAP,
    overscan: OVERSCAN,
    getItemKey: (index) => cards[index]?.packageIssueId ?? 'slot',
  });
  return (
    <Box
      ref={(element: HTMLDivElement | null) => {
        scroller.current = element;
        innerRef(element);
      }}
      {...droppableProps}
      data-testid="problem-lane-cards"
      sx={{
        flex: 1,
        minHeight: 120,
        overflowY: 'auto',
        px: 1,
        pb: 1,
        bgcolor: draggingOver ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const card = cards[row.index];
          if (!card) return null;
          return (
            <Draggable key={card.packageIssueId} draggableId={String(card.packageIssueId)} index={row.index}>
              {(provided, snapshot) => (
                <IssueCard
                  provided={provided}
                  card={card}
                  dragging={snapshot.isDragging}
                  selected={selected.has(card.packageIssueId)}
                  now={now}
                  top={row.start}
                  {...actions}
                />
              )}
            </Draggable>
          );
        })}
      </Box>
    </Box>
  );
}
