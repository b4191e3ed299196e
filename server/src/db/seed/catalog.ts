/** Reference lists of the demo data: organisation, modules and menus, option lists. */
import type { CheckName } from '@a1/shared';
export const SUBSIDIARIES = [
  { id: 1, name: 'USA' },
  { id: 2, name: 'France' },
];

export const LOCATIONS = [
  { id: 1, name: 'JFK Gateway', subsidiaryId: 1, division: 'East' },
  { id: 2, name: 'Chicago Hub', subsidiaryId: 1, division: 'Central' },
  { id: 3, name: 'Los Angeles', subsidiaryId: 1, division: 'West' },
  { id: 4, name: 'Paris CDG', subsidiaryId: 2, division: 'Europe' },
  { id: 5, name: 'Lyon', subsidiaryId: 2, division: 'Europe' },
];

export const DEPARTMENTS = ['IT', 'Pricing', 'Finance', 'Operations', 'Sales', 'Customer Service'];

export const ROLES = [
  'Administrator',
  'IT Developer',
  'Business Analyst',
  'CRF Senior Manager Approval',
  'Finance Admin',
  'Operations',
  'Pricing',
  'Sales',
  'Customer Service',
  'External Customer',
];

/** The named checks of the route contract each role carries (shared/src/contract/call.ts CHECK_NAMES). */
export const ROLE_CHECKS: Record<string, CheckName[]> = {
  Administrator: ['isAdmin'],
  'Finance Admin': ['financeAdmin'],
};

interface MenuSeed {
  name: string;
  icon: string;
  route: string;
  dialog?: boolean;
  children?: MenuSeed[];
}
interface ModuleSeed {
  name: string;
  icon: string;
  route: string;
  menu: MenuSeed[];
}

export const MODULES: ModuleSeed[] = [
  {
    name: 'Operations',
    icon: 'LocalShipping',
    route: 'operation',
    menu: [
      { name: 'Job Dashboard', icon: 'Dashboard', route: 'operation/admin/job-dashboard' },
      { name: 'Receiving', icon: 'Inventory', route: 'operations/receiving' },
      { name: 'Bins', icon: 'ViewModule', route: 'insight/bins' },
    ],
  },
  {
    name: 'Kanban',
    icon: 'ViewKanban',
    route: 'kanban',
    menu: [
      {
        name: 'Projects',
        icon: 'AccountTree',
        route: 'kanban/project/grid-view',
        children: [
          { name: 'Project Grid', icon: 'GridOn', route: 'kanban/project/grid-view' },
          { name: 'Add Project', icon: 'Add', route: 'kanban/project/add-new', dialog: true },
        ],
      },
      { name: 'Card Board', icon: 'ViewWeek', route: 'kanban/card/board-view' },
      { name: 'My Projects', icon: 'Person', route: 'kanban/my-projects' },
    ],
  },
  {
    name: 'Ticketing',
    icon: 'ConfirmationNumber',
    route: 'ticketing',
    menu: [
      { name: 'Tickets', icon: 'ConfirmationNumber', route: 'ticketing/ticket' },
      { name: 'Pricing Tickets', icon: 'PriceChange', route: 'ticketing/pricing' },
    ],
  },
  {
    name: 'Volume',
    icon: 'BarChart',
    route: 'volume',
    menu: [
      { name: 'Summary', icon: 'Summarize', route: 'volume/summary' },
      { name: 'Job Dashboard', icon: 'Dashboard', route: 'volume/job-dashboard' },
    ],
  },
  {
    name: 'Finance',
    icon: 'AccountBalance',
    route: 'finance',
    menu: [
      { name: 'Automated Billing Job Queue', icon: 'Queue', route: 'finance/automated-billing-job-queue' },
      { name: 'Invoice Information', icon: 'Receipt', route: 'globe-billing/invoice-information' },
    ],
  },
  {
    name: 'Security',
    icon: 'Security',
    route: 'security',
    menu: [
      { name: 'Users', icon: 'People', route: 'security/users' },
      { name: 'Roles', icon: 'AdminPanelSettings', route: 'security/roles' },
    ],
  },
  {
    name: 'Report',
    icon: 'Assessment',
    route: 'report',
    menu: [{ name: 'Generate Report', icon: 'Assessment', route: 'report/generate' }],
  },
  {
    name: 'Search',
    icon: 'Search',
    route: 'search',
    menu: [{ name: 'Package Search', icon: 'Search', route: 'search/package-search' }],
  },
  {
    name: 'Aimban',
    icon: 'ReportProblem',
    route: 'aimban',
    menu: [
      { name: 'Package Board', icon: 'ViewWeek', route: 'aimban/package-board' },
      { name: 'Package Grid', icon: 'GridOn', route: 'aimban/package-grid' },
      { name: 'Dangerous Goods', icon: 'Warning', route: 'aimban/dangerous-goods' },
      { name: 'Denied Party', icon: 'Block', route: 'aimban/denied-party' },
    ],
  },
  {
    name: 'Sales',
    icon: 'Sell',
    route: 'quote',
    menu: [{ name: 'Quote Request', icon: 'RequestQuote', route: 'quote/quote-request/quote-request-form' }],
  },
  {
    name: 'Supplier',
    icon: 'Storefront',
    route: 'supplier',
    menu: [
      { name: 'Service Bundle', icon: 'Inventory2', route: 'supplier/asendia-service-bundle' },
      { name: 'New Service', icon: 'AddBox', route: 'supplier/new-service' },
      // One service of the postal-service bundle, with its own permission (a new service of it is checked against it).
      { name: 'Priority Tracked', icon: 'Inventory2', route: 'supplier/asendia-service-bundle/priority-tracked' },
    ],
  },
  {
    name: 'PRR',
    icon: 'AltRoute',
    route: 'prr',
    menu: [{ name: 'Routings', icon: 'AltRoute', route: 'prr/routings' }],
  },
];

