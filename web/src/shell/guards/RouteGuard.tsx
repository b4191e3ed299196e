/**
 * The authorization guard of shell §6 around the guarded layout's pages: a path is allowed when the
 * stored side-menu permission list contains it (or it is on the skip list, or no list is stored);
 * otherwise the user goes to /unauthorized-page. react-admin's requireAuth already sends an
 * unauthenticated visit to /login with the return URL. The session timers run while a guarded page shows.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccess } from '@a1/shared';
import { getPermissions } from '../../session/session';
import { SessionTimers } from '../timers/SessionTimers';
import { useEventVersion } from '../events';

export const UNAUTHORIZED_PATH = '/unauthorized-page';

export function RouteGuard() {
  const { pathname } = useLocation();
  // A permission list stored or cleared after this page showed (the side menu loads as the layout starts) is
  // checked again at once, not at the next navigation.
  useEventVersion('permissionsChanged');
  if (!canAccess(getPermissions(), { resource: pathname })) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return (
    <>
      <Outlet />
      <SessionTimers />
    </>
  );
}
