/**
 * The ticket form inside the dialog (spec 3 §2, §6): the header and tabs, the General, IT and Assignments fields and
 * the list tabs, the footer, and the Confirms of Delete and of dropping unsaved edits.
 */
import { useState, type RefObject } from 'react';
import { Box, DialogContent } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Ticket, TicketSettingsAnswer } from '@a1/shared';
import type { TicketDialogTab } from '@a1/shared/constants/ticketing-ui';
import { canSave, dialogTabs, footerButtons, missingFields } from '@a1/shared/rules/ticketing/index';
import { useSaveShortcut } from '../../../forms/SaveShortcutDialog';
import type { Viewer } from '../useTicketing';
import { TabPanels, type TabCounts } from '../TicketTabs';
import { ReadOnlyMode } from '../readOnlyMode';
import type { Values } from './ticketFormValues';
import { useAfterPaint } from './useAfterPaint';
import { useDiscardGuard } from './useDiscardGuard';
import { useTicketActions } from './useTicketActions';
import { TicketDialogHeader } from './TicketDialogHeader';
import { SavedElsewhereNotice } from './SavedElsewhereNotice';
import { GeneralFields } from './GeneralFields';
import { PlacementFields } from './PlacementFields';
import { TicketDialogFooter } from './TicketDialogFooter';

export function TicketForm({
  ticket,
  loaded,
  pricing,
  titleText,
  settings,
  viewer,
  onClose,
  requestClose,
  onOpenTicket,
  onChanged,
  onSaved,
  newer,
  onReload,
}: {
  ticket: Ticket | null;
  /** False while the form shows the list row: no description yet, so nothing may be saved. */
  loaded: boolean;
  pricing: boolean;
  titleText: string;
  settings: TicketSettingsAnswer;
  viewer: Viewer;
  onClose: (next?: unknown) => void;
  /** Where the form puts its Close, which the dialog's Esc calls. */
  requestClose: RefObject<(() => void) | null>;
  onOpenTicket: (id: number) => void;
  onChanged: (ticketIds: number[]) => void;
  onSaved: (ticket: Ticket) => void;
  /** The ticket as someone else saved it since the form was read; null when the form is current. */
  newer: Ticket | null;
  /** Reads the newer ticket into the form (what the user typed is dropped). */
  onReload: () => void;
}) {
  const translate = useTranslate();
  const values = useWatch<Values>() as Values;
  const isNew = !ticket;
  const type = values.type ?? ticket?.type ?? null;
  const tabs = dialogTabs(viewer, { ticketId: ticket?.ticketId ?? 0, type, pricing });
  const [tab, setTab] = useState<TicketDialogTab>('general');
  const activeTab = tabs.includes(tab) ? tab : 'general';
  const [counts, setCounts] = useState<TabCounts>({});
  const painted = useAfterPaint();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const itTab = tabs.includes('it');
  const { close, leave, openLinked, discard, setDiscard, blocker } = useDiscardGuard({
    onClose,
    onOpenTicket,
    requestClose,
  });

  const context = {
    savedLaneId: ticket?.laneId,
    specialProjectId: settings.scheduleGroupProjectId,
    scheduleGroupLaneId: settings.scheduleGroupLaneId,
    commentLaneIds: settings.commentLaneIds,
    itTab,
  };
  const missing = missingFields(values, context);
  const valid = canSave(values, context);
  const readOnly = !!viewer.readOnly;
  const buttons = footerButtons(
    activeTab,
    { ticketId: ticket?.ticketId ?? 0, type, pricing },
    !isNew && itTab,
    readOnly,
  );
  const { busy, save, createQa, remove } = useTicketActions({
    ticket,
    onChanged,
    onSaved,
    leave,
    closeDeleteConfirm: () => setConfirmDelete(false),
  });
  // The footer's actions wait for the whole ticket (its description).
  const blocked = busy || !loaded;

  // The save shortcut does what the enabled Save (or a new ticket's Submit) does.
  const saves = buttons.includes('save') || buttons.includes('submit');
  const shortcut = useSaveShortcut(saves && !blocked && valid ? () => void save() : null);

  return (
    <ReadOnlyMode.Provider value={readOnly}>
      <TicketDialogHeader
        titleText={titleText}
        ticket={ticket}
        tabs={tabs}
        activeTab={activeTab}
        counts={counts}
        onTab={setTab}
      />
      <DialogContent sx={{ minHeight: 420 }}>
        {newer && <SavedElsewhereNotice newer={newer} onReload={onReload} />}
        <Box hidden={activeTab !== 'general'}>
          <GeneralFields ticket={ticket} loaded={loaded} painted={painted} onOpenTicket={openLinked} />
        </Box>
        {/* Hidden panels mount after the first paint; they stay mounted (their lists give the tabs' counts). */}
        {itTab && (painted || activeTab === 'it') && (
          <Box hidden={activeTab !== 'it'}>
            <PlacementFields ticket={ticket} settings={settings} variant="it" />
          </Box>
        )}
        {tabs.includes('assignments') && (painted || activeTab === 'assignments') && (
          <Box hidden={activeTab !== 'assignments'}>
            <PlacementFields ticket={ticket} settings={settings} variant="assignments" />
          </Box>
        )}
        {(painted || activeTab !== 'general') && (
          // The tabs' lists save their own rows (a comment, a checklist item): the save shortcut leaves them.
          <Box data-save-shortcut="off">
            <TabPanels ticket={ticket} active={activeTab} tabs={tabs} onCounts={setCounts} />
          </Box>
        )}
      </DialogContent>
      <TicketDialogFooter
        buttons={buttons}
        missing={missing}
        valid={valid}
        readOnly={readOnly}
        blocked={blocked}
        busy={busy}
        settings={settings}
        shortcut={shortcut}
        onDelete={() => setConfirmDelete(true)}
        onSave={save}
        onCreateQa={createQa}
        onClose={close}
      />
      <Confirm
        isOpen={confirmDelete}
        title={titleText}
        content={translate('a1.ticketing.dialog.confirmDelete', { id: ticket?.ticketId ?? 0 })}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
      <Confirm
        isOpen={discard !== null || blocker.state === 'blocked'}
        title={titleText}
        content="ra.message.unsaved_changes"
        onConfirm={() => {
          setDiscard(null);
          // A blocked move goes on where it led (proceed asks no more); otherwise Close or the linked ticket.
          if (blocker.state === 'blocked') blocker.proceed();
          else discard?.then();
        }}
        onClose={() => {
          setDiscard(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </ReadOnlyMode.Provider>
  );
}
