/**
 * The ticket form's rules (spec 3 §4, §5, §9): defaults of a new ticket, required fields, the lane rules, the
 * schedule groups offered, linked tickets, the Severe placeholder and the QA ticket.
 */
import {
  COMMENT_REQUIRED_LANE_IDS,
  DEFAULT_HEALTH_STATUS_ID,
  DEFAULT_POINTS,
  DEFAULT_SORT_PRIORITY,
  LINKED_TICKET_RANGE,
  NEW_TICKET_LANE_ID,
  QA_TICKET,
  SCHEDULE_GROUP_REQUIRED_LANE_ID,
  SORT_PRIORITIES,
} from '../../constants/ticketing-ui.ts';

/** The placement a new ticket starts in: a settings row each on the server (spec 3 §9, design §3). */
export interface TicketPlacement {
  projectId: number;
  milestoneId: number;
  sprintId: number;
}

/** The form's values, as far as the rules read them. */
export interface TicketFormValues {
  ticketId?: number | null;
  title?: string | null;
  type?: string | null;
  priority?: string | null;
  description?: string | null;
  projectId?: number | null;
  milestoneId?: number | null;
  sprintId?: number | null;
  laneId?: number | null;
  scheduleGroupId?: number | null;
  healthStatusId?: number | null;
  points?: number | null;
  sortPriority?: number | null;
  newComment?: string | null;
}

/** The defaults of a new ticket (spec 3 §4, §5, §9): lane Next, points 0.25, sort priority 4, health 1. */
export function newTicketDefaults(placement: TicketPlacement, laneId: number = NEW_TICKET_LANE_ID) {
  return {
    ...placement,
    laneId,
    points: DEFAULT_POINTS,
    sortPriority: DEFAULT_SORT_PRIORITY,
    healthStatusId: DEFAULT_HEALTH_STATUS_ID,
  };
}

export const isSortPriority = (value: unknown): boolean =>
  typeof value === 'number' && (SORT_PRIORITIES as readonly number[]).includes(value);

/** An existing ticket moved into lane 2 or 7 needs a comment (spec 3 §4). */
export function commentRequired(
  isNew: boolean,
  savedLaneId: number | null | undefined,
  laneId: number | null | undefined,
  commentLaneIds: readonly number[] = COMMENT_REQUIRED_LANE_IDS,
) {
  if (isNew || laneId == null || laneId === savedLaneId) return false;
  return commentLaneIds.includes(laneId);
}

/** Project 165 (a setting) in lane 2 needs a schedule group (spec 3 §4). */
export const scheduleGroupRequired = (
  projectId: number | null | undefined,
  laneId: number | null | undefined,
  specialProjectId: number,
  specialLaneId: number = SCHEDULE_GROUP_REQUIRED_LANE_ID,
): boolean => projectId === specialProjectId && laneId === specialLaneId;

export type TicketField =
  | 'title'
  | 'type'
  | 'priority'
  | 'description'
  | 'sprintId'
  | 'healthStatusId'
  | 'scheduleGroupId'
  | 'newComment'
  | 'sortPriority';

export interface TicketFormContext {
  /** The lane the ticket has on the server (undefined for a new ticket). */
  savedLaneId?: number | null;
  /** The special project of the schedule-group rule (setting, 165 in the spec). */
  specialProjectId: number;
  /** Whether the IT tab is the user's (its mandatory comment and health apply there). */
  itTab: boolean;
  /** The comment lanes (settings; 2 and 7 in the spec) and the schedule-group lane (2). */
  commentLaneIds?: readonly number[];
  scheduleGroupLaneId?: number;
}

const blank = (value: unknown): boolean =>
  value == null || (typeof value === 'string' && stripHtml(value).trim() === '') || value === 0;

/** Text of a rich-text value (to tell an empty editor, '<p></p>', from a description). */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The required fields that are missing (spec 3 §5). Submit and Save are disabled while any is. */
export function missingFields(values: TicketFormValues, context: TicketFormContext): TicketField[] {
  const missing: TicketField[] = [];
  if (blank(values.title)) missing.push('title');
  if (blank(values.type)) missing.push('type');
  if (blank(values.priority)) missing.push('priority');
  if (blank(values.description)) missing.push('description');
  if (blank(values.sprintId)) missing.push('sprintId');
  if (context.itTab) {
    if (blank(values.healthStatusId)) missing.push('healthStatusId');
    if (values.sortPriority != null && !isSortPriority(values.sortPriority)) missing.push('sortPriority');
    if (
      scheduleGroupRequired(values.projectId, values.laneId, context.specialProjectId, context.scheduleGroupLaneId) &&
      blank(values.scheduleGroupId)
    )
      missing.push('scheduleGroupId');
  }
  if (
    commentRequired(!values.ticketId, context.savedLaneId, values.laneId, context.commentLaneIds) &&
    blank(values.newComment)
  )
    missing.push('newComment');
  return missing;
}

