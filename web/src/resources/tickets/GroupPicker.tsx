/** The grouping tabs' group list (spec 3 §2 By Module, By Requester…): each group with its count; one narrows. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TicketScreenTab } from '@a1/shared/constants/ticketing-ui';
import { groupsOf, type GridTicket } from '@a1/shared/rules/ticketing/index';

export function GroupPicker({
  tickets,
  tab,
  group,
  onGroup,
}: {
  tickets: readonly GridTicket[];
  tab: TicketScreenTab;
  group: string | null;
  onGroup: (group: string | null) => void;
}) {
  const translate = useTranslate();
  const groups = groupsOf(tickets, tab);
  return (
    <Stack
      direction="row"
      spacing={0.75}
      flexWrap="wrap"
      useFlexGap
      role="group"
      aria-label={translate('a1.ticketing.groups.label')}
      data-testid="ticket-groups"
      sx={{ maxHeight: 120, overflow: 'auto' }}
    >
      <Chip
        label={`${translate('a1.ticketing.groups.all')} (${tickets.length})`}
        color={group == null ? 'primary' : 'default'}
        onClick={() => onGroup(null)}
        size="small"
      />
      {groups.map((g) => (
        <Chip
          key={g.name}
          label={`${g.name || translate('a1.ticketing.groups.blank')} (${g.count})`}
          color={group === g.name ? 'primary' : 'default'}
          onClick={() => onGroup(g.name)}
          size="small"
        />
      ))}
    </Stack>
  );
}
