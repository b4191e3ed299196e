/**
 * Project tracking (spec 2 §3): the entities the KanbanBoard and project-grid calls carry, with the field names
 * the spec gives (milestoneID, sprintId, feature_Id…). One declaration gives the type and the JSON schema.
 */
import { staffMenu, check } from './call.ts';
import { Day, Id, Nullable, Strict, T } from './fields.ts';
import { PROJECT_SCREENS } from '../rules/access.ts';
import { TICKET_SCREENS } from './ticketing-base.ts';
import { PROJECT_EMAIL_PATTERN } from '../rules/projecttracking/email.ts';
import { HTTP_LINK_PATTERN, OPTIONAL_HTTP_LINK_PATTERN } from '../rules/ticket-writes/index.ts';
import {
  FEATURE_STATUSES,
  INITIATIVE_STATUSES,
  INITIATIVE_TYPES,
  ISSUE_PRIORITY_MAX,
  ISSUE_PRIORITY_MIN,
  ISSUE_STATUSES,
  STATUS_COMMENT_MAX,
} from '../constants/projecttracking.ts';
// Issue 23 point 8: versioned records (kept apart from the import above, which other work changes).
import { RecordVersion, SentVersion } from './fields.ts';

export const KANBAN_BASE = '/api/A1/KanbanBoard';
export const PROJECT_GRID_BASE = '/api/a1/kanban/project/gridview';
/** Our paths for what the spec leaves unshown (modal lookups, history, tab counts). */
export const PROJECT_OURS_BASE = '/api/a1/kanban/project';

/** Internal staff browse projects and CRFs read-only (the CRFs view, spec 2 §2, §6). */
export const projectRead = check('internal');
/** Editing is for who reaches the project screens of the Kanban module. */
export const projectEdit = staffMenu(...PROJECT_SCREENS);
/**
 * The card calls (a card is a ticket) are for internal staff whose roles grant the card board, a ticket screen or a
 * project screen (project tabs share comments, attachments and checklists). The browser's guard skips the card
 * board's route (shell §6); the server never does.
 */
export const kanbanWork = staffMenu('kanban/card/board-view', ...TICKET_SCREENS, ...PROJECT_SCREENS);

const Name = (max = 200) => T.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Note = (max = 4000) => T.String({ maxLength: max });
const Hours = T.Number({ exclusiveMinimum: 0, maximum: 24 });
const Flag = T.Boolean();
/** An e-mail as spec 2 §5 accepts it (bracketed IPv4 domains too). */
export const ProjectEmail = T.String({ minLength: 3, maxLength: 320, pattern: PROJECT_EMAIL_PATTERN });
/** A person of a feature: an object holding an e-mail (spec 2 §3). */
export const PersonRef = Strict({ email: ProjectEmail });
export type PersonRef = typeof PersonRef.static;
const OptionalDay = T.Optional(Nullable(Day));

// ——— Grid row ———

export const ProjectGridRow = T.Object({
  project: T.String(),
  projectID: T.Integer(),
  initiative: T.String(),
  initiativeID: T.Integer(),
  initiativeSortOrder: T.Integer(),
  initiativeType: T.String(),
  initiativeEnabled: T.Boolean(),
  feature: Nullable(T.String()),
  featureID: Nullable(T.Integer()),
  featureSortOrder: Nullable(T.Integer()),
  featurePhase: Nullable(T.String()),
  featureStartDate: Nullable(T.String()),
  featureEndDate: Nullable(T.String()),
  requirementsDueDate: Nullable(T.String()),
  featureDueDate: Nullable(T.String()),
  featureOriginalRequestor: Nullable(T.String()),
  featureOwner: Nullable(T.String()),
  initialSprintStartDate: Nullable(T.String()),
  ownerDepartment: Nullable(T.String()),
  featureSeniorManagerApproval: Nullable(T.String()),
  featureBA: Nullable(T.String()),
  mainFeatureDeveloper: Nullable(T.String()),
  minimumSprintDate: Nullable(T.String()),
  featureSticker: Nullable(T.String()),
  featureNote: Nullable(T.String()),
  remainingPoints: T.Number(),
  remainingTickets: T.Integer(),
  featureEnabled: Nullable(T.Boolean()),
  /** Ours: the project's priority (a hidden column). */
  priority: Nullable(T.Integer()),
  /** Ours: hours booked on the feature (its timesheets and its tickets' timesheets). */
  featureTimesheetHours: T.Number(),
  /** Ours: hours booked on the initiative (its timesheets and all its features' hours). */
  initiativeTimesheetHours: T.Number(),
});
export type ProjectGridRow = typeof ProjectGridRow.static;

