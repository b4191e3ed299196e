/**
 * The ticket form's footer actions: Save (and Save and Email, and a new ticket's Submit), Create QA Ticket and
 * Delete, with the busy flag that holds the footer while one runs. The writes are react-admin's useCreate, useUpdate
 * and useDelete (pessimistic), so every mounted read of the tickets resource learns of them; Create QA Ticket, not
 * CRUD, is a mutation.
 */
import { useMutation } from '@tanstack/react-query';
import { useCreate, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
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
  const form = useFormContext<Values>();
  const isNew = !ticket;
  const written = { mutationMode: 'pessimistic', returnPromise: true } as const;
  const [create, creating] = useCreate(undefined, undefined, written);
  const [update, updating] = useUpdate(undefined, undefined, written);
  const [deleteOne, deleting] = useDelete(undefined, undefined, written);
  const qa = useMutation({
    mutationFn: (ticketId: number) => a1.call(A1.ticketCreateQa, { body: { ticketId } }, { quiet: true }),
  });
  const busy = creating.isPending || updating.isPending || deleting.isPending || qa.isPending;

  const save = async (sendEmail = false) => {
    try {
      const body = bodyOf(form.getValues());
      if (isNew) {
        const data = await create('tickets', { data: body });
        notify(translate('a1.ticketing.dialog.created', { id: data.ticketId }), { type: 'success' });
        onChanged([data.ticketId]);
        leave(data.ticketId);
      } else {
        const data = await update('tickets', {
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
    }
  };

  const createQa = async () => {
    if (!ticket) return;
    try {
      const created = await qa.mutateAsync(ticket.ticketId);
      notify(translate('a1.ticketing.dialog.qaCreated', { id: created.ticketId }), { type: 'success' });
      onChanged([created.ticketId]);
    } catch {
      notify(translate('a1.ticketing.dialog.qaFailed'), { type: 'error' });
    }
  };

  const remove = async () => {
    if (!ticket) return;
    closeDeleteConfirm();
    try {
      await deleteOne('tickets', { id: ticket.ticketId, previousData: { ...ticket, id: ticket.ticketId } });
      notify(translate('a1.ticketing.dialog.deleted', { id: ticket.ticketId }), { type: 'success' });
      onChanged([ticket.ticketId]);
      leave();
    } catch {
      // shown by the wrapper
    }
  };

  return { busy, save, createQa, remove };
}
