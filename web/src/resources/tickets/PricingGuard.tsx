/**
 * The pricing ticket screen's guard: its addresses (`quote/pricing-tickets/…`, spec 3 §2) are not side-menu routes,
 * so the route guard of shell §6 would refuse them; they are allowed exactly when the Pricing Tickets menu route
 * (`ticketing/pricing`) is, and run the session timers like every guarded page.
 */
import { Navigate, Outlet } from 'react-router-dom';
import { canAccess } from '@a1/shared';
import { PRICING_TICKETS_ROUTE } from '@a1/shared/constants/shell';
import { getPermissions } from '../../session/session';
import { SessionTimers } from '../../shell/timers/SessionTimers';
import { UNAUTHORIZED_PATH } from '../../shell/guards/RouteGuard';

export function PricingGuard() {
  if (!canAccess(getPermissions(), { resource: PRICING_TICKETS_ROUTE }))
    return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return (
    <>
      <Outlet />
      <SessionTimers />
    </>
  );
}
