/**
 * The named screens the spec lists without showing them (shell §2 Routes): each keeps one placeholder page
 * (placeholderRoutes.tsx). Kept apart so that the placeholder can leave them out of the pages it offers.
 */
import { SHELL_LINKS } from '@a1/shared/constants/shell';

export type PlaceholderKey = 'routings' | 'quoteRequest' | 'serviceBundle' | 'newService';

export const PLACEHOLDER_PATHS: Array<[path: string, page: PlaceholderKey]> = [
  ['/prr/routings', 'routings'],
  [SHELL_LINKS.quoteRequest, 'quoteRequest'],
  ['/supplier/asendia-service-bundle', 'serviceBundle'],
  // One service of the bundle, and a new service of it (each guarded by that service's permission).
  ['/supplier/asendia-service-bundle/:service', 'serviceBundle'],
  ['/supplier/new-service', 'newService'],
  ['/supplier/new-service/:service', 'newService'],
];
