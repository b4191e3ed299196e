/**
 * The shapes of a ticket's tabs (spec 3 §3): attachments, comments, checklist, timesheets (and the feature's and
 * initiative's), test cases, notifications and supporting documents. Field names follow the spec; where it shows none
 * they are ours and said so.
 */
import { TICKET_LIMITS } from '../constants/ticketing.ts';
import { Base64File, Day, Id, Nullable, Strict, T } from './fields.ts';
import { TestStatusField, Required } from './ticketing-types.ts';

/** Attachment (spec 3 §3); content is base64 and only sent by GET Attachment. */
export const Attachment = T.Object({
  attachmentId: T.Integer(),
  ticketId: T.Integer(),
  fileName: T.String(),
  /** The stored file's unique prefix (ours: the attachment id and a random part). */
  filePrefix: T.String(),
  contentType: T.String(),
  size: T.Integer(),
  content: Nullable(T.String()),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type Attachment = typeof Attachment.static;

export const SprintAttachment = T.Object({
  attachmentId: T.Integer(),
  sprintId: T.Integer(),
  fileName: T.String(),
  filePrefix: T.String(),
  contentType: T.String(),
  size: T.Integer(),
  content: Nullable(T.String()),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type SprintAttachment = typeof SprintAttachment.static;

export const FileUpload = {
  fileName: T.String({ minLength: 1, maxLength: TICKET_LIMITS.fileName }),
  content: Base64File,
};

export const Comment = T.Object({
  commentId: T.Integer(),
  cardId: T.Integer(),
  comment: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
  /** Who last changed it and when (issue 23); null until a change. */
  modifiedBy: T.Optional(Nullable(T.String())),
  modifiedOn: T.Optional(Nullable(T.String())),
});
export type Comment = typeof Comment.static;

export const ChecklistItem = T.Object({
  id: T.Integer(),
  cardId: T.Integer(),
  item: T.String(),
  completed: T.Boolean(),
});
export type ChecklistItem = typeof ChecklistItem.static;

/** Ticket timesheet (spec 3 §3): description is the category id, categoryTypeId its name's id too. */
export const Timesheet = T.Object({
  id: T.Integer(),
  ticketId: T.Integer(),
  date: T.String(),
  hours: T.Number(),
  description: T.Integer(),
  categoryTypeId: T.Integer(),
  categoryName: T.String(),
  notes: Nullable(T.String()),
  createdBy: T.String(),
  createdOn: T.String(),
  /** Who last changed it and when (issue 23); null until a change. */
  modifiedBy: T.Optional(Nullable(T.String())),
  modifiedOn: T.Optional(Nullable(T.String())),
});
export type Timesheet = typeof Timesheet.static;

const timesheetFields = {
  date: Day,
  hours: T.Number({ exclusiveMinimum: 0, maximum: TICKET_LIMITS.hours }),
  /** The category id (spec 3 §3: description). */
  description: Id,
  notes: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.notes }))),
};
export const NewTimesheet = Strict({ ticketId: Id, ...timesheetFields });
export const TimesheetUpdate = Strict({ id: Id, ticketId: T.Optional(Id), ...timesheetFields });

/** A feature's or initiative's timesheet row (FeatureTimesheet, InitiativeTimesheet, Shared/Timesheet). */
export const WorkTimesheet = T.Object({
  id: T.Integer(),
  timesheetType: T.String(),
  /** The ticket, feature or initiative id. */
  parentId: T.Integer(),
  userId: T.Integer(),
  userName: T.String(),
  date: T.String(),
  hours: T.Number(),
  description: T.Integer(),
  categoryName: T.String(),
  notes: Nullable(T.String()),
  createdBy: T.String(),
  createdOn: T.String(),
  /** Who last changed it and when (issue 23); null until a change. */
  modifiedBy: T.Optional(Nullable(T.String())),
  modifiedOn: T.Optional(Nullable(T.String())),
});
export type WorkTimesheet = typeof WorkTimesheet.static;
export const workTimesheetFields = timesheetFields;

export const TestCase = T.Object({
  testCaseId: T.Integer(),
  ticketId: T.Integer(),
  testCaseDescription: T.String(),
  testStatus: T.String(),
  testSteps: Nullable(T.String()),
  testData: Nullable(T.String()),
  expectedResults: Nullable(T.String()),
  actualResults: Nullable(T.String()),
  testNotes: Nullable(T.String()),
  isenabled: T.Boolean(),
});
export type TestCase = typeof TestCase.static;

const testText = T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.testText })));
/** POST TestCases: testCaseId absent or 0 creates; isenabled false deletes (spec 3 §4). */
export const TestCaseInput = Strict({
  testCaseId: T.Optional(T.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  ticketId: Id,
  testCaseDescription: Required(TICKET_LIMITS.testText),
  testStatus: TestStatusField,
  testSteps: testText,
  testData: testText,
  expectedResults: testText,
  actualResults: testText,
  testNotes: testText,
  isenabled: T.Optional(T.Boolean()),
});
export type TestCaseInput = typeof TestCaseInput.static;

export const Notification = T.Object({ notificationId: T.Integer(), cardId: T.Integer(), email: T.String() });
export type Notification = typeof Notification.static;

/** NotificationEmail: the people a ticket's e-mail reaches besides the subscribers (spec 3 Notifications tab). */
export const NotificationPeople = T.Object({
  requester: Nullable(T.Object({ name: T.String(), email: T.String() })),
  agent: Nullable(T.Object({ name: T.String(), email: T.String() })),
  createdBy: Nullable(T.String()),
  updatedBy: Nullable(T.String()),
});
export type NotificationPeople = typeof NotificationPeople.static;

export const SupportingDocument = T.Object({
  document_Link: T.String(),
  created_By: T.String(),
  created_On: T.String(),
});
export type SupportingDocument = typeof SupportingDocument.static;
