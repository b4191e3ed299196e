/** What the Ticketing/ contract files share: the base path and the permission of the ticket screens. */
import { menu } from './call.ts';
import { API_BASE } from './security.ts';

export const TICKETING_BASE = `${API_BASE}/Ticketing`;
/** The ticket screens of the Ticketing module (their side-menu routes). */
export const TICKET_SCREENS = ['ticketing/ticket', 'ticketing/pricing'] as const;
/** Whoever reaches a ticket screen may read and write tickets there (spec 3 §6: the tabs decide the fields). */
export const ticketScreens = menu(...TICKET_SCREENS);
/** Pricing-ticket calls: the Pricing Tickets screen. */
export const pricingScreen = menu('ticketing/pricing');