export const canSave = (values: TicketFormValues, context: TicketFormContext): boolean =>
  missingFields(values, context).length === 0;

/** A schedule group as the IT tab offers it. */
export interface ScheduleGroupOption {
  scheduleGroupId: number;
  isFutureGroup: boolean;
}

/** Only future groups, or the ticket's own (spec 3 §5). */
export function offeredScheduleGroups<G extends ScheduleGroupOption>(groups: readonly G[], ownId?: number | null): G[] {
  return groups.filter((g) => g.isFutureGroup || (ownId != null && g.scheduleGroupId === ownId));
}

/** The comment posted on any other lane change (spec 3 §4; our wording, written in the README). */
export const laneChangeComment = (userName: string, fromLane: string, toLane: string): string =>
  `${userName} changed the lane from ${fromLane} to ${toLane}`;

/** The ticket numbers referenced as #number in a description, 1 to 999998, in order of first mention (spec 3 §5). */
export function linkedTickets(description: string | null | undefined, selfId?: number | null): number[] {
  if (!description) return [];
  const found: number[] = [];
  for (const match of stripHtml(description).matchAll(/(?<![\w&])#(\d{1,7})(?!\d)/g)) {
    const id = Number(match[1]);
    if (id < LINKED_TICKET_RANGE.min || id > LINKED_TICKET_RANGE.max) continue;
    if (id === selfId || found.includes(id)) continue;
    found.push(id);
  }
  return found;
}

/** With priority Severe the description asks for a cell phone number (spec 3 §5); the placeholder's key. */
export const descriptionPlaceholderKey = (priority: string | null | undefined): 'severe' | 'default' =>
  priority === 'Severe' ? 'severe' : 'default';
export const SEVERE_PLACEHOLDER_EN = 'Please provide a cell phone number where you can be contacted';

/** A QA ticket made from a ticket (spec 3 §9): points 1, sort priority 4, lane 5, type Testing, 'QA:' prefixes. */
export function qaTicketFrom<T extends { title: string; description?: string | null }>(ticket: T) {
  return {
    ...ticket,
    ticketId: 0,
    title: `${QA_TICKET.prefix} ${ticket.title}`,
    description: `${QA_TICKET.prefix} ${ticket.description ?? ''}`.trim(),
    points: QA_TICKET.points,
    sortPriority: QA_TICKET.sortPriority,
    laneId: QA_TICKET.laneId,
    type: QA_TICKET.type,
  };
}

/** The points total shows with two decimals (spec 3 §9). */
export const pointsTotal = (points: readonly (number | string | null | undefined)[]): string =>
  points.reduce<number>((sum, p) => sum + (Number(p) || 0), 0).toFixed(2);

/** Required fields of the tabs' small forms (spec 3 §5). */
export const canSaveText = (text: string | null | undefined): boolean => !!text && stripHtml(text).trim() !== '';
export function timesheetMissing(values: {
  date?: string | null;
  hours?: number | null;
  categoryId?: number | null;
}): Array<'date' | 'hours' | 'categoryId'> {
  const missing: Array<'date' | 'hours' | 'categoryId'> = [];
  if (!values.date) missing.push('date');
  if (values.hours == null || !(values.hours > 0)) missing.push('hours');
  if (!values.categoryId) missing.push('categoryId');
  return missing;
}
export function testCaseMissing(values: {
  testCaseDescription?: string | null;
  testStatus?: string | null;
}): Array<'testCaseDescription' | 'testStatus'> {
  const missing: Array<'testCaseDescription' | 'testStatus'> = [];
  if (!canSaveText(values.testCaseDescription)) missing.push('testCaseDescription');
  if (!values.testStatus) missing.push('testStatus');
  return missing;
}

/** Deleting a test case is a save with isenabled false (spec 3 §4). */
export const testCaseDeletion = <T extends object>(testCase: T): T & { isenabled: false } => ({
  ...testCase,
  isenabled: false,
});

/** A tab's edit answered with a falsy result reverts the local change (spec 3 §8). */
export function applyOrRevert<T>(before: T, after: T, result: unknown): T {
  return result ? after : before;
}
