/**
 * Modal rules of the project screens (spec 2 §2 Modals, §6): which tabs show, their badges, and what the
 * read-only CRFs view disables.
 */
export type InitiativeTab = 'general' | 'timesheets';
export type FeatureTab =
  'general' | 'attachments' | 'timesheets' | 'risks' | 'issues' | 'supportingDocuments' | 'history';

/** Initiative modal: General, and Timesheets only when a project is set. */
export function initiativeTabs(projectId: number | null | undefined): InitiativeTab[] {
  return projectId ? ['general', 'timesheets'] : ['general'];
}

/** Without a project, the initiative modal shows a Features button (the initiative's Features list modal). */
export const showsFeaturesButton = (projectId: number | null | undefined, isNew: boolean): boolean =>
  !projectId && !isNew;

/**
 * Feature modal: General and Attachments; an existing feature also Timesheets, Risks, Issues, Supporting
 * Documents, and History (ours: issue 13 point 6).
 */
export function featureTabs(isNew: boolean): FeatureTab[] {
  return isNew
    ? ['general', 'attachments']
    : ['general', 'attachments', 'timesheets', 'risks', 'issues', 'supportingDocuments', 'history'];
}

/** A tab badge shows its item count; nothing while unknown. */
export const tabBadge = (count: number | null | undefined): string | undefined =>
  count === null || count === undefined ? undefined : String(count);

export interface ReadOnlyPolicy {
  fieldsDisabled: boolean;
  attachmentUpload: boolean;
  addEnabled: boolean;
  deleteEnabled: boolean;
  /** Row clicks open issue, risk and supporting-document editing. */
  rowClickEdits: boolean;
  saveEnabled: boolean;
}

/** Spec 2 §6: the read-only mode disables all feature fields, hides upload, disables add and delete and row edits. */
export function readOnlyPolicy(readOnly: boolean): ReadOnlyPolicy {
  return {
    fieldsDisabled: readOnly,
    attachmentUpload: !readOnly,
    addEnabled: !readOnly,
    deleteEnabled: !readOnly,
    rowClickEdits: !readOnly,
    saveEnabled: !readOnly,
  };
}

/** Issue types (spec 2 §3): 1 issue, 2 risk. */
export const ISSUE_TYPE = { issue: 1, risk: 2 } as const;
