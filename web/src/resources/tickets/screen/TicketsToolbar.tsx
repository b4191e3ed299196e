/**
 * The ticket screen's title row: the page name, Auto-Refresh (not in the simple view), Refresh, the view switch,
 * Ticket List, Bulk Update (with a selection), New Ticket (neither in read-only mode) and the shortcut list.
 */
import { Button, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useTranslate } from 'react-admin';

interface Props {
  pageName: string;
  simpleView: boolean;
  onToggleSimpleView: () => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  /** The list is being read: Refresh waits. */
  isFetching: boolean;
  onRefresh: () => void;
  readOnly: boolean;
  onTicketList: () => void;
  selectedCount: number;
  onBulkUpdate: () => void;
  onNewTicket: () => void;
  onShortcuts: () => void;
}

export function TicketsToolbar({
  pageName,
  simpleView,
  onToggleSimpleView,
  autoRefresh,
  onAutoRefresh,
  isFetching,
  onRefresh,
  readOnly,
  onTicketList,
  selectedCount,
  onBulkUpdate,
  onNewTicket,
  onShortcuts,
}: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
      <Typography component="h1" variant="h5" sx={{ mr: 'auto' }}>
        {pageName}
      </Typography>
      {!simpleView && (
        <FormControlLabel
          control={<Switch checked={autoRefresh} onChange={(e) => onAutoRefresh(e.target.checked)} />}
          label={translate('a1.ticketing.toolbar.autoRefresh')}
        />
      )}
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={isFetching}>
        {translate('a1.ticketing.toolbar.refresh')}
      </Button>
      <Button onClick={onToggleSimpleView}>
        {translate(simpleView ? 'a1.ticketing.toolbar.detailedView' : 'a1.ticketing.toolbar.simpleView')}
      </Button>
      {!readOnly && <Button onClick={onTicketList}>{translate('a1.ticketing.toolbar.ticketList')}</Button>}
      {!readOnly && selectedCount > 0 && (
        <Button variant="outlined" onClick={onBulkUpdate}>
          {translate('a1.ticketing.bulkUpdate')} ({selectedCount})
        </Button>
      )}
      {!readOnly && (
        <Button variant="contained" onClick={onNewTicket}>
          {translate('a1.ticketing.toolbar.newTicket')}
        </Button>
      )}
      <Tooltip title={translate('a1.ticketing.toolbar.shortcuts')}>
        <Button onClick={onShortcuts} aria-label={translate('a1.ticketing.toolbar.shortcuts')}>
          <KeyboardIcon />
        </Button>
      </Tooltip>
    </Stack>
  );
}
