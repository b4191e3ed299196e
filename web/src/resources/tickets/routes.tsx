/**
 * The pricing tickets' routes (spec 3 §2), for App.tsx, under PricingGuard (the support tickets are the tickets
 * resource's list, index.tsx). The screen loads on demand.
 */
import { Route } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { PricingGuard } from './PricingGuard';

const TicketsScreen = lazyNamed(() => import('./TicketsScreen'), 'TicketsScreen');

/** Beside <RouteGuard>: the pricing screen at the spec's addresses and the side menu's Pricing Tickets. */
export const pricingTicketRoutes = (
  <Route element={<PricingGuard />}>
    <Route path="/quote/pricing-tickets/tickets" element={<TicketsScreen kind="pricing" />} />
    <Route path="/quote/pricing-tickets/ticket/:id" element={<TicketsScreen kind="pricing" />} />
    <Route path="/ticketing/pricing" element={<TicketsScreen kind="pricing" />} />
    <Route path="/ticketing/pricing/new" element={<TicketsScreen kind="pricing" />} />
  </Route>
);
