/** Unread ticket notifications (shell §2): the list; opening one marks it read; Mark All as Read. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { useLocaleFormat } from '../useLocaleFormat';
import { useUnreadTickets } from '../notifications/useUnreadTickets';
import { useUnreadChanges } from '../notifications/unreadChanges';
import { ModalDialog } from '../../forms/ModalDialog';

export function UnreadTicketsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { tickets, reload, markRead, markAllRead } = useUnreadTickets();
  const { dateTime } = useLocaleFormat();
  const changes = useUnreadChanges();
  useEffect(() => {
    void reload();
  }, [reload]);

  const open = async (ticketId: number) => {
    await markRead(ticketId).catch(() => undefined);
    onClose();
    navigate(SHELL_LINKS.ticket(ticketId));
  };

  return (
    <ModalDialog titleId="a1-unread-title" size="md" onClose={onClose}>
      <DialogTitle id="a1-unread-title">{translate('a1.shell.notifications.title')}</DialogTitle>
      <DialogContent>
        {tickets.length === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('a1.shell.notifications.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('a1.shell.notifications.ticketId')}</TableCell>
                <TableCell>{translate('a1.shell.notifications.unread')}</TableCell>
                <TableCell>{translate('a1.shell.notifications.createdOn')}</TableCell>
                <TableCell>{translate('a1.shell.notifications.updatedOn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tickets.map((t) => (
                <TableRow key={t.ticketId} hover>
                  <TableCell>
                    <Link
                      component="button"
                      onClick={() => void open(t.ticketId)}
                      aria-label={translate('a1.shell.notifications.open', { id: t.ticketId })}
                    >
                      {t.ticketId}
                    </Link>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t.title}
                    </Typography>
                  </TableCell>
                  <TableCell>{changes(t.unread)}</TableCell>
                  <TableCell>{dateTime(t.createdOn)}</TableCell>
                  <TableCell>{dateTime(t.updatedOn)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void markAllRead().catch(() => undefined)} disabled={tickets.length === 0}>
          {translate('a1.shell.notifications.markAll')}
        </Button>
        <Button onClick={onClose}>{translate('a1.shell.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
