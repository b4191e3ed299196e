/** What the Ticketing/ contract files share: the base path and the permission of the ticket screens. */
import { staffMenu } from './call.ts';
import { API_BASE } from './security.ts';

export const TICKETING_BASE = `${API_BASE}/Ticketing`;
/** The ticket screens of the Ticketing module (their side-menu routes). */
export const TICKET_SCREENS = ['ticketing/ticket', 'ticketing/pricing'] as const;
/**
 * Internal staff whose roles grant a ticket screen may read and write tickets there (spec 3 §6: the tabs decide the
 * fields). The browser's guard lets every ticket page through (shell §6 skip list); the server never does: a
 * requester without a ticketing grant does not open tickets by link either (our choice, README "Who may call what"),
 * and an external account never reaches a ticket, whatever role it is given.
 */
export const ticketScreens = staffMenu(...TICKET_SCREENS);
/** Pricing-ticket calls: the Pricing Tickets screen. */
export const pricingScreen = staffMenu('ticketing/pricing');
