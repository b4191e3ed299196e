/**
 * Submit CRF and Submit Pricing Ticket open dialogs owned by the project-tracking and ticketing screens.
 * Those screens register their opener here; until one is registered the item goes to a route of that area
 * (our choice: the spec does not show where they lead), which shows the 404 page until it is built.
 */
export type UserMenuAction = 'submitCrf' | 'submitPricingTicket';

export const USER_MENU_FALLBACK_ROUTES: Record<UserMenuAction, string> = {
  submitCrf: '/kanban/crf/submit',
  submitPricingTicket: '/ticketing/pricing/new',
};

const handlers = new Map<UserMenuAction, () => void>();

export function registerUserMenuAction(action: UserMenuAction, handler: () => void): () => void {
  handlers.set(action, handler);
  return () => {
    if (handlers.get(action) === handler) handlers.delete(action);
  };
}

export const userMenuHandler = (action: UserMenuAction) => handlers.get(action);
