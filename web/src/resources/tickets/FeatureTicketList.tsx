/**
 * A feature's ticket list dialog outside the ticket screen: the project grid's Tickets button (spec 2 §2) opens the
 * ticket screen's own ticket list dialog (spec 3 §2: 'Tickets for {feature name}', Select … Comment, Shuffle Points,
 * Update N Selected, Select All On Screen, Clear All Selected, New Ticket) on the feature's tickets
 * (Ticketing/TicketList with the feature's id), read again after a bulk update or a shuffle. A ticket's number and
 * New Ticket go on to the ticket screen, at the feature's link (`?feature=<id>`, T-10), where the ticket dialog
 * opens: closing it leaves the user on that feature's tickets, and Back returns to the project grid.
 */
import { useCallback, useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TicketListItem } from '@a1/shared';
import { TICKET_PATHS } from '@a1/shared/rules/ticketing/index';
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
  const { data, isPending, refetch } = useGetList<TicketListItem & { id: number }>('tickets', {
    filter: { sprintId: featureId },
    meta: { quiet: true },
  });
  // A list that could not be read shows as empty (the dialog says so), as the feature's tickets minus the feature's own.
  const tickets = useMemo(() => (isPending ? null : (data ?? []).filter((t) => !t.isFeature)), [data, isPending]);
  // A bulk update writes through the tickets resource, which reads this list again; a shuffle is no write of it.
  const reload = useCallback(() => void refetch(), [refetch]);
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
