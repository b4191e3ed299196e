/** Mounts the shell dialog that the event hub asks for (user menu, header icons). */
import { useState } from 'react';
import { useEvent, type ShellDialog } from '../events';
import { DialogLoading, lazyNamed } from '../lazy';

// Each dialog loads when first opened (its own chunk).
const loading = <DialogLoading />;
const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog', loading);
const UserSettingsDialog = lazyNamed(() => import('./UserSettingsDialog'), 'UserSettingsDialog', loading);
const ExcelExportsDialog = lazyNamed(() => import('./ExcelExportsDialog'), 'ExcelExportsDialog', loading);
const UnreadTicketsDialog = lazyNamed(() => import('./UnreadTicketsDialog'), 'UnreadTicketsDialog', loading);
const TicketSearchDialog = lazyNamed(() => import('./TicketSearchDialog'), 'TicketSearchDialog', loading);
const WorkstationDialog = lazyNamed(() => import('./WorkstationDialog'), 'WorkstationDialog', loading);
// The header's job search (shell §2): the job dashboard's Job Number Lookup.
const JobLookupDialog = lazyNamed(
  () => import('../../resources/jobdashboard/JobLookupDialog'),
  'JobLookupDialog',
  loading,
);

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
    case 'jobSearch':
      return <JobLookupDialog onClose={close} />;
    default:
      return null;
  }
}
