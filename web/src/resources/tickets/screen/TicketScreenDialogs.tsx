/**
 * The ticket screen's dialogs, each loaded when first opened: the ticket (new or by the address), the ticket list,
 * bulk update of the selection, and project tracking's feature dialog for a feature row.
 */
import type { Dispatch, SetStateAction } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TicketSettingsAnswer } from '@a1/shared';
import type { ScreenParams, TicketScreenKind } from '@a1/shared/rules/ticketing/index';
import { DialogLoading, lazyNamed } from '../../../shell/lazy';
import type { Viewer } from '../useTicketing';
import type { ListTicket } from '../useTicketRows';
import type { Opened } from './useTicketDialogRoute';

const TicketDialog = lazyNamed(() => import('../TicketDialog'), 'TicketDialog', <DialogLoading />);
const TicketListDialog = lazyNamed(() => import('../TicketListDialog'), 'TicketListDialog', <DialogLoading />);
const BulkUpdateDialog = lazyNamed(() => import('../BulkUpdateDialog'), 'BulkUpdateDialog', <DialogLoading />);
// Project tracking's feature dialog, for the feature rows of an initiative's list.
const FeatureDialog = lazyNamed(() => import('../../features/FeatureDialog'), 'FeatureDialog', <DialogLoading />);

interface Props {
  kind: TicketScreenKind;
  settings: TicketSettingsAnswer | undefined;
  viewer: Viewer | null;
  params: ScreenParams;
  readOnly: boolean;
  /** The whole list as read, and the rows the grid shows. */
  all: ListTicket[];
  grouped: ListTicket[];
  /** The ticket dialog (by the address, or a new ticket). */
  opened: Opened;
  creating: boolean;
  preview: ListTicket | undefined;
  closeDialog: (next?: unknown) => void;
  openTicket: (id: number) => void;
  newTicket: () => unknown;
  /** Reads the named tickets' rows again; reloadAll reads the whole list. */
  refreshRows: (ticketIds: number[]) => void;
  reloadAll: () => void;
  listOpen: boolean;
  setListOpen: Dispatch<SetStateAction<boolean>>;
  bulkOpen: boolean;
  setBulkOpen: Dispatch<SetStateAction<boolean>>;
  selected: Set<number>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
  /** The feature whose dialog is open; editable when the Kanban module is the user's. */
  featureId: number | null;
  setFeatureId: Dispatch<SetStateAction<number | null>>;
  kanban: boolean;
}

export function TicketScreenDialogs({
  kind,
  settings,
  viewer,
  params,
  readOnly,
  all,
  grouped,
  opened,
  creating,
  preview,
  closeDialog,
  openTicket,
  newTicket,
  refreshRows,
  reloadAll,
  listOpen,
  setListOpen,
  bulkOpen,
  setBulkOpen,
  selected,
  setSelected,
  featureId,
  setFeatureId,
  kanban,
}: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  // A saved feature shows on its tickets' rows (name, status, phase). An initiative's list also holds the feature's
  // own row, which only the whole (initiative-sized) list answers.
  const refreshFeature = (id: number) => {
    if (all.some((t) => t.isFeature && t.supportTicket.sprintId === id)) reloadAll();
    else refreshRows(all.filter((t) => t.sprintId === id).map((t) => t.ticketId));
  };

  return (
    <>
      {opened && settings && viewer && (
        <TicketDialog
          key={`${opened.id}-${creating}`}
          ticketId={opened.id}
          preview={opened.id ? preview : undefined}
          kind={kind}
          settings={settings}
          viewer={{ ...viewer, readOnly }}
          onClose={closeDialog}
          onOpenTicket={closeDialog}
          onChanged={refreshRows}
        />
      )}
      {listOpen && settings && (
        <TicketListDialog
          // A feature's tickets (the feature parameter) are 'Tickets for {feature name}'; otherwise a custom title.
          title={
            params.feature && grouped[0]?.sprintName
              ? translate('a1.ticketing.list.title', { name: grouped[0].sprintName })
              : translate('a1.ticketing.list.customTitle')
          }
          tickets={grouped.filter((t) => !t.isFeature)}
          onClose={() => setListOpen(false)}
          onChanged={refreshRows}
          // Shuffling moves some of the agent's open tickets to another schedule group: read the agent's rows.
          onShuffled={(agentId) => refreshRows(all.filter((t) => t.agentId === agentId).map((t) => t.ticketId))}
          onNew={() => {
            setListOpen(false);
            newTicket();
          }}
          onOpen={(id) => {
            setListOpen(false);
            openTicket(id);
          }}
        />
      )}
      {bulkOpen && (
        <BulkUpdateDialog
          ticketIds={[...selected]}
          onClose={() => setBulkOpen(false)}
          onDone={(message) => {
            setBulkOpen(false);
            setSelected(new Set());
            notify(message, { type: 'success' });
            refreshRows([...selected]);
          }}
        />
      )}
      {featureId != null && (
        <FeatureDialog
          id={featureId}
          readOnly={!kanban}
          onClose={(saved) => {
            setFeatureId(null);
            if (saved) refreshFeature(featureId);
          }}
        />
      )}
    </>
  );
}
