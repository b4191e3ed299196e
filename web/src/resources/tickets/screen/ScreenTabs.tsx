/** The ticket screen's six tabs that group the grid (module, requester, department, …); hidden in the simple view. */
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TICKET_SCREEN_TABS, type TicketScreenTab } from '@a1/shared/constants/ticketing-ui';

export function ScreenTabs({ tab, onChange }: { tab: TicketScreenTab; onChange: (next: TicketScreenTab) => void }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={tab}
      onChange={(_, next: TicketScreenTab) => onChange(next)}
      aria-label={translate('a1.ticketing.screenTabs.label')}
      variant="scrollable"
    >
      {TICKET_SCREEN_TABS.map((t) => (
        <Tab key={t} value={t} label={translate(`a1.ticketing.screenTabs.${t}`)} />
      ))}
    </Tabs>
  );
}
