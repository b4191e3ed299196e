/**
 * The project grid's Tickets button (spec 2 §2): a plain list of the feature's tickets (Ticketing/TicketList with
 * the feature's id), until the ticketing screens' ticket list dialog exists.
 */
import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, type TicketListItem } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { ModalFrame, SimpleTable } from '../projects/parts';

export function FeatureTicketsDialog({
  featureId,
  name,
  onClose,
}: {
  featureId: number;
  name: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.tickets.${key}`, options);
  const a1 = useA1();
  const [tickets, setTickets] = useState<TicketListItem[] | null>(null);
  useEffect(() => {
    a1.call(A1.ticketList, { query: { sprintId: featureId } }, { quiet: true })
      .then(setTickets)
      .catch(() => setTickets([]));
  }, [a1, featureId]);
  return (
    <ModalFrame
      titleId="a1-feature-tickets-title"
      title={t('title', { name })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{translate('a1.projects.common.close')}</Button>}
    >
      {tickets === null ? (
        <div role="status">{translate('a1.projects.common.loading')}</div>
      ) : (
        <SimpleTable<TicketListItem>
          label={t('title', { name })}
          rows={tickets}
          rowKey={(ticket) => ticket.ticketId}
          columns={[
            { title: t('id'), render: (ticket) => ticket.ticketId },
            { title: t('ticketTitle'), render: (ticket) => ticket.title },
            {
              title: t('lane'),
              render: (ticket) => (ticket.laneName ? dbName(ticket.laneName) : String(ticket.laneId ?? '')),
            },
            { title: t('points'), render: (ticket) => String(ticket.points ?? '') },
          ]}
        />
      )}
    </ModalFrame>
  );
}
