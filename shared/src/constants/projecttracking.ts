/**
 * Project tracking (spec 2 §4, §5, §6, §9): option lists, phases, fixed values and the only two messages of the
 * area. The spec's fixed ids (phase 106, user 3802, lane 5, milestone 442, project 165) are settings rows on the
 * server (server/src/settings.ts); the keys below name them, the numbers here are the seeded defaults.
 */

/** Initiative status options (spec 2 §4). */
export const INITIATIVE_STATUSES = ['Complete', 'Blocked', 'In Progress', 'Not Started'] as const;
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];

/** Feature status options (spec 2 §4). */
export const FEATURE_STATUSES = ['Complete', 'Blocked', 'In Progress', 'Not Scheduled', 'Not Approved'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

/** Initiative type options (spec 2 §4). */
export const INITIATIVE_TYPES = ['STR', 'PML'] as const;
export type InitiativeType = (typeof INITIATIVE_TYPES)[number];

/** Issue/risk status options (spec 2 §4). */
export const ISSUE_STATUSES = ['Open', 'Closed', 'Void'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** issueType: 1 is an issue, 2 a risk (spec 2 §3). */
export const ISSUE_TYPES = { issue: 1, risk: 2 } as const;
export const ISSUE_TYPE_NAMES: Record<number, string> = { 1: 'Issue', 2: 'Risk' };

/** Issue priority 1 High, 2 Medium, 3 Low; priorities 1 to 3 only (spec 2 §3, §9). */
export const ISSUE_PRIORITIES = [
  { id: 1, name: 'High' },
  { id: 2, name: 'Medium' },
  { id: 3, name: 'Low' },
] as const;
export const ISSUE_PRIORITY_MIN = 1;
export const ISSUE_PRIORITY_MAX = 3;

/** Feature phases, named with a numeric prefix and sorted by it (spec 2 §4). */
export const PHASE_NAMES = [
  '1-Not Approved',
  '2-Approved Not Scheduled',
  '3-Requirements',
  '4-Requirements Approval',
  '5-Ready for LOE',
  '6-LOE Complete',
  '7-Development Scheduled',
  '8-Development',
  '9-UAT Feedback',
  '10-Failed UAT',
  '11-UAT Accepted',
  '12-Complete',
  '13-Blocked',
] as const;

/** Phase cell colours by the phase's numeric prefix (spec 2 §4); other phases: none. */
export const PHASE_COLOURS = {
  red: [10, 13],
  green: [12],
  blue: [2, 3, 4, 5, 8, 9, 11],
} as const;

/** My Projects: the default phase filter, by numeric prefix (spec 2 §2). */
export const MY_PROJECTS_DEFAULT_PHASES = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13] as const;

/** Page sizes (spec 2 §9). */
export const PROJECT_GRID_PAGE_SIZE = 500;
export const DEFAULT_GRID_PAGE_SIZE = 10;
export const SUPPORTING_DOCUMENT_PAGE_SIZE = 10;

/** The status comment's maximum length (spec 2 §5, §9). */
export const STATUS_COMMENT_MAX = 500;

/** Keyword filter debounce and the chunked rendering of filter values (spec 2 §9). */
export const KEYWORD_DEBOUNCE_MS = 100;
export const FILTER_VALUE_CHUNK = 100;
export const FILTER_VALUE_CHUNK_INTERVAL_MS = 10;

/** Dates: stored as YYYY-MM-DDTHH:mm:ss, shown as MM/DD/YYYY (spec 2 §9). */
export const PROJECT_DATE_STORAGE_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
export const PROJECT_DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';

/** The settings rows holding the spec's fixed ids (server/src/settings.ts), with the values the spec gives. */
export const PROJECT_SETTING_KEYS = {
  newFeaturePhaseId: 'crf.defaultPhaseId',
  extraProcessOwnerUserId: 'crf.extraProcessOwnerUserId',
  placeholderLaneId: 'crf.placeholderLaneId',
  defaultMilestoneId: 'crf.defaultMilestoneId',
  defaultProjectId: 'crf.defaultProjectId',
  defaultSortOrder: 'crf.defaultSortOrder',
} as const;
export const PROJECT_FIXED_IDS = {
  newFeaturePhaseId: 106,
  extraProcessOwnerUserId: 3802,
  placeholderLaneId: 5,
  defaultMilestoneId: 442,
  defaultProjectId: 165,
  defaultSortOrder: 99,
} as const;

/** The role whose users are process owner choices (spec 2 §6). */
export const PROCESS_OWNER_ROLE = 'CRF Senior Manager Approval';
/** The role whose users are the business analysts (kanban/shared/BusinessAnalysts). */
export const BUSINESS_ANALYST_ROLE = 'Business Analyst';

/** A new feature from the grid (spec 2 §4): phase 106 (a settings row), 0 points, today, enabled. */
export const NEW_FEATURE_DEFAULTS = { estimatedPoints: 0, isEnabled: true } as const;

/** The four placeholder tickets of a new feature (spec 2 §4, §9), in the order they are created. */
export const PLACEHOLDER_TICKETS = [
  { name: 'BA Placeholder', type: 'Requirements' },
  { name: 'DEV Placeholder', type: 'Enhancement' },
  { name: 'DEV Feedback Placeholder', type: 'Issue' },
  { name: 'BA Feedback Placeholder', type: 'Requirements' },
] as const;
export const PLACEHOLDER_TICKET = { points: 1, priority: 'Medium', sortPriority: '4' } as const;

/**
 * The area's own messages. Spec 2 §8 (P-281) names the first two as its only user-facing ones, and has a failed save
 * or upload say nothing. We deliberately say more: issue 13 asks that a rejected upload say why, and the house rule is
 * that a failed save tells the user why. Those reasons come from the server's answer (the A1 envelope's message),
 * through the same notifications as every area, so P-281 is the one row of the area left unmet on purpose.
 */
export const PROJECT_MESSAGES = {
  commentTooLong: 'Maximum character limit of 500 exceeded',
  cloned: (name: string) => `The CRF was successfully cloned. The new CRF is called: ${name}`,
  confirmDelete: 'Are you sure?',
} as const;

/** The fields of an initiative or feature that History records (ours: the spec has no history). */
export const HISTORY_OBJECT_TYPES = ['initiative', 'feature'] as const;
export type HistoryObjectType = (typeof HISTORY_OBJECT_TYPES)[number];

/**
 * The two registers across every feature and initiative (ours, issue 24: the spec shows no cross-owner screen): the
 * issues and risks of every feature, and the feature and initiative timesheet entries. Their addresses open from
 * the project grid and are checked by the route guard as the Projects grid (kanban/project/grid-view).
 */
export const PROJECT_REGISTER_ROUTES = {
  issues: 'kanban/project/issues-and-risks',
  timesheets: 'kanban/project/timesheets',
} as const;
/** The owners the timesheet register lists (a ticket's and a project's entries have screens of their own). */
export const TIMESHEET_REGISTER_KINDS = ['Feature', 'Initiative'] as const;
export type TimesheetRegisterKind = (typeof TIMESHEET_REGISTER_KINDS)[number];
/** The timesheet register's default period: the last 30 days up to today. */
export const TIMESHEET_REGISTER_DEFAULT_DAYS = 30;