export const Phase = T.Object({ id: T.Integer(), name: T.String(), sortOrder: T.Integer() });
export type Phase = typeof Phase.static;
export const CustomerOption = T.Object({ id: T.Integer(), name: T.String() });
export type CustomerOption = typeof CustomerOption.static;

/** A user option (spec 2 §3). */
export const UserOption = T.Object({
  appUserId: T.Integer(),
  userEmail: T.String(),
  userFullName: T.String(),
  departmentId: Nullable(T.Integer()),
});
export type UserOption = typeof UserOption.static;

// ——— Projects ———

export const Project = T.Object({
  projectId: T.Integer(),
  projectName: T.String(),
  sortOrder: T.Integer(),
  isEnabled: T.Boolean(),
});
export type Project = typeof Project.static;
export const NewProject = Strict({
  projectName: Name(),
  sortOrder: T.Optional(T.Integer({ minimum: 0, maximum: 1_000_000 })),
  isEnabled: T.Optional(Flag),
});
export const ProjectUpdate = Strict({
  projectId: Id,
  projectName: Name(),
  sortOrder: T.Optional(T.Integer({ minimum: 0, maximum: 1_000_000 })),
  isEnabled: T.Optional(Flag),
});

// ——— Initiatives (milestones) ———

export const Milestone = T.Object({
  milestoneID: T.Integer(),
  milestoneText: T.String(),
  projectID: T.Integer(),
  comment: Nullable(T.String()),
  status: T.String(),
  progress: T.Integer(),
  type: T.String(),
  sortOrder: T.Integer(),
  startDate: Nullable(T.String()),
  endDate: Nullable(T.String()),
  isHeadOffice: T.Boolean(),
  isEnabled: T.Boolean(),
  createdOn: T.String(),
  createdBy: Nullable(T.String()),
  version: RecordVersion,
});
export type Milestone = typeof Milestone.static;

const milestoneFields = {
  milestoneText: Name(),
  projectID: Id,
  comment: T.Optional(Nullable(Note())),
  status: T.Union(INITIATIVE_STATUSES.map((s) => T.Literal(s))),
  progress: T.Optional(T.Integer({ minimum: 0, maximum: 100 })),
  type: T.Union(INITIATIVE_TYPES.map((s) => T.Literal(s))),
  sortOrder: T.Optional(T.Integer({ minimum: 0, maximum: 1_000_000 })),
  startDate: OptionalDay,
  endDate: OptionalDay,
  isHeadOffice: T.Optional(Flag),
  isEnabled: T.Optional(Flag),
};
/** A new initiative; defaultFeatureName (new only) names a first feature created with it (spec 2 §3). */
export const NewMilestone = Strict({ ...milestoneFields, defaultFeatureName: T.Optional(Nullable(Name())) });
export type NewMilestone = typeof NewMilestone.static;
/** version: optional so other A1 clients still save; the web always sends it (design §3, README). */
export const MilestoneUpdate = Strict({ milestoneID: Id, version: SentVersion, ...milestoneFields });
export type MilestoneUpdate = typeof MilestoneUpdate.static;

// ——— Features (sprints) ———

export const Sprint = T.Object({
  sprintId: T.Integer(),
  sprintName: T.String(),
  milestoneId: T.Integer(),
  milestoneText: T.String(),
  projectId: T.Integer(),
  startDate: Nullable(T.String()),
  endDate: Nullable(T.String()),
  dueDate: Nullable(T.String()),
  requirementsDueDate: Nullable(T.String()),
  estimatedPoints: T.Integer(),
  comment: Nullable(T.String()),
  status: T.String(),
  progress: T.Integer(),
  sortOrder: T.Integer(),
  isEnabled: T.Boolean(),
  isEffort: T.Boolean(),
  phaseId: Nullable(T.Integer()),
  originalRequestor: Nullable(T.Object({ email: T.String() })),
  owner: Nullable(T.Object({ email: T.String() })),
  seniorManagerApproval: Nullable(T.Object({ email: T.String() })),
  healthStatusId: Nullable(T.Integer()),
  customer: Nullable(T.String()),
  requestSummary: Nullable(T.String()),
  crfLink: Nullable(T.String()),
  businessAnalystId: Nullable(T.Integer()),
  businessAnalystName: Nullable(T.String()),
  sticker: Nullable(T.String()),
  version: RecordVersion,
});
export type Sprint = typeof Sprint.static;

