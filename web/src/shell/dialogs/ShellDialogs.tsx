/** Mounts the shell dialog that the event hub asks for (user menu, header icons). */
import { useState } from 'react';
import { useEvent, type ShellDialog } from '../events';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { UserSettingsDialog } from './UserSettingsDialog';
import { ExcelExportsDialog } from './ExcelExportsDialog';
import { UnreadTicketsDialog } from './UnreadTicketsDialog';
import { TicketSearchDialog } from './TicketSearchDialog';
import { WorkstationDialog } from './WorkstationDialog';

export function ShellDialogs() {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  useEvent('shellDialog', setOpen);
  const close = () => setOpen(null);
  switch (open) {
    case 'changePassword':
      return <ChangePasswordDialog onClose={close} />;
    case 'userSettings':
      return <UserSettingsDialog onClose={close} />;
    case 'excelExports':
      return <ExcelExportsDialog onClose={close} />;
    case 'unreadTickets':
      return <UnreadTicketsDialog onClose={close} />;
    case 'ticketSearch':
      return <TicketSearchDialog onClose={close} />;
    case 'workstation':
      return <WorkstationDialog onClose={close} />;
    default:
      return null;
  }
}
