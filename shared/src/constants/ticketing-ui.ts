/**
 * Ticketing constants the screens use (spec 3 §2, §4, §5, §9) that the route contract does not carry: option
 * lists, the quick-filter rows, the dialog's tabs, intervals and browser storage keys. The spec's fixed ids
 * (projects 282, 881, 1475, 165; features 13837, 50094…) are settings rows on the server, never literals here.
 * The lists the route contract shares (types, priorities, lanes, QA ticket…) are constants/ticketing.ts's,
 * re-exported here under the names the screens use.
 */
import { LANE_NAMES, type TicketStatus } from './ticketing.ts';

export {
  AUTO_REFRESH_MS,
  DEFAULT_LANE_FILTER,
  LINKED_TICKET_RANGE,
  QA_TICKET,
  SORT_PRIORITIES,
  TEST_STATUSES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPE_NAME_CONTEXT,
  TICKET_TYPES,
  UNREAD_FIELDS,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
  type UnreadField,
} from './ticketing.ts';
/** The nine lanes, in board order (spec 3 §4), as the quick-filter row 1 shows them. */
export const TICKET_LANES = LANE_NAMES;

/** Status labels (spec 3 §2) and their colour. */
export const TICKET_STATUS_COLOURS: Record<TicketStatus, 'info' | 'primary' | 'warning' | 'success'> = {
  Submitted: 'info',
  Assigned: 'primary',
  Awaiting: 'warning',
  Completed: 'success',
};

/** New tickets go to lane Next, id 1 (spec 3 §4). */
export const NEW_TICKET_LANE_ID = 1;
/** Moving an existing ticket to these lanes makes a comment mandatory (spec 3 §4). */
export const COMMENT_REQUIRED_LANE_IDS = [2, 7] as const;
/** The schedule group is required in the special project with this lane (spec 3 §4; the project id is a setting). */
export const SCHEDULE_GROUP_REQUIRED_LANE_ID = 2;

/** Form defaults (spec 3 §5, §9). */
export const DEFAULT_POINTS = 0.25;
export const DEFAULT_SORT_PRIORITY = 4;
export const DEFAULT_HEALTH_STATUS_ID = 1;

/** Auto-refresh every 30 s, default off (spec 3 §4, §9). */
export const AUTO_REFRESH_DEFAULT = false;

/** The menu-permission wait (spec 3 §8): at most 20 s, polling every 0.5 s. */
export const MENU_PERMISSION_WAIT = { timeoutMs: 20_000, pollMs: 500 } as const;
/** The parent module whose presence in the stored menu permissions the ticket screen checks (spec 3 §2). */
export const KANBAN_PARENT_MODULE = 'Kanban';

/** Page size of the ticket list dialog and the supporting documents grid (spec 3 §9). */
export const TICKET_LIST_PAGE_SIZE = 10;
export const SUPPORTING_DOCUMENTS_PAGE_SIZE = 10;
/** The ticket grid's default page size (ours: the spec does not give one for the main grid). */
export const TICKET_GRID_PAGE_SIZE = 50;

/** The ticket screen's six tabs (spec 3 §2), each a grouping of the grid. */
export const TICKET_SCREEN_TABS = ['tickets', 'module', 'requester', 'department', 'assigned', 'project'] as const;
export type TicketScreenTab = (typeof TICKET_SCREEN_TABS)[number];

/** The ticket dialog's ten tabs in order (spec 3 §2). */
export const TICKET_DIALOG_TABS = [
  'general',
  'attachments',
  'it',
  'supportingDocuments',
  'assignments',
  'comments',
  'checklist',
  'notifications',
  'timesheets',
  'testCases',
] as const;
export type TicketDialogTab = (typeof TICKET_DIALOG_TABS)[number];
/** Tabs that show a count (spec 3 §2). */
export const COUNTED_TABS: readonly TicketDialogTab[] = [
  'attachments',
  'comments',
  'timesheets',
  'checklist',
  'testCases',
  'supportingDocuments',
];

/** Quick-filter row 3 (IT only, spec 3 §4). */
export const PEOPLE_FILTERS = [
  'me',
  'noAgent',
  'developers',
  'businessAnalysts',
  'support',
  'pastEmployees',
  'noSprint',
] as const;
export type PeopleFilter = (typeof PEOPLE_FILTERS)[number];
/** The agent groups rows 3's group buttons match (a ticket's agentGroup). */
export const AGENT_GROUP_OF: Record<'developers' | 'businessAnalysts' | 'support' | 'pastEmployees', string> = {
  developers: 'Developers',
  businessAnalysts: 'Business Analysts',
  support: 'Support',
  pastEmployees: 'Past Employees',
};

/** Departments that decide the dialog's tabs (spec 3 §6). */
export const IT_DEPARTMENT = 'IT';
export const PRICING_DEPARTMENT = 'Pricing';
export const USA_SUBSIDIARY = 'USA';

/** Browser storage (spec 3 §4, §9): the quick filter per user in session storage. */
export const TICKET_STORAGE = {
  quickFilter: (appUserId: string | number, screen: 'tickets' | 'pricing') =>
    `a1.tickets.quickFilter.${screen}.${appUserId}`,
} as const;
