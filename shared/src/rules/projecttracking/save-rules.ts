/**
 * The disabled-save rules of spec 2 §5 as pure functions: the web disables Save while one holds, the server
 * refuses the same input. Each answers the reasons (empty when saving is allowed).
 */
import { STATUS_COMMENT_MAX, PROJECT_MESSAGES } from '../../constants/projecttracking.ts';

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';
const missingId = (value: number | null | undefined): boolean => !value || value <= 0;
const missingEmail = (value: { email?: string | null } | null | undefined): boolean => blank(value?.email);

export type FeatureSaveBlock =
  | 'readOnly'
  | 'name'
  | 'phase'
  | 'processOwner'
  | 'requestSummary'
  | 'originalRequestor'
  | 'projectOrInitiative'
  | 'health'
  | 'commentTooLong';

export interface FeatureDraft {
  sprintName?: string | null;
  phaseId?: number | null;
  seniorManagerApproval?: { email?: string | null } | null;
  requestSummary?: string | null;
  originalRequestor?: { email?: string | null } | null;
  projectId?: number | null;
  milestoneId?: number | null;
  healthStatusId?: number | null;
  comment?: string | null;
}

export interface FeatureFormMode {
  readOnly: boolean;
  /** Submit CRF from the user menu (shell §2). */
  submitCrf: boolean;
  /** A feature not saved yet. */
  isNew: boolean;
}

/** Whether the status comment is over its limit (spec 2 §5: 500 characters). */
export const isStatusCommentTooLong = (comment: string | null | undefined): boolean =>
  (comment ?? '').length > STATUS_COMMENT_MAX;

/** The status comment's error message, or null (spec 2 §5). */
export const statusCommentError = (comment: string | null | undefined): string | null =>
  isStatusCommentTooLong(comment) ? PROJECT_MESSAGES.commentTooLong : null;

/** Why the feature's Save is disabled (spec 2 §5); empty when it is enabled. */
export function featureSaveBlocks(draft: FeatureDraft, mode: FeatureFormMode): FeatureSaveBlock[] {
  const blocks: FeatureSaveBlock[] = [];
  if (mode.readOnly) blocks.push('readOnly');
  if (blank(draft.sprintName)) blocks.push('name');
  if (missingId(draft.phaseId)) blocks.push('phase');
  if (missingEmail(draft.seniorManagerApproval)) blocks.push('processOwner');
  if (blank(draft.requestSummary)) blocks.push('requestSummary');
  if ((mode.submitCrf || mode.isNew) && missingEmail(draft.originalRequestor)) blocks.push('originalRequestor');
  if (!mode.submitCrf && (missingId(draft.projectId) || missingId(draft.milestoneId)))
    blocks.push('projectOrInitiative');
  if (missingId(draft.healthStatusId)) blocks.push('health');
  if (isStatusCommentTooLong(draft.comment)) blocks.push('commentTooLong');
  return blocks;
}

export const isFeatureSaveDisabled = (draft: FeatureDraft, mode: FeatureFormMode): boolean =>
  featureSaveBlocks(draft, mode).length > 0;

export type InitiativeSaveBlock = 'project' | 'name' | 'status';
export interface InitiativeDraft {
  projectID?: number | null;
  milestoneText?: string | null;
  status?: string | null;
}

/** Why the initiative's Save is disabled (spec 2 §5: no project (id 0), no name, no status). */
export function initiativeSaveBlocks(draft: InitiativeDraft): InitiativeSaveBlock[] {
  const blocks: InitiativeSaveBlock[] = [];
  if (missingId(draft.projectID)) blocks.push('project');
  if (blank(draft.milestoneText)) blocks.push('name');
  if (blank(draft.status)) blocks.push('status');
  return blocks;
}
export const isInitiativeSaveDisabled = (draft: InitiativeDraft): boolean => initiativeSaveBlocks(draft).length > 0;
/** The initiative's Type is marked required (spec 2 §5). */
export const INITIATIVE_REQUIRED_FIELDS = ['projectID', 'milestoneText', 'status', 'type'] as const;

export interface IssueDraft {
  priority?: number | null;
  description?: string | null;
  status?: string | null;
  issueDate?: string | null;
}
/** The missing required fields of an issue or risk (spec 2 §5: priority, description, status, issue date). */
export function issueMissingFields(draft: IssueDraft): Array<keyof IssueDraft> {
  const missing: Array<keyof IssueDraft> = [];
  if (!draft.priority || draft.priority < 1 || draft.priority > 3) missing.push('priority');
  if (blank(draft.description)) missing.push('description');
  if (blank(draft.status)) missing.push('status');
  if (blank(draft.issueDate)) missing.push('issueDate');
  return missing;
}

/** An issue comment needs its text (spec 2 §5). */
export const isIssueCommentValid = (comment: string | null | undefined): boolean => !blank(comment);
/** A supporting document needs its link (spec 2 §5). */
export const isSupportingDocumentValid = (link: string | null | undefined): boolean => !blank(link);

export interface TimesheetDraft {
  date?: string | null;
  hours?: number | string | null;
  categoryId?: number | null;
}
/** The missing required fields of a timesheet entry (spec 2 §5: date, hours, category); Post/Save waits for none. */
export function timesheetMissingFields(draft: TimesheetDraft): Array<keyof TimesheetDraft> {
  const missing: Array<keyof TimesheetDraft> = [];
  if (blank(draft.date)) missing.push('date');
  const hours = typeof draft.hours === 'string' ? Number(draft.hours) : draft.hours;
  if (
    hours === null ||
    hours === undefined ||
    (typeof draft.hours === 'string' && blank(draft.hours)) ||
    !Number.isFinite(hours) ||
    hours <= 0
  )
    missing.push('hours');
  if (missingId(draft.categoryId)) missing.push('categoryId');
  return missing;
}
export const isTimesheetSaveDisabled = (draft: TimesheetDraft): boolean => timesheetMissingFields(draft).length > 0;

/**
 * A save succeeded only on status 200, in responseStatus or at top level (spec 2 §8); otherwise the modal stays
 * open.
 */
export function isSaveSuccess(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const record = answer as { status?: unknown; responseStatus?: { responseStatusCode?: unknown } };
  const code = record.responseStatus?.responseStatusCode ?? record.status;
  return code === 200;
}