/** Which main modules each role reaches; 'Administrator' reaches every module. */
export const ROLE_MODULES: Record<string, string[]> = {
  Administrator: MODULES.map((m) => m.name),
  'IT Developer': ['Ticketing', 'Kanban', 'Operations', 'Report'],
  'Business Analyst': ['Ticketing', 'Kanban', 'Report'],
  'CRF Senior Manager Approval': ['Kanban', 'Ticketing'],
  'Finance Admin': ['Finance', 'Volume', 'Operations', 'Report'],
  Operations: ['Operations', 'Volume', 'Search', 'Aimban', 'Ticketing'],
  Pricing: ['Ticketing', 'Sales', 'Supplier', 'PRR'],
  Sales: ['Sales', 'Ticketing', 'Search'],
  'Customer Service': ['Search', 'Ticketing', 'Operations'],
  'External Customer': ['Search'],
};

/** Feature phases (spec 2 §4), seeded from id 106 so the spec's new-feature phase 106 is '1-Not Approved'. */
export { PHASE_NAMES as PHASES } from '@a1/shared/constants/projecttracking';
export const FIRST_PHASE_ID = 106;

export { LANE_NAMES as LANES } from '@a1/shared/constants/ticketing';

export const HEALTH_STATUSES = [
  { name: 'On Track', color: 'green' },
  { name: 'At Risk', color: 'amber' },
  { name: 'Off Track', color: 'red' },
];

export const TIMESHEET_CATEGORIES = ['Development', 'Requirements', 'Testing', 'Meetings', 'Support', 'Documentation'];

export { JOB_STATUSES } from '@a1/shared/constants/jobs';

export { INITIATIVE_STATUSES, INITIATIVE_TYPES, FEATURE_STATUSES } from '@a1/shared/constants/projecttracking';
export { TICKET_TYPES, TICKET_PRIORITIES } from '@a1/shared/constants/ticketing';

export const CUSTOMERS = [
  'Northwind Mail',
  'Contoso Retail',
  'Fabrikam Books',
  'Globex Parcel',
  'Initech Supplies',
  'Umbrella Pharma',
  'Stark Apparel',
  'Wayne Publishing',
  'Acme Direct',
  'Hooli Devices',
  'Vandelay Imports',
  'Soylent Foods',
];

export const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Charlie',
  'Dakota',
  'Emerson',
  'Finley',
  'Harper',
  'Hayden',
  'Jesse',
  'Kai',
  'Logan',
  'Marley',
  'Noel',
  'Parker',
  'Quinn',
  'Reese',
  'Rowan',
  'Sage',
  'Skyler',
  'Toni',
  'Elliot',
  'Lou',
  'Nico',
  'Ari',
  'Jules',
  'Robin',
  'Sacha',
  'Dominique',
  'Claude',
  'Maxime',
  'Noa',
];
export const LAST_NAMES = [
  'Adams',
  'Bennett',
  'Clark',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Johnson',
  'Kim',
  'Lopez',
  'Martin',
  'Nakamura',
  'Okafor',
  'Petit',
  'Robert',
  'Singh',
  'Thomas',
  'Walker',
  'Moreau',
  'Bernard',
  'Richard',
  'Durand',
];

/** Translation keys seeded in English and French (shell §3 Language and translation). */
export const TRANSLATIONS: Array<{ key: string; en: string; fr: string }> = [
  { key: 'home.welcome', en: 'Welcome to A1 Back Office', fr: 'Bienvenue dans A1 Back Office' },
  { key: 'menu.operations', en: 'Operations', fr: 'Opérations' },
  { key: 'menu.kanban', en: 'Kanban', fr: 'Kanban' },
  { key: 'menu.ticketing', en: 'Ticketing', fr: 'Tickets' },
  { key: 'menu.finance', en: 'Finance', fr: 'Finance' },
  { key: 'menu.security', en: 'Security', fr: 'Sécurité' },
  { key: 'menu.report', en: 'Report', fr: 'Rapports' },
  { key: 'menu.search', en: 'Search', fr: 'Recherche' },
  { key: 'menu.sales', en: 'Sales', fr: 'Ventes' },
  { key: 'ticket.lane.inbox', en: 'Inbox', fr: 'Boîte de réception' },
  { key: 'ticket.lane.next', en: 'Next', fr: 'Suivant' },
  { key: 'ticket.lane.inProgress', en: 'In Progress', fr: 'En cours' },
  { key: 'ticket.lane.done', en: 'Done', fr: 'Terminé' },
  { key: 'job.status.received', en: 'Received', fr: 'Reçu' },
  { key: 'job.status.onHold', en: 'On Hold', fr: 'En attente' },
];
