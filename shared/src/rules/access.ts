/**
 * One access rule for the web guard, the authProvider and the server (design §4).
 * Permissions are the route links of the side menu the user may open (shell §6).
 */
export interface AccessRequest {
  /** The route or resource path, e.g. "kanban/project/grid-view" or "/kanban/project/grid-view". */
  resource: string;
  action?: string;
}

/** Routes whose guard is skipped (shell §6). Matched as path prefixes. */
export const GUARD_SKIP_LIST: readonly string[] = [
  'home',
  'quote/quote-request/quote-request-form',
  'finance/automated-billing-job-queue',
  'globe-billing/invoice-information',
  'ticketing/ticket',
  'kanban/card/board-view',
  'quote/ratesheet-upload',
  'quote/calculation',
  'routing/no-routing-price-sheet',
  'routing/customer-zone-upload',
  'routing/routing-details',
  'supplier/postage-importer-bulk',
  'supplier/new-service',
  'supplier/asendia-service-bundle',
  'operations/receiving',
];

/** Adding a card or project is checked as its board or grid view (shell §6). */
const CHECKED_AS: Record<string, string> = {
  'kanban/card/add-new': 'kanban/card/board-view',
  'kanban/project/add-new': 'kanban/project/grid-view',
};

export function normalizeRoute(path: string): string {
  return path.split('?')[0].replace(/^\/+|\/+$/g, '').toLowerCase();
}

export function canAccess(permissions: readonly string[] | null | undefined, request: AccessRequest): boolean {
  // No stored list means the menu has not told us otherwise: allowed (shell §6).
  if (permissions == null) return true;
  let route = normalizeRoute(request.resource);
  route = CHECKED_AS[route] ?? route;
  if (GUARD_SKIP_LIST.some((skip) => route === skip || route.startsWith(`${skip}/`))) return true;
  return permissions.some((permission) => normalizeRoute(permission) === route);
}
