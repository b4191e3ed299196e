/** The ticket dialog's header: the title with the coloured status label, the tabs the viewer may see (with counts). */
import { Chip, DialogTitle, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Ticket } from '@a1/shared';
import type { TicketDialogTab } from '@a1/shared/constants/ticketing-ui';
import { statusColour, tabShowsCount } from '@a1/shared/rules/ticketing/index';
import type { TabCounts } from '../TicketTabs';

export function TicketDialogHeader({
  titleText,
  ticket,
  tabs,
  activeTab,
  counts,
  onTab,
}: {
  titleText: string;
  ticket: Ticket | null;
  tabs: TicketDialogTab[];
  activeTab: TicketDialogTab;
  counts: TabCounts;
  onTab: (tab: TicketDialogTab) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <DialogTitle id="ticket-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {titleText}
        {ticket && (
          <Chip
            label={translate('a1.ticketing.dialog.status', { status: ticket.status })}
            color={statusColour(ticket.status)}
            size="small"
            data-testid="ticket-status"
          />
        )}
      </DialogTitle>
      <Tabs
        value={activeTab}
        onChange={(_, next: TicketDialogTab) => onTab(next)}
        aria-label={translate('a1.ticketing.dialog.tabs.label')}
        variant="scrollable"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => {
          const name = translate(`a1.ticketing.dialog.tabs.${t}`);
          const count = counts[t];
          return (
            <Tab
              key={t}
              value={t}
              label={
                tabShowsCount(t) && count != null
                  ? translate('a1.ticketing.dialog.tabs.withCount', { name, count })
                  : name
              }
            />
          );
        })}
      </Tabs>
    </>
  );
}
