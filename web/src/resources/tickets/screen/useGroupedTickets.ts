/**
 * The rows the ticket screen's grid shows: the quick filter over the list, sorted for the tab, then only the chosen
 * group's. Also the names a feature's or an initiative's link presets its grid filter with.
 */
import { useMemo } from 'react';
import type { TicketScreenTab } from '@a1/shared/constants/ticketing-ui';
import { sortTickets, type ScreenParams, type TicketScreenKind } from '@a1/shared/rules/ticketing/index';
import { useQuickFilter } from '../QuickFilters';
import type { Viewer } from '../useTicketing';
import type { ListTicket } from '../useTicketRows';

interface Options {
  all: ListTicket[];
  kind: TicketScreenKind;
  viewer: Viewer | null;
  params: ScreenParams;
  tab: TicketScreenTab;
  group: string | null;
}

export function useGroupedTickets({ all, kind, viewer, params, tab, group }: Options) {
  // A feature's link (`?feature=<id>`, T-10; the project grid's tickets, a new CRF's placeholders) is followed to
  // see that feature's tickets, all of them: its Feature filter is preset, and the defaults that would hide some of
  // them are not applied. The lane default (Next, In Progress) hid a new CRF's placeholder tickets in lane 5 ("0
  // rows"), the department default hid tickets requested by other departments, and a quick filter remembered from the
  // whole list (e.g. Severe) would hide the rest: the link starts on All (a choice made here is remembered as usual).
  // The Is Ticket default stays: the list also holds the feature's own row, which is not one of its tickets.
  const featureName = useMemo(
    () =>
      params.feature == null
        ? null
        : (all.find((t) => !t.isFeature && t.sprintId === params.feature && t.sprintName)?.sprintName ?? ''),
    [all, params.feature],
  );
  // An initiative's link (`?initiative=<id>`, T-9) is followed the same way: its Initiative filter is preset with the
  // name its rows give, and the lane, department and remembered quick-filter defaults are not applied.
  const initiativeName = useMemo(
    () =>
      params.initiative == null
        ? null
        : (all.find((t) => t.milestoneId === params.initiative && t.milestoneName)?.milestoneName ?? ''),
    [all, params.initiative],
  );
  const quick = useQuickFilter(all, kind, viewer, params.feature != null || params.initiative != null);
  const sorted = useMemo(() => {
    const mode = params.unread ? 'unreadOnly' : tab === 'tickets' ? 'none' : tab;
    return sortTickets(quick.rows, mode);
  }, [quick.rows, tab, params.unread]);
  const grouped = useMemo(() => {
    if (tab === 'tickets' || group == null) return sorted;
    const field = (
      {
        module: 'moduleName',
        requester: 'requesterName',
        department: 'requesterDepartment',
        assigned: 'agentName',
        project: 'projectName',
      } as const
    )[tab];
    return sorted.filter((t) => String(t[field] ?? '') === group);
  }, [sorted, tab, group]);

  return { featureName, initiativeName, quick, sorted, grouped };
}
