/**
 * The card board (shell §2 `kanban/card/board-view`, and `kanban/card/add-new`, which opens a new card on it; the
 * screen's content is not shown in the spec, so ours): the cards (tickets) of the chosen project, assignee and search
 * in one column per lane. A card opens the ticket dialog, where it is edited and moved to another lane with the lane
 * rules of spec 3 §5; Add Card opens the dialog for a new one. Lanes show at most BOARD_LANE_LIMIT cards each.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { A1 } from '@a1/shared';
import type { Card as BoardCardRow } from '@a1/shared/contract/projecttracking';
import { boardColumns, type BoardColumn, type BoardLane } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { getSession } from '../../session/session';
import { DialogLoading, lazyNamed } from '../../shell/lazy';
import { useTicketSettings, useViewer } from '../tickets/useTicketing';
import { useDbName } from '../../providers/i18nProvider';

const TicketDialog = lazyNamed(() => import('../tickets/TicketDialog'), 'TicketDialog', <DialogLoading />);

/**
 * The board's gate: the page is on the guard's skip list (shell §6), so anyone signed in may arrive; the lanes are
 * read first, quietly, and a user the server refuses sees why on the page instead of error dialogs.
 */
export function CardBoardPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.cardBoard.${key}`);
  const a1 = useA1();
  const lanes = useQuery({
    queryKey: ['kanban', 'lanes'],
    queryFn: () => a1.call(A1.kanbanLanes, {}, { quiet: true }),
    retry: false,
  });
  const refused = (lanes.error as { status?: number } | null)?.status === 403;
  return (
    <Box sx={{ p: 2 }} data-testid="card-board">
      <Title title={t('title')} />
      {lanes.data ? (
        <CardBoard lanes={lanes.data} />
      ) : (
        <>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {t('title')}
          </Typography>
          {lanes.isError ? (
            <Alert severity={refused ? 'info' : 'error'}>{t(refused ? 'forbidden' : 'failed')}</Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-label={t('loading')} />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

function CardBoard({ lanes }: { lanes: BoardLane[] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.cardBoard.${key}`, options);
  const a1 = useA1();
  const location = useLocation();
  const settings = useTicketSettings();
  const viewer = useViewer();
  const me = getSession()?.appUserID;

  const [projectId, setProjectId] = useState<number | ''>('');
  const [mine, setMine] = useState(true);
  const [typed, setTyped] = useState('');
  const [phrase, setPhrase] = useState('');
  // The dialog: a card by id, a new card (0), or none. `kanban/card/add-new` starts with a new card.
  const [opened, setOpened] = useState<number | null>(null);
  const adding = location.pathname.endsWith('/add-new');
  useEffect(() => {
    // The board stays mounted between its two addresses: arriving at add-new opens the new card.
    if (adding) setOpened(0);
  }, [adding, location.key]);

  const filters = useQuery({ queryKey: ['kanban', 'filters'], queryFn: () => a1.call(A1.kanbanFilters) });
  const query = {
    projectId: projectId === '' ? undefined : projectId,
    userId: mine ? me : undefined,
    searchPhrase: phrase || undefined,
  };
  const cards = useQuery({
    queryKey: ['kanban', 'board', query],
    queryFn: () => a1.call(A1.kanbanCards, { query }),
  });
  const columns = useMemo(() => (cards.data ? boardColumns(lanes, cards.data) : []), [lanes, cards.data]);
  const names = useMemo(() => new Map((filters.data?.users ?? []).map((u) => [u.id, u.name])), [filters.data]);
  const loading = cards.isPending;

  return (
    <>
      <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mr: 'auto' }}>
          {t('title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('project')}
          value={projectId}
          onChange={(e) => setProjectId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('allProjects')}</MenuItem>
          {(filters.data?.projects ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setPhrase(typed.trim());
          }}
        >
          <TextField size="small" label={t('search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Box>
        <FormControlLabel
          control={<Switch checked={mine} onChange={(e) => setMine(e.target.checked)} />}
          label={t('mine')}
        />
        <Button startIcon={<RefreshIcon />} onClick={() => void cards.refetch()} disabled={cards.isFetching}>
          {t('refresh')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpened(0)} disabled={!settings}>
          {t('addCard')}
        </Button>
      </Stack>
      {cards.isError ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : !cards.data?.length ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Stack direction="row" spacing={2} sx={{ overflowX: 'auto', alignItems: 'flex-start', pb: 1 }}>
          {columns.map((column) => (
            <LaneColumn key={column.laneId} column={column} names={names} onOpen={setOpened} />
          ))}
        </Stack>
      )}
      {opened != null && settings && viewer && (
        <TicketDialog
          key={opened}
          ticketId={opened}
          kind="tickets"
          settings={settings}
          viewer={viewer}
          onClose={(next?: unknown) => {
            // A numeric dismissal (a new card saved, a linked ticket) opens that card next.
            setOpened(typeof next === 'number' && next > 0 ? next : null);
            void cards.refetch();
          }}
          onOpenTicket={(id) => setOpened(id)}
        />
      )}
    </>
  );
}

function LaneColumn({
  column,
  names,
  onOpen,
}: {
  column: BoardColumn<BoardCardRow>;
  names: Map<number, string>;
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.cardBoard.${key}`, options);
  // Lane names come from the database: through the translation tables (issue 29 point 3).
  const dbName = useDbName();
  const headingId = `lane-${column.laneId}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="board-lane"
      sx={{ minWidth: 260, width: 260, flexShrink: 0, bgcolor: 'grey.100', borderRadius: 1, p: 1 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('laneHeading', { name: dbName(column.name), count: column.total })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {column.cards.map((card) => (
          <Box component="li" key={card.cardID}>
            <Card variant="outlined" data-testid={`board-card-${card.cardID}`}>
              <CardActionArea onClick={() => onOpen(card.cardID)}>
                <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {card.title}
                  </Typography>
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
                    <Typography variant="caption">#{card.cardID}</Typography>
                    <Chip size="small" label={card.priority} />
                    <Typography variant="caption">{t('points', { points: card.points })}</Typography>
                  </Stack>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {card.agentId ? (names.get(card.agentId) ?? t('unassigned')) : t('unassigned')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Stack>
      {!column.total && (
        <Typography variant="body2" color="text.secondary">
          {t('laneEmpty')}
        </Typography>
      )}
      {column.total > column.cards.length && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('more', { count: column.total - column.cards.length })}
        </Typography>
      )}
    </Box>
  );
}
