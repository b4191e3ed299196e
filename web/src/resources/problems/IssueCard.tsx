/**
 * A card of the problem-package board (issue 27 point 2): tracking number, customer, category, issue level, agent
 * and age in its lane; a card past its category's age says so (a red edge and an "Overdue" chip, not colour alone).
 * The card's body is the drag handle (Space lifts, arrows move, Space drops, Escape cancels) and opens the card's
 * dialog on click or Enter; the checkbox beside it selects the card for the bulk actions (not inside the handle: no
 * control inside a control).
 */
import { memo } from 'react';
import { Box, Checkbox, Chip, Typography } from '@mui/material';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { useTranslate } from 'react-admin';
import { ageInLane, type BoardCard } from './board';

export const CARD_HEIGHT = 112;
export const CARD_GAP = 8;

export interface CardActions {
  onOpen(card: BoardCard): void;
  onToggle(packageIssueId: number): void;
}

interface Props extends CardActions {
  provided: DraggableProvided;
  card: BoardCard;
  dragging: boolean;
  selected: boolean;
  now: number;
  /** The card's offset in its virtualised lane; none for the dragged clone. */
  top?: number;
}

export const IssueCard = memo(function IssueCard({
  provided,
  card,
  dragging,
  selected,
  now,
  top,
  onOpen,
  onToggle,
}: Props) {
  const translate = useTranslate();
  const overdue = card.overAge;
  const age = ageInLane(card, now);
  const placed = top === undefined ? {} : { position: 'absolute' as const, top, left: 0, right: 0 };
  return (
    <Box
      ref={provided.innerRef}
      {...provided.draggableProps}
      data-testid="problem-card"
      data-tracking={card.trackingNumber}
      style={{ ...provided.draggableProps.style, ...placed, height: CARD_HEIGHT }}
    >
      <Box
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          bgcolor: selected ? 'action.selected' : 'background.paper',
          border: 1,
          borderColor: selected ? 'primary.main' : 'divider',
          borderLeft: 4,
          borderLeftColor: overdue ? 'error.main' : 'divider',
          borderRadius: 1,
          boxShadow: dragging ? 6 : 0,
          overflow: 'hidden',
        }}
      >
        <Checkbox
          size="small"
          checked={selected}
          onChange={() => onToggle(card.packageIssueId)}
          slotProps={{
            input: { 'aria-label': translate('a1.problems.board.select', { number: card.trackingNumber }) },
          }}
          sx={{ p: 0.5, mt: 0.25 }}
        />
        <Box
          {...provided.dragHandleProps}
          onClick={() => onOpen(card)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onOpen(card);
          }}
          sx={{
            flex: 1,
            minWidth: 0,
            py: 0.75,
            pr: 1,
            cursor: 'grab',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace', fontWeight: 600, flex: 1 }}>
              {card.trackingNumber}
            </Typography>
            {overdue && (
              <Chip size="small" color="error" label={translate('a1.problems.board.overdue')} sx={{ height: 20 }} />
            )}
          </Box>
          <Typography variant="body2" noWrap>
            {card.customer}
          </Typography>
          <Typography variant="caption" component="p" noWrap color="text.secondary">
            {[card.category, card.issueLevel].filter(Boolean).join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Typography variant="caption" noWrap sx={{ flex: 1 }}>
              {card.agent ?? translate('a1.problems.board.unassigned')}
            </Typography>
            <Typography variant="caption" color={overdue ? 'error.dark' : 'text.secondary'}>
              {translate(`a1.problems.age.${age.unit}`, { smart_count: age.value })}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
