/**
 * The ticket screens' routes (spec 3 §2), for App.tsx: support tickets under the route guard (`ticketing/ticket` is
 * on its skip list), pricing tickets under PricingGuard. Each screen loads on demand.
 */
import { Route } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { PricingGuard } from './PricingGuard';

const TicketsScreen = lazyNamed(() => import('./TicketsScreen'), 'TicketsScreen');

/** Inside <RouteGuard>: the side menu's Tickets (the spec's `tickets`) and `ticket/{id}`. */
export const ticketRoutes = [
  <Route key="tickets" path="/ticketing/ticket/:id?" element={<TicketsScreen kind="tickets" />} />,
];

/** Beside <RouteGuard>: the pricing screen at the spec's addresses and the side menu's Pricing Tickets. */
export const pricingTicketRoutes = (
  <Route element={<PricingGuard />}>
    <Route path="/quote/pricing-tickets/tickets" element={<TicketsScreen kind="pricing" />} />
    <Route path="/quote/pricing-tickets/ticket/:id" element={<TicketsScreen kind="pricing" />} />
    <Route path="/ticketing/pricing" element={<TicketsScreen kind="pricing" />} />
    <Route path="/ticketing/pricing/new" element={<TicketsScreen kind="pricing" />} />
  </Route>
);