const sprintFields = {
  sprintName: Name(),
  milestoneId: Id,
  projectId: Id,
  startDate: OptionalDay,
  endDate: OptionalDay,
  dueDate: OptionalDay,
  requirementsDueDate: OptionalDay,
  estimatedPoints: T.Optional(T.Integer({ minimum: 0, maximum: 100_000 })),
  /** The status comment (spec 2 §3), at most 500 characters (spec 2 §5). */
  comment: T.Optional(Nullable(T.String({ maxLength: STATUS_COMMENT_MAX }))),
  status: T.Optional(T.Union(FEATURE_STATUSES.map((s) => T.Literal(s)))),
  progress: T.Optional(T.Integer({ minimum: 0, maximum: 100 })),
  sortOrder: T.Optional(T.Integer({ minimum: 0, maximum: 1_000_000 })),
  isEnabled: T.Optional(Flag),
  isEffort: T.Optional(Flag),
  phaseId: Id,
  originalRequestor: T.Optional(Nullable(PersonRef)),
  owner: T.Optional(Nullable(PersonRef)),
  seniorManagerApproval: PersonRef,
  healthStatusId: Id,
  customer: T.Optional(Nullable(T.String({ maxLength: 200 }))),
  requestSummary: T.String({ minLength: 1, maxLength: 8000, pattern: '\\S' }),
  crfLink: T.Optional(Nullable(T.String({ maxLength: 2000, pattern: OPTIONAL_HTTP_LINK_PATTERN }))),
  businessAnalystId: T.Optional(Nullable(Id)),
  sticker: T.Optional(Nullable(T.String({ maxLength: 100 }))),
};
/** A file sent with a new feature: uploaded in the same transaction as the feature (spec 2 §4). */
export const PendingAttachment = Strict({
  fileName: Name(255),
  /** base64, with or without its data: URL prefix. */
  content: T.String({ minLength: 1, maxLength: 14 * 1024 * 1024 }),
});
export const NewSprint = Strict({
  ...sprintFields,
  /** Ours: pending attachments, stored with the feature. */
  attachments: T.Optional(T.Array(PendingAttachment, { maxItems: 10 })),
});
export type NewSprint = typeof NewSprint.static;
/** version: optional so other A1 clients still save; the web always sends it (design §3, README). */
export const SprintUpdate = Strict({ sprintId: Id, version: SentVersion, ...sprintFields });
export type SprintUpdate = typeof SprintUpdate.static;

/** The counts a feature modal's tab badges show (spec 2 §2), in one call. */
export const FeatureCounts = T.Object({
  attachments: T.Integer(),
  timesheets: T.Integer(),
  risks: T.Integer(),
  issues: T.Integer(),
  supportingDocuments: T.Integer(),
  tickets: T.Integer(),
  history: T.Integer(),
});
export type FeatureCounts = typeof FeatureCounts.static;

// ——— Timesheets ———

/** A project timesheet entry (KanbanBoard/ProjectTimesheet; fields ours, as the initiative entry's). */
export const ProjectTimesheet = T.Object({
  projectTimesheetId: T.Integer(),
  projectId: T.Integer(),
  date: T.String(),
  hours: T.Number(),
  categoryTypeId: T.Integer(),
  notes: Nullable(T.String()),
  isEnabled: T.Boolean(),
  createdBy: T.String(),
  /** Who last changed it and when (issue 23); null until a change. */
  modifiedBy: T.Optional(Nullable(T.String())),
  modifiedOn: T.Optional(Nullable(T.String())),
});
export type ProjectTimesheet = typeof ProjectTimesheet.static;
const projectTimesheetFields = {
  projectId: Id,
  date: Day,
  hours: Hours,
  /** The category id (spec 2 §3 calls it Description). */
  description: Id,
  notes: T.Optional(Nullable(Note())),
  isEnabled: T.Optional(Flag),
};
export const NewProjectTimesheet = Strict(projectTimesheetFields);
export const ProjectTimesheetUpdate = Strict({ projectTimesheetId: Id, ...projectTimesheetFields });

