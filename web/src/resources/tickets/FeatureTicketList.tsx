/**
 * A feature's ticket list dialog outside the ticket screen: the project grid's Tickets button (spec 2 §2) opens the
 * ticket screen's own ticket list dialog (spec 3 §2: 'Tickets for {feature name}', Select … Comment, Shuffle Points,
 * Update N Selected, Select All On Screen, Clear All Selected, New Ticket) on the feature's tickets
 * (Ticketing/TicketList with the feature's id), read again after a bulk update or a shuffle. A ticket's number and
 * New Ticket go on to the ticket screen, at the feature's link (`?feature=<id>`, T-10), where the ticket dialog
 * opens: closing it leaves the user on that feature's tickets, and Back returns to the project grid.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TicketListItem } from '@a1/shared';
import { TICKET_PATHS } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../providers/useA1';
import { DialogLoading } from '../../shell/lazy';
import { TicketListDialog } from './TicketListDialog';

export function FeatureTicketList({
  featureId,
  name,
  onClose,
}: {
  featureId: number;
  name: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const a1 = useA1();
  const [tickets, setTickets] = useState<TicketListItem[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    a1.data
      .getList<TicketListItem & { id: number }>('tickets', { filter: { sprintId: featureId }, meta: { quiet: true } })
      .then(({ data }) => live && setTickets(data.filter((t) => !t.isFeature)))
      .catch(() => live && setTickets([]));
    return () => {
      live = false;
    };
  }, [a1, featureId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const link = `?feature=${featureId}`;

  if (!tickets) return <DialogLoading />;
  return (
    <TicketListDialog
      title={translate('a1.ticketing.list.title', { name })}
      tickets={tickets}
      onClose={onClose}
      onChanged={reload}
      onShuffled={reload}
      onNew={() => navigate(`${TICKET_PATHS.tickets.list}/new${link}`)}
      onOpen={(id) => navigate(TICKET_PATHS.tickets.ticket(id) + link)}
    />
  );
}
