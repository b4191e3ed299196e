/**
 * The ticket dialog (spec 3 §2, §5, §6, §9), loaded with its rich-text editor only when a ticket opens: its four
 * titles, and the ticket it reads into the form (the list row until GET Ticket answers; a newer save by someone else
 * offered, never forced). The form and its parts (the coloured status label, the tabs the viewer may see with
 * counts, the General, IT and Assignments fields, the lane rules and the footer) are in dialog/.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, useGetOne, useTranslate } from 'react-admin';
import type { Ticket, TicketListItem, TicketSettingsAnswer } from '@a1/shared';
import { dialogTitle, newTicketDefaults, type TicketScreenKind } from '@a1/shared/rules/ticketing/index';
import { withoutId } from '../../providers/resources/types';
import type { Viewer } from './useTicketing';
import { TicketChangedContext } from './ticketChanges';
import { ModalDialog } from '../../forms/ModalDialog';
import type { Values } from './dialog/ticketFormValues';
import { TicketForm } from './dialog/TicketForm';

export function TicketDialog({
  ticketId,
  preview,
  kind,
  settings,
  viewer,
  onClose,
  onOpenTicket,
  onChanged,
}: {
  ticketId: number;
  /**
   * The ticket's list row, when the screen has it: the form shows it at once and takes the description when GET
   * Ticket answers (it remounts with the answer only when the ticket changed meanwhile).
   */
  preview?: TicketListItem;
  kind: TicketScreenKind;
  settings: TicketSettingsAnswer;
  viewer: Viewer;
  onClose: (next?: unknown) => void;
  onOpenTicket: (id: number) => void;
  /** Tickets saved, created (a QA ticket too) or deleted here: the screen reads just their rows again. */
  onChanged?: (ticketIds: number[]) => void;
}) {
  const translate = useTranslate();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [version, setVersion] = useState(0);
  // The ticket saved by someone else while the form was open (issue 23 point 8): offered, never forced on the form.
  const [newer, setNewer] = useState<Ticket | null>(null);
  const shownTicket = useRef<Ticket | null>(null);
  shownTicket.current = ticket;
  // Read again whenever the tickets resource is invalidated: a save here, or another user's change to this ticket
  // (the screen's live updates invalidate it).
  const {
    data: read,
    isError: failed,
    isFetchedAfterMount,
  } = useGetOne<Ticket & { id: number }>(
    'tickets',
    { id: ticketId, meta: { quiet: true } },
    { enabled: ticketId > 0, refetchOnMount: 'always' },
  );
  useEffect(() => {
    // An answer cached by an earlier opening is not this one's: the form waits for the read it started.
    if (!read || !isFetchedAfterMount) return;
    // The form holds the ticket as A1 answers it, without react-admin's id.
    const t = withoutId(read) as Ticket;
    const prev = shownTicket.current;
    if (!prev || prev.ticketId !== t.ticketId) setTicket(t);
    // Saved by someone else: the form keeps what the user typed (and its version, so a Save answers 409) and
    // the notice offers the newer ticket. The same version (a comment, a mark) keeps the form as it is.
    else if (t.version > prev.version) setNewer(t);
  }, [read, isFetchedAfterMount]);
  const reload = useCallback(() => {
    if (!newer) return;
    setTicket(newer);
    setNewer(null);
    setVersion((v) => v + 1);
  }, [newer]);

  // Until GET Ticket answers: the list row, without description (the editor waits for it) or notification e-mails.
  const previewTicket = useMemo<Ticket | null>(() => {
    if (!preview || preview.ticketId !== ticketId) return null;
    // The row's own fields only: an `id` in the record would make the answer's record a different one to the form.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { supportTicket, isFeature, ...fields } = withoutId(preview);
    return { ...fields, description: null, notificationEmails: [] };
  }, [preview, ticketId]);
  const shown = ticket ?? previewTicket;
  const loaded = !ticketId || !!ticket;
  const pricing = kind === 'pricing' || !!shown?.isPricing;
  const defaults = useMemo<Values>(() => {
    if (shown) return { ...shown, endDate: shown.endDate?.slice(0, 10) ?? null, newComment: '' } as Values;
    const placement =
      kind === 'pricing'
        ? {
            projectId: settings.pricingProjectId,
            milestoneId: settings.pricingInitiativeId,
            sprintId: settings.pricingFeatureId,
          }
        : { projectId: settings.newProjectId, milestoneId: settings.newInitiativeId, sprintId: settings.newFeatureId };
    return {
      ...newTicketDefaults(placement, settings.newLaneId),
      ticketId: 0,
      title: '',
      type: null,
      priority: null,
      description: '',
      requesterId: viewer.userId,
    } as Values;
  }, [shown, kind, settings, viewer.userId]);

  const changed = useCallback((ids: number[]) => onChanged?.(ids), [onChanged]);
  const changedOne = useCallback((id: number) => changed([id]), [changed]);
  const title = dialogTitle({ ticketId: ticketId || null, pricing });
  const titleText = translate(`a1.ticketing.dialog.titles.${title.key}`, { id: title.id });
  // Esc (and a click beside the dialog) closes as Close does: the form asks first when it has unsaved edits.
  const requestClose = useRef<(() => void) | null>(null);
  const close = useCallback(() => (requestClose.current ? requestClose.current() : onClose()), [onClose]);

  return (
    // Ctrl+S or Ctrl+Enter saves (Save or Submit, while enabled), Esc closes as Close does, Title has the focus.
    <ModalDialog titleId="ticket-dialog-title" size="lg" onClose={close} tabbed>
      <TicketChangedContext.Provider value={changedOne}>
        {ticketId > 0 && (!shown || (failed && !ticket)) ? (
          <>
            <DialogTitle id="ticket-dialog-title">{titleText}</DialogTitle>
            <DialogContent>
              {failed ? (
                <Typography role="alert">{translate('a1.ticketing.dialog.notFound', { id: ticketId })}</Typography>
              ) : (
                <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                  <CircularProgress aria-label={translate('a1.ticketing.dialog.loading')} />
                </Box>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onClose()}>{translate('a1.ticketing.dialog.buttons.close')}</Button>
            </DialogActions>
          </>
        ) : (
          // The same updatedOn keeps the form: the answer's description fills in, keeping what the user typed.
          <Form
            key={`${shown?.updatedOn ?? 'new'}-${version}`}
            record={defaults}
            resetOptions={KEEP_EDITS}
            mode="onChange"
            noValidate
          >
            <TicketForm
              ticket={shown}
              loaded={loaded}
              pricing={pricing}
              titleText={titleText}
              settings={settings}
              viewer={viewer}
              onClose={onClose}
              requestClose={requestClose}
              onOpenTicket={onOpenTicket}
              onChanged={changed}
              onSaved={(saved) => {
                setTicket(saved);
                setNewer(null);
                setVersion((v) => v + 1);
              }}
              newer={newer}
              onReload={reload}
            />
          </Form>
        )}
      </TicketChangedContext.Provider>
    </ModalDialog>
  );
}

const KEEP_EDITS = { keepDirtyValues: true } as const;
