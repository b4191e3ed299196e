/**
 * The staff directory the screens share (Ticketing/UserList: internal users, past employees included), read once per
 * session through react-query, and one way to show who did something (issue 29 point 2): the server stores the
 * signed-in user's e-mail in the "created by" fields of tickets, comments, files and timesheets; a person reads the
 * name. A value that is no user's e-mail (a name already, "System") shows as it is.
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { A1, type TicketUser } from '@a1/shared';
import { getSession } from '../session/session';
import { useA1 } from '../providers/useA1';

const LONG = { staleTime: 5 * 60_000, gcTime: 30 * 60_000 };

export function useStaff(): TicketUser[] | undefined {
  const a1 = useA1();
  return useQuery({
    queryKey: ['ticketing', 'users'],
    queryFn: () => a1.call(A1.ticketUserList, undefined, { quiet: true }),
    // Internal staff only may read it (an external account never sees who on staff did what).
    enabled: !!getSession()?.isInternal,
    ...LONG,
  }).data;
}

/** The staff member's full name for their e-mail (in any case), anything else as it is; nothing for nothing. */
export function nameOf(
  staff: readonly Pick<TicketUser, 'email' | 'fullName'>[] | undefined,
  value: string | null | undefined,
): string {
  if (!value) return '';
  const key = value.trim().toLowerCase();
  return staff?.find((u) => u.email.toLowerCase() === key)?.fullName ?? value;
}

/** `(emailOrName) => name` over the staff directory (an e-mail until it has loaded). */
export function usePersonName(): (value: string | null | undefined) => string {
  const staff = useStaff();
  return useCallback((value) => nameOf(staff, value), [staff]);
}
