/**
 * Feature rules of spec 2 §4, §6: new-feature defaults, the placeholder tickets, process owner choices and
 * defaults, clone, issue names and dates. The grid's rules (modes, columns, phases, defaults) are in grid-*.ts.
 */
import {
  NEW_FEATURE_DEFAULTS,
  PLACEHOLDER_TICKET,
  PLACEHOLDER_TICKETS,
  PROJECT_MESSAGES,
} from '../../constants/projecttracking.ts';
import { createdTicketDefaults } from '../ticket-writes/index.ts';

/** yyyy-mm-dd of a date, in local time. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A new feature from the grid (spec 2 §4): phase 106 (the settings row), 0 points, start today, enabled. */
export const newFeatureDefaults = (phaseId: number, today: Date) => ({
  phaseId,
  estimatedPoints: NEW_FEATURE_DEFAULTS.estimatedPoints,
  startDate: isoDay(today),
  isEnabled: NEW_FEATURE_DEFAULTS.isEnabled,
});

export interface PlaceholderTicket {
  title: string;
  description: string;
  type: string;
  laneId: number;
  points: number;
  priority: string;
  sortPriority: string;
  requesterId: number;
  healthStatusId: number;
  startDate: string;
}

/**
 * The four placeholder tickets of a new feature (spec 2 §4): lane 5 (the settings row), 1 point, Medium, sort
 * priority '4', requester the current user; title and description the placeholder name followed by the feature's.
 * Like every created ticket they start with health 1 and today's start date (spec 3 §5; issue 29 point 8: without
 * them the ticket dialog asked for Ticket Health and could not save).
 */
export const placeholderTickets = (
  featureName: string,
  laneId: number,
  requesterId: number,
  now: Date,
): PlaceholderTicket[] =>
  PLACEHOLDER_TICKETS.map((p) => ({
    ...createdTicketDefaults(now),
    title: `${p.name} ${featureName}`,
    description: `${p.name} ${featureName}`,
    type: p.type,
    laneId,
    points: PLACEHOLDER_TICKET.points,
    priority: PLACEHOLDER_TICKET.priority,
    sortPriority: PLACEHOLDER_TICKET.sortPriority,
    requesterId,
  }));

export interface UserChoice {
  appUserId: number;
  userEmail: string;
  userFullName: string;
}

/** Process owner choices: the role's users plus the fixed extra user, once each, by name (spec 2 §6). */
export function processOwnerChoices<U extends UserChoice>(roleUsers: readonly U[], extraUser: U | null): U[] {
  const all = extraUser ? [...roleUsers, extraUser] : [...roleUsers];
  const seen = new Set<number>();
  return all
    .filter((u) => !seen.has(u.appUserId) && !!seen.add(u.appUserId))
    .sort((a, b) => a.userFullName.localeCompare(b.userFullName));
}

/** A new or submitted CRF of a global user starts with the extra user as process owner (spec 2 §6). */
export const defaultProcessOwner = <U extends UserChoice>(
  isGlobal: boolean,
  isNewOrSubmit: boolean,
  extraUser: U | null,
): U | null => (isGlobal && isNewOrSubmit ? extraUser : null);

/** Global: the user's subsidiary is not USA (shell §6). */
export const isGlobalSubsidiary = (subsidiaryName: string | null | undefined): boolean => subsidiaryName !== 'USA';

/** The clone success message (spec 2 §4). */
export const cloneMessage = (name: string): string => PROJECT_MESSAGES.cloned(name);

/**
 * The name of a clone (ours): 'Copy of ' and the original's name, kept to the 200 characters a feature name holds.
 * Spec 2 §4 and T-248 fix only the call (id and name) and the success message, not the new CRF's name; keeping the
 * original's name gave the grid two CRFs called the same (issue 29 point 8), so the clone is named as users expect.
 * Stored data, so the same in every language.
 */
export const cloneName = (name: string): string => `Copy of ${name.trim()}`.slice(0, 200);

/** Issue type 1 is an issue, 2 a risk (spec 2 §3). */
export const issueTypeName = (issueType: number): 'Issue' | 'Risk' | null =>
  issueType === 1 ? 'Issue' : issueType === 2 ? 'Risk' : null;
/** Issue priority 1 High, 2 Medium, 3 Low (spec 2 §3). */
export const issuePriorityName = (priority: number): 'High' | 'Medium' | 'Low' | null =>
  priority === 1 ? 'High' : priority === 2 ? 'Medium' : priority === 3 ? 'Low' : null;

/** Dates stored as YYYY-MM-DDTHH:mm:ss (spec 2 §9). */
export const toStoredDate = (day: string): string => `${day.slice(0, 10)}T00:00:00`;
/** Dates shown as MM/DD/YYYY (spec 2 §9); '' for none. */
export const toDisplayDate = (value: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
};
