/**
 * One access rule for the web guard, the authProvider and the server (design §4).
 * Permissions are the route links of the side menu the user may open (shell §6).
 */
import { JOB_DASHBOARD_ROUTES } from '../contract/jobdashboard.ts';
import { TICKET_SCREENS } from '../contract/ticketing.ts';
import { RECEIVING_ROUTE } from '../constants/receiving.ts';
import { PROJECT_REGISTER_ROUTES } from '../constants/projecttracking.ts';

export interface AccessRequest {
  /**
   * A react-admin resource name ("tickets", see RESOURCE_ROUTES), or a route path, e.g. "kanban/project/grid-view"
   * or "/kanban/project/grid-view".
   */
  resource: string;
  /** react-admin's action (list, show, create, edit, delete…): the menu grants screens, so every action alike. */
  action?: string;
}

/** The project screens of the Kanban module (its side-menu routes): initiatives, features and their parts. */
export const PROJECT_SCREENS = ['kanban/project/grid-view', 'kanban/my-projects'] as const;

/**
 * The web app's react-admin resources and the side-menu routes that open their screens: a user may work a
 * resource when the guard would let them reach one of its screens (so react-admin's own checks, the route guard
 * and the server agree). Translation administration has no menu entry in the spec; its route is ours.
 */
const PROBLEM_CARD_SCREENS = ['aimban/package-board', 'aimban/package-grid', 'aimban/dangerous-goods'] as const;

export const RESOURCE_ROUTES = {
  tickets: TICKET_SCREENS,
  initiatives: PROJECT_SCREENS,
  features: PROJECT_SCREENS,
  issues: PROJECT_SCREENS,
  timesheets: PROJECT_SCREENS,
  jobs: JOB_DASHBOARD_ROUTES,
  roles: ['security/roles'],
  users: ['security/users'],
  translations: ['security/translations'],
  // Package search (issue 25): the packages found and their notes, on the package search screen and its pages.
  packages: ['search/package-search'],
  'package-notes': ['search/package-search'],
  // Receiving (issue 26): the dock's jobs, manifests and attachments, on its screens under operations/receiving.
  'receiving-jobs': [RECEIVING_ROUTE],
  'receiving-manifests': [RECEIVING_ROUTE],
  'receiving-attachments': [RECEIVING_ROUTE],
  // Problem packages (issue 27): the cards, their comments and attachments on the board, the grid and the
  // dangerous-goods screens (a card's dialog opens from each); the saved filters of the board and the grid.
  'package-issues': PROBLEM_CARD_SCREENS,
  'package-issue-comments': PROBLEM_CARD_SCREENS,
  'package-issue-attachments': PROBLEM_CARD_SCREENS,
  'problem-filters': ['aimban/package-board', 'aimban/package-grid'],
} as const satisfies Record<string, readonly string[]>;
export type ResourceName = keyof typeof RESOURCE_ROUTES;

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCE_ROUTES, name);

/** The top-level sections the guarded layout loads (shell §2 Routes). */
export const GUARDED_SECTIONS = [
  'home',
  'operations',
  'kanban',
  'information-technology',
  'customer',
  'shipment',
  'shipment2',
  'search',
  'aimban',
  'testing',
  'security',
  'report',
  'tracking',
  'volume',
  'finance',
  'prr',
  'wholesale',
  'compliance',
  'lettershop',
  'partners',
  'rate-sheet',
  'reporting',
  'quote',
  'supplier',
  'operation',
  'ticketing',
  'product',
  'invoice',
  'routing',
  'margin',
  'research',
  'fulfillment',
  'globe-billing',
  'a1-slice-and-dice',
  'transportation',
  'central-admin',
] as const;
export type GuardedSection = (typeof GUARDED_SECTIONS)[number];
const SECTIONS: readonly string[] = GUARDED_SECTIONS;

/** Routes whose guard is skipped (shell §6), each with the pages under it. */
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
  'operations/receiving',
];

/**
 * Skipped as the page alone: below them lie the postal-service bundle's services
 * (`supplier/asendia-service-bundle/<service>`), each guarded by its own menu permission.
 */
export const GUARD_SKIP_PAGES: readonly string[] = ['supplier/new-service', 'supplier/asendia-service-bundle'];

/** Adding a card or project is checked as its board or grid view (shell §6). */
const CHECKED_AS: Record<string, string> = {
  'kanban/card/add-new': 'kanban/card/board-view',
  'kanban/project/add-new': 'kanban/project/grid-view',
  // The issue and timesheet registers (ours, issue 24) open from the Projects grid.
  [PROJECT_REGISTER_ROUTES.issues]: 'kanban/project/grid-view',
  [PROJECT_REGISTER_ROUTES.timesheets]: 'kanban/project/grid-view',
  // Jobs (issue 14): the job pages open from the dashboards they are reached from.
  'volume/job-dashboard/details': 'volume/job-dashboard',
  'dashboard/job-dashboard': 'volume/job-dashboard',
  'operation/job/management': 'operation/admin/job-dashboard',
  // Problem packages (issue 27): the dangerous-goods grid is the dangerous-goods screen's list (no menu entry of its own).
  'aimban/dangerous-goods-grid': 'aimban/dangerous-goods',
};

const NEW_BUNDLE_SERVICE = /^supplier\/new-service\/(.+)$/;
/** A package's page (`search/package-search/<packageId>`, issue 25) opens from the package search screen. */
const PACKAGE_PAGE = /^search\/package-search\/[^/]+$/;

export function normalizeRoute(path: string): string {
  return path
    .split('?')[0]
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** The first segment of a path: its section. */
export const sectionOf = (path: string): string => normalizeRoute(path).split('/')[0] ?? '';

/** True when the path lies inside one of the guarded sections (its guard runs before any page of the section). */
export const inGuardedSection = (path: string): boolean => SECTIONS.includes(sectionOf(path));

/**
 * The route whose permission decides (shell §6): adding a card or project as its board or grid view; a new
 * service of the postal-service bundle (`supplier/new-service/<service>`) as that service's own page
 * (`supplier/asendia-service-bundle/<service>`); any other route as itself.
 */
export function permissionRoute(path: string): string {
  const route = normalizeRoute(path);
  const newService = NEW_BUNDLE_SERVICE.exec(route);
  if (newService) return `supplier/asendia-service-bundle/${newService[1]}`;
  if (PACKAGE_PAGE.test(route)) return 'search/package-search';
  return CHECKED_AS[route] ?? route;
}

/**
 * True when the guard lets the route through without a permission (shell §6): the skip list, and a section's
 * own root, which holds no screen (our choice: it lists only the user's permitted pages of that section).
 */
export function skipsGuard(path: string): boolean {
  const route = normalizeRoute(path);
  if (GUARD_SKIP_PAGES.includes(route) || SECTIONS.includes(route)) return true;
  return GUARD_SKIP_LIST.some((skip) => route === skip || route.startsWith(`${skip}/`));
}

function canOpen(permissions: readonly string[], path: string): boolean {
  const route = permissionRoute(path);
  if (skipsGuard(route)) return true;
  return permissions.some((permission) => normalizeRoute(permission) === route);
}

/** A route as the guard checks it (shell §6), or a resource by the routes of its screens (RESOURCE_ROUTES). */
export function canAccess(permissions: readonly string[] | null | undefined, request: AccessRequest): boolean {
  // No stored list means the menu has not told us otherwise: allowed (shell §6).
  if (permissions == null) return true;
  const routes: readonly string[] = isResourceName(request.resource)
    ? RESOURCE_ROUTES[request.resource]
    : [request.resource];
  return routes.some((route) => canOpen(permissions, route));
}