// ——— Issues, risks, comments, supporting documents ———

export const Issue = T.Object({
  issueId: T.Integer(),
  issueType: T.Integer(),
  sprintId: T.Integer(),
  priority: T.Integer(),
  description: T.String(),
  status: T.String(),
  issueDate: T.String(),
  closeOutDate: Nullable(T.String()),
  latestComment: Nullable(T.String()),
  isEnabled: T.Boolean(),
  version: RecordVersion,
});
export type Issue = typeof Issue.static;
const issueFields = {
  issueType: T.Union([T.Literal(1), T.Literal(2)]),
  sprintId: Id,
  priority: T.Integer({ minimum: ISSUE_PRIORITY_MIN, maximum: ISSUE_PRIORITY_MAX }),
  description: T.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
  status: T.Union(ISSUE_STATUSES.map((s) => T.Literal(s))),
  issueDate: Day,
  closeOutDate: OptionalDay,
  /** Accepted and ignored: issues and risks are always saved enabled (spec 2 §4). */
  isEnabled: T.Optional(Flag),
};
export const NewIssue = Strict(issueFields);
export type NewIssue = typeof NewIssue.static;
/** version: optional so other A1 clients still save; the web always sends it (design §3, README). */
export const IssueUpdate = Strict({ issueId: Id, version: SentVersion, ...issueFields });
export type IssueUpdate = typeof IssueUpdate.static;

export const IssueComment = T.Object({
  id: T.Integer(),
  featureIssueId: T.Integer(),
  comment: T.String(),
  isEnabled: T.Boolean(),
  createdBy: T.String(),
  createdOn: T.String(),
  /** Who last changed it and when (issue 23); null until a change. */
  modifiedBy: T.Optional(Nullable(T.String())),
  modifiedOn: T.Optional(Nullable(T.String())),
});
export type IssueComment = typeof IssueComment.static;
const CommentText = T.String({ minLength: 1, maxLength: 4000, pattern: '\\S' });
export const NewIssueComment = Strict({ featureIssueId: Id, comment: CommentText, isEnabled: T.Optional(Flag) });
export const IssueCommentUpdate = Strict({
  id: Id,
  featureIssueId: Id,
  comment: CommentText,
  isEnabled: T.Optional(Flag),
});

export const SupportingDocument = T.Object({
  id: T.Integer(),
  feature_Id: T.Integer(),
  document_Link: T.String(),
  is_Enabled: T.Boolean(),
  created_By: T.String(),
  created_On: T.String(),
});
export type SupportingDocument = typeof SupportingDocument.static;
/** http(s) only: javascript: and data: links are refused (issue 23). */
const Link = T.String({ minLength: 1, maxLength: 2000, pattern: HTTP_LINK_PATTERN });
export const NewSupportingDocument = Strict({ feature_Id: Id, document_Link: Link, is_Enabled: T.Optional(Flag) });
export const SupportingDocumentUpdate = Strict({
  id: Id,
  feature_Id: Id,
  document_Link: Link,
  is_Enabled: T.Optional(Flag),
});

// ——— History (ours) ———

export const HistoryEntry = T.Object({
  id: T.Integer(),
  objectType: T.String(),
  objectId: T.Integer(),
  field: T.String(),
  before: Nullable(T.String()),
  after: Nullable(T.String()),
  changedBy: T.String(),
  changedOn: T.String(),
});
export type HistoryEntry = typeof HistoryEntry.static;

// ——— Attachments ———

/** An attachment (spec 2 §3); the list leaves content out, the download carries it. */
export const Attachment = T.Object({
  attachmentId: T.Integer(),
  sprintId: Nullable(T.Integer()),
  cardId: Nullable(T.Integer()),
  projectId: Nullable(T.Integer()),
  fileName: T.String(),
  contentType: T.String(),
  size: T.Integer(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type Attachment = typeof Attachment.static;
