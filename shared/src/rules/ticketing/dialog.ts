/**
 * The ticket dialog's shape (spec 3 §2, §6): its title, which of the ten tabs a user sees, the status colour, and
 * whether Create QA Ticket is offered.
 */
import {
  COUNTED_TABS,
  IT_DEPARTMENT,
  PRICING_DEPARTMENT,
  QA_TICKET,
  TICKET_DIALOG_TABS,
  TICKET_STATUS_COLOURS,
  USA_SUBSIDIARY,
  type TicketDialogTab,
  type TicketStatus,
} from '../../constants/ticketing-ui.ts';

/** Who looks at the ticket. */
export interface TicketViewer {
  department: string | null | undefined;
  subsidiaryName: string | null | undefined;
  /** Read-only mode (spec 3 §6): an IT user in read-only mode does not get the IT tab. */
  readOnly?: boolean;
}

/** The ticket as far as the dialog's shape depends on it. */
export interface DialogTicket {
  /** Undefined or 0 for a new ticket. */
  ticketId?: number | null;
  type?: string | null;
  pricing: boolean;
}

export const isNewTicket = (ticket: Pick<DialogTicket, 'ticketId'>): boolean => !ticket.ticketId;

/**
 * The IT tab's audience (spec 3 §6): the IT department when not read-only, or the Pricing department for
 * pricing tickets.
 */
export function getsItTab(viewer: TicketViewer, pricing: boolean): boolean {
  if (viewer.department === IT_DEPARTMENT && !viewer.readOnly) return true;
  return pricing && viewer.department === PRICING_DEPARTMENT;
}

/** Users outside the USA subsidiary (who are not the IT tab's audience) get the Assignments tab (spec 3 §6). */
export const outsideUsa = (viewer: TicketViewer): boolean =>
  !!viewer.subsidiaryName && viewer.subsidiaryName !== USA_SUBSIDIARY;

/** The tabs a viewer sees, in the dialog's order (spec 3 §2, §6). General and Attachments are everyone's. */
export function dialogTabs(viewer: TicketViewer, ticket: DialogTicket): TicketDialogTab[] {
  const isNew = isNewTicket(ticket);
  const shown = new Set<TicketDialogTab>(['general', 'attachments']);
  if (getsItTab(viewer, ticket.pricing)) {
    shown.add('it');
    if (!isNew) {
      for (const tab of [
        'supportingDocuments',
        'comments',
        'timesheets',
        'checklist',
        'notifications',
        'testCases',
      ] as const)
        shown.add(tab);
    }
  } else if (outsideUsa(viewer)) {
    shown.add('assignments');
    if (!isNew) {
      shown.add('comments');
      shown.add('notifications');
    }
  }
  // Test Cases only for type Testing (spec 3 §2).
  if (ticket.type !== QA_TICKET.type) shown.delete('testCases');
  return TICKET_DIALOG_TABS.filter((tab) => shown.has(tab));
}

export const tabShowsCount = (tab: TicketDialogTab): boolean => COUNTED_TABS.includes(tab);

export type DialogTitleKey = 'ticket' | 'newTicket' | 'pricingTicket' | 'newPricingTicket';

/** The four titles (spec 3 §2): Ticket {id}, Submit Ticket, Pricing Ticket {id}, Submit Pricing Ticket. */
export function dialogTitle(ticket: Pick<DialogTicket, 'ticketId' | 'pricing'>): { key: DialogTitleKey; id?: number } {
  if (isNewTicket(ticket)) return { key: ticket.pricing ? 'newPricingTicket' : 'newTicket' };
  return { key: ticket.pricing ? 'pricingTicket' : 'ticket', id: ticket.ticketId ?? undefined };
}

/** English titles, as the spec writes them (the web's i18n holds the same and the French). */
export const DIALOG_TITLES_EN: Record<DialogTitleKey, string> = {
  ticket: 'Ticket {id}',
  newTicket: 'Submit Ticket',
  pricingTicket: 'Pricing Ticket {id}',
  newPricingTicket: 'Submit Pricing Ticket',
};

export const dialogTitleText = (ticket: Pick<DialogTicket, 'ticketId' | 'pricing'>): string => {
  const { key, id } = dialogTitle(ticket);
  return DIALOG_TITLES_EN[key].replace('{id}', String(id ?? ''));
};

/** The status label's colour (spec 3 §2); an unknown status shows neutral. */
export function statusColour(
  status: string | null | undefined,
): 'info' | 'primary' | 'warning' | 'success' | 'default' {
  return status && Object.hasOwn(TICKET_STATUS_COLOURS, status)
    ? TICKET_STATUS_COLOURS[status as TicketStatus]
    : 'default';
}

/**
 * Create QA Ticket (spec 3 §5): only on the IT tab, for an existing non-pricing ticket of type Issue or
 * Enhancement.
 */
export function canCreateQaTicket(activeTab: TicketDialogTab, ticket: DialogTicket): boolean {
  if (activeTab !== 'it' || ticket.pricing || isNewTicket(ticket)) return false;
  return (QA_TICKET.sourceTypes as readonly string[]).includes(ticket.type ?? '');
}

/** Which footer buttons show (spec 3 §2): Delete, Clear, Save and Email, Create QA Ticket, Submit, Save. */
export function footerButtons(
  activeTab: TicketDialogTab,
  ticket: DialogTicket,
  canDelete: boolean,
  readOnly = false,
): Array<'delete' | 'clear' | 'saveAndEmail' | 'createQa' | 'submit' | 'save'> {
  // Read-only mode changes nothing: the footer keeps only Close (rendered by the dialog itself); the read-only screen
  // offers no New Ticket either.
  if (readOnly) return [];
  if (isNewTicket(ticket)) return ['clear', 'submit'];
  const buttons: Array<'delete' | 'clear' | 'saveAndEmail' | 'createQa' | 'submit' | 'save'> = [];
  if (canDelete) buttons.push('delete');
  buttons.push('saveAndEmail');
  if (canCreateQaTicket(activeTab, ticket)) buttons.push('createQa');
  buttons.push('save');
  return buttons;
}

/**
 * The fields read-only mode disables (spec 3 §6 says 'some fields'; our choice): everything the ticket's save would
 * write, on General, IT and Assignments. The Start Date and Business Analyst are read-only for everyone anyway; the
 * tabs still read (comments, attachments to download, linked tickets open), nothing is added or deleted.
 */
export const READ_ONLY_LOCKED_FIELDS = [
  'title',
  'requesterId',
  'type',
  'priority',
  'moduleName',
  'subModuleName',
  'customerId',
  'description',
  'projectId',
  'milestoneId',
  'sprintId',
  'endDate',
  'scheduleGroupId',
  'laneId',
  'points',
  'sortPriority',
  'healthStatusId',
  'newComment',
  'agentId',
  'sticker',
  'crfLink',
] as const;

/** Whether a dialog field is disabled: always-read-only fields, and in read-only mode the locked ones. */
export const fieldDisabled = (field: string, readOnly: boolean): boolean =>
  ['startDate', 'businessAnalystDisplay'].includes(field) ||
  (readOnly && (READ_ONLY_LOCKED_FIELDS as readonly string[]).includes(field));
