/**
 * Ticketing data the screens share, read once per session through react-query: the settings (the spec's fixed
 * ids), the users (agents, requesters, and the viewer's own department, which decides the dialog's tabs and the
 * quick-filter row 3) and the lookups of the dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { A1, type TicketSettingsAnswer } from '@a1/shared';
import type { TicketViewer } from '@a1/shared/rules/ticketing/index';
import { getSession } from '../../session/session';
import { useA1 } from '../../providers/useA1';
import { useStaff } from '../../people/staff';

const LONG = { staleTime: 5 * 60_000, gcTime: 30 * 60_000 };

export function useTicketSettings(): TicketSettingsAnswer | undefined {
  const a1 = useA1();
  return useQuery({ queryKey: ['ticketing', 'settings'], queryFn: () => a1.call(A1.ticketSettings), ...LONG }).data;
}

/** The users (agents, requesters): the shared staff directory. */
export const useTicketUsers = useStaff;

export interface Viewer extends TicketViewer {
  userId: number;
  fullName: string;
}

/** The signed-in user as the ticket rules see them: their department from the user list, their subsidiary. */
export function useViewer(): Viewer | null {
  const users = useTicketUsers();
  const session = getSession();
  if (!users || !session) return null;
  const me = users.find((u) => u.userId === session.appUserID);
  return {
    userId: session.appUserID,
    fullName: session.userFullName,
    department: me?.department ?? null,
    subsidiaryName: session.subsidiaryName,
  };
}

export function useLookup<T>(key: unknown[], load: () => Promise<T>, enabled = true): T | undefined {
  return useQuery({ queryKey: ['ticketing', ...key], queryFn: load, enabled, ...LONG }).data;
}
