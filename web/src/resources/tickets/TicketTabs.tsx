/**
 * The ticket dialog's list tabs (spec 3 §2, §5, §8): Attachments, Supporting Documents, Comments, Checklist,
 * Notifications, Timesheets and Test Cases, each in its own file under tabs/, shown here as the dialog's panels.
 * Each loads when the dialog opens, so the tabs show their counts; a falsy server answer reverts a local change.
 */
import { useCallback, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Ticket } from '@a1/shared';
import type { TicketDialogTab } from '@a1/shared/constants/ticketing-ui';
import { AttachmentsTab } from './tabs/AttachmentsTab';
import { SupportingDocumentsTab } from './tabs/SupportingDocumentsTab';
import { CommentsTab } from './tabs/CommentsTab';
import { ChecklistTab } from './tabs/ChecklistTab';
import { NotificationsTab } from './tabs/NotificationsTab';
import { TimesheetsTab } from './tabs/TimesheetsTab';
import { TestCasesTab } from './tabs/TestCasesTab';

export type TabCounts = Partial<Record<TicketDialogTab, number>>;

export function TabPanels({
  ticket,
  active,
  tabs,
  onCounts,
}: {
  ticket: Ticket | null;
  active: TicketDialogTab;
  tabs: TicketDialogTab[];
  onCounts: (update: (prev: TabCounts) => TabCounts) => void;
}) {
  const translate = useTranslate();
  const count = useCallback(
    (tab: TicketDialogTab, n: number) => onCounts((prev) => ({ ...prev, [tab]: n })),
    [onCounts],
  );
  const panel = (tab: TicketDialogTab, node: ReactNode) =>
    tabs.includes(tab) ? (
      <Box hidden={active !== tab} key={tab} data-testid={`ticket-tab-${tab}`}>
        {node}
      </Box>
    ) : null;
  if (!ticket) {
    return panel(
      'attachments',
      <Typography color="text.secondary">{translate('a1.ticketing.attachments.newTicket')}</Typography>,
    );
  }
  const id = ticket.ticketId;
  return (
    <>
      {panel('attachments', <AttachmentsTab ticketId={id} onCount={(n) => count('attachments', n)} />)}
      {panel(
        'supportingDocuments',
        <SupportingDocumentsTab sprintId={ticket.sprintId} onCount={(n) => count('supportingDocuments', n)} />,
      )}
      {panel('comments', <CommentsTab ticketId={id} onCount={(n) => count('comments', n)} />)}
      {panel('checklist', <ChecklistTab ticketId={id} onCount={(n) => count('checklist', n)} />)}
      {panel('notifications', <NotificationsTab ticketId={id} />)}
      {panel('timesheets', <TimesheetsTab ticketId={id} onCount={(n) => count('timesheets', n)} />)}
      {panel('testCases', <TestCasesTab ticketId={id} onCount={(n) => count('testCases', n)} />)}
    </>
  );
}
