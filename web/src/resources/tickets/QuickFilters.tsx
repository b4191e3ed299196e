/**
 * The three quick-filter rows with their counts (spec 3 §2, §4): row 1 All, Unread (hidden when empty) and the
 * nine lanes; row 2 the priorities; row 3 (IT only) the people filters. The choice is remembered per user in
 * session storage and falls back to All when it counts zero. Mark All As Read shows while Unread is active. A
 * caption says that the counts are over the whole list, not the grid's column filters.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TICKET_STORAGE, TICKET_LANES, TICKET_PRIORITIES } from '@a1/shared/constants/ticketing-ui';
import {
  effectiveQuickFilter,
  isItUser,
  matchesQuickFilter,
  quickFilterCounts,
  quickFilterRows,
  type GridTicket,
  type QuickFilter,
  type TicketScreenKind,
} from '@a1/shared/rules/ticketing/index';
import { getSession } from '../../session/session';
import type { Viewer } from './useTicketing';
import { useDbName } from '../../providers/i18nProvider';

export interface QuickFilterState<T extends GridTicket> {
  rows: T[];
  filter: QuickFilter;
  choose: (filter: QuickFilter) => void;
  buttons: ReturnType<typeof quickFilterRows>;
}

export function useQuickFilter<T extends GridTicket>(
  tickets: readonly T[],
  kind: TicketScreenKind,
  viewer: Viewer | null,
  /** A feature's link: start on All rather than the choice remembered from the whole list (see TicketsScreen). */
  startOnAll = false,
): QuickFilterState<T> {
  const me = getSession()?.appUserID ?? null;
  const key = TICKET_STORAGE.quickFilter(me ?? 'anonymous', kind);
  const remembered = () => (startOnAll ? 'all' : sessionStorage.getItem(key));
  const [chosen, setChosen] = useState<string | null>(remembered);
  // The screen stays mounted when only its parameters change (a feature's link followed from the whole list, or
  // back): the start is chosen again for the new list.
  const [startedOnAll, setStartedOnAll] = useState(startOnAll);
  if (startedOnAll !== startOnAll) {
    setStartedOnAll(startOnAll);
    setChosen(remembered());
  }
  const isIt = isItUser(viewer?.department);
  const counts = useMemo(() => quickFilterCounts(tickets, me), [tickets, me]);
  const filter = tickets.length ? effectiveQuickFilter(chosen, counts, isIt) : ((chosen as QuickFilter) ?? 'all');
  const rows = useMemo(
    () => (filter === 'all' ? [...tickets] : tickets.filter((t) => matchesQuickFilter(t, filter, me))),
    [tickets, filter, me],
  );
  const buttons = useMemo(() => quickFilterRows(counts, isIt), [counts, isIt]);
  const choose = useCallback(
    (next: QuickFilter) => {
      sessionStorage.setItem(key, next);
      setChosen(next);
    },
    [key],
  );
  // One object while nothing changed: the buttons then skip the screen's renders (opening a ticket is one).
  return useMemo(() => ({ rows, filter, buttons, choose }), [rows, filter, buttons, choose]);
}

const LANE_SET = new Set<string>(TICKET_LANES);
const PRIORITY_SET = new Set<string>(TICKET_PRIORITIES);

function QuickFilterRows<T extends GridTicket>({
  quick,
  onMarkAllRead,
}: {
  quick: QuickFilterState<T>;
  onMarkAllRead: () => void;
}) {
  const translate = useTranslate();
  // Lanes and priorities are database names: through the translation tables, as the grid beside them shows them
  // (issue 29 point 3: the chips stayed English in a French session).
  const dbName = useDbName();
  const label = (text: string) =>
    LANE_SET.has(text) || PRIORITY_SET.has(text) ? dbName(text) : translate(`a1.ticketing.quickFilters.${text}`);
  const rowNames = ['row1', 'row2', 'row3'];
  return (
    <Stack
      spacing={0.75}
      component="nav"
      aria-label={translate('a1.ticketing.quickFilters.label')}
      aria-describedby="quick-filter-counts-note"
    >
      {quick.buttons.map((row, i) => (
        <Stack key={rowNames[i]} direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={quick.filter}
            onChange={(_, next: QuickFilter | null) => next && quick.choose(next)}
            aria-label={translate(`a1.ticketing.quickFilters.${rowNames[i]}`)}
            data-testid={`quick-filter-${rowNames[i]}`}
            sx={{ flexWrap: 'wrap' }}
          >
            {row.map((b) => (
              <ToggleButton key={b.id} value={b.id} sx={{ textTransform: 'none', py: 0.25 }}>
                {label(b.label)}{' '}
                <Box
                  component="span"
                  data-testid="quick-filter-count"
                  sx={{
                    ml: 0.75,
                    px: 0.75,
                    borderRadius: 2,
                    fontSize: '0.75rem',
                    bgcolor: quick.filter === b.id ? 'primary.main' : 'action.selected',
                    color: quick.filter === b.id ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  {b.count}
                </Box>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {i === 0 && quick.filter === 'unread' && (
            <Button size="small" variant="outlined" onClick={onMarkAllRead}>
              {translate('a1.ticketing.quickFilters.markAllRead')}
            </Button>
          )}
        </Stack>
      ))}
      {/*
        The counts are over the screen's whole list (every ticket, or the feature's, initiative's or unread ones of
        the address), before the grid's column filters and keyword (issue 29 point 8: "Severe 1171" above "262 rows").
        They stay so, and say so: a count is what choosing its button starts from, the grid's defaults (lanes Next
        and In Progress, the user's department) change with the button chosen, and counts following them would read
        0 for most lanes, which would also send a remembered choice back to All.
      */}
      <Typography id="quick-filter-counts-note" variant="caption" color="text.secondary">
        {translate('a1.ticketing.quickFilters.countsNote')}
      </Typography>
    </Stack>
  );
}

/** Memoised: the screen renders again when a ticket opens or closes, the counts and choice do not change. */
export const QuickFilters = memo(QuickFilterRows) as typeof QuickFilterRows;
