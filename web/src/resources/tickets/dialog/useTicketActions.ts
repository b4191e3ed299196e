/**
 * The ticket form's footer actions: Save (and Save and Email, and a new ticket's Submit), Create QA Ticket and
 * Delete, with the busy flag that holds the footer while one runs.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { A1, type Ticket } from '@a1/shared';
import { useA1 } from '../../../providers/useA1';
import { bodyOf, type Values } from './ticketFormValues';

export function useTicketActions({
  ticket,
  onChanged,
  onSaved,
  leave,
  closeDeleteConfirm,
}: {
  ticket: Ticket | null;
  onChanged: (ticketIds: number[]) => void;
  onSaved: (ticket: Ticket) => void;
  /** Closes the dialog once the edits are settled (a new ticket saved, a ticket deleted). */
  leave: (next?: unknown) => void;
  closeDeleteConfirm: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const dataProvider = useDataProvider();
  const form = useFormContext<Values>();
  const isNew = !ticket;
  const [busy, setBusy] = useState(false);

  const save = async (sendEmail = false) => {
    setBusy(true);
    try {
      const body = bodyOf(form.getValues());
      if (isNew) {
        const { data } = await dataProvider.create('tickets', { data: body });
        notify(translate('a1.ticketing.dialog.created', { id: data.ticketId }), { type: 'success' });
        onChanged([data.ticketId]);
        leave(data.ticketId);
      } else {
        const { data } = await dataProvider.update('tickets', {
          id: ticket.ticketId,
          // The version the form was read at: a save after someone else's answers 409 with who and when.
          data: { ...body, version: ticket.version },
          previousData: { ...ticket, id: ticket.ticketId },
          meta: { sendEmail: sendEmail || undefined },
        });
        notify(
          translate(sendEmail ? 'a1.ticketing.dialog.emailed' : 'a1.ticketing.dialog.saved', { id: data.ticketId }),
          {
            type: 'success',
          },
        );
        onSaved(data as Ticket);
        onChanged([data.ticketId]);
      }
    } catch {
      // The API wrapper has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const createQa = async () => {
    if (!ticket) return;
    setBusy(true);
    try {
      const qa = await a1.call(A1.ticketCreateQa, { body: { ticketId: ticket.ticketId } }, { quiet: true });
      notify(translate('a1.ticketing.dialog.qaCreated', { id: qa.ticketId }), { type: 'success' });
      onChanged([qa.ticketId]);
    } catch {
      notify(translate('a1.ticketing.dialog.qaFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!ticket) return;
    closeDeleteConfirm();
    setBusy(true);
    try {
      await dataProvider.delete('tickets', { id: ticket.ticketId, previousData: { ...ticket, id: ticket.ticketId } });
      notify(translate('a1.ticketing.dialog.deleted', { id: ticket.ticketId }), { type: 'success' });
      onChanged([ticket.ticketId]);
      leave();
    } catch {
      // shown by the wrapper
    } finally {
      setBusy(false);
    }
  };

  return { busy, save, createQa, remove };
}
