/**
 * Ticketing/ calls of the ticket dialog's tabs (spec 3 §7): attachments, checklist, comments, timesheets, test
 * cases, notifications, supporting documents, sprint attachments, feature and initiative timesheets.
 */
import { call } from './call.ts';
import { Email, Id, Strict, T } from './fields.ts';
import { TICKET_LIMITS } from '../constants/ticketing.ts';
import { TICKETING_BASE as BASE, ticketScreens } from './ticketing-base.ts';
import {
  Attachment,
  ChecklistItem,
  Comment,
  FileUpload,
  NewTimesheet,
  Notification,
  NotificationPeople,
  SprintAttachment,
  SupportingDocument,
  TestCase,
  TestCaseInput,
  Timesheet,
  TimesheetUpdate,
  WorkTimesheet,
  workTimesheetFields,
} from './ticketing-tab-types.ts';

const byTicket = Strict({ ticketId: Id });
const CommentText = T.String({ minLength: 1, maxLength: TICKET_LIMITS.comment, pattern: '\\S' });
const ChecklistText = T.String({ minLength: 1, maxLength: TICKET_LIMITS.checklistItem, pattern: '\\S' });
const download = 'Answers the file itself (not an envelope) as a download: Content-Disposition attachment, its type.';

export const ticketTabCalls = {
  // Attachments
  ticketAttachmentList: call({
    method: 'GET',
    path: `${BASE}/AttachmentList`,
    summary: "A ticket's attachments (content null: fetch one with Attachment or AttachmentFile).",
    permission: ticketScreens,
    query: byTicket,
    response: T.Array(Attachment),
  }),
  ticketAttachmentCreate: call({
    method: 'POST',
    path: `${BASE}/Attachment`,
    summary:
      'Attaches a file (base64) to a ticket: at most 10 MB, an allowed type whose content matches its extension; the name is sanitised. A refusal says why.',
    permission: ticketScreens,
    body: Strict({ ticketId: Id, ...FileUpload }),
    response: Attachment,
    ours: 'The body { ticketId, fileName, content }.',
  }),
  ticketAttachmentGet: call({
    method: 'GET',
    path: `${BASE}/Attachment`,
    summary: 'One attachment with its content (base64).',
    permission: ticketScreens,
    query: Strict({ attachmentId: Id }),
    response: Attachment,
    ours: 'The path (the spec shows list, post and delete).',
  }),
  ticketAttachmentFile: call({
    method: 'GET',
    path: `${BASE}/AttachmentFile`,
    summary: `One attachment's file. ${download}`,
    permission: ticketScreens,
    query: Strict({ attachmentId: Id }),
    stream: true,
    ours: 'The download path.',
  }),
  ticketAttachmentDelete: call({
    method: 'DELETE',
    path: `${BASE}/Attachment`,
    summary: 'Deletes an attachment.',
    permission: ticketScreens,
    query: Strict({ attachmentId: Id }),
    response: T.Boolean(),
  }),

  // Checklist
  ticketChecklist: call({
    method: 'GET',
    path: `${BASE}/Checklist`,
    summary: "A ticket's checklist items.",
    permission: ticketScreens,
    query: byTicket,
    response: T.Array(ChecklistItem),
  }),
  ticketChecklistCreate: call({
    method: 'POST',
    path: `${BASE}/Checklist`,
    summary: 'Adds a checklist item (item required).',
    permission: ticketScreens,
    body: Strict({ cardId: Id, item: ChecklistText, completed: T.Optional(T.Boolean()) }),
    response: ChecklistItem,
  }),
  ticketChecklistUpdate: call({
    method: 'PUT',
    path: `${BASE}/Checklist`,
    summary: 'Changes a checklist item: its text and completed flag.',
    permission: ticketScreens,
    body: Strict({ id: Id, cardId: T.Optional(Id), item: ChecklistText, completed: T.Boolean() }),
    response: ChecklistItem,
  }),
  ticketChecklistDelete: call({
    method: 'DELETE',
    path: `${BASE}/Checklist`,
    summary: 'Deletes a checklist item.',
    permission: ticketScreens,
    query: Strict({ checklistId: Id }),
    response: T.Boolean(),
  }),

  // Comments
  ticketCommentList: call({
    method: 'GET',
    path: `${BASE}/CommentList`,
    summary: "A ticket's comments, newest first.",
    permission: ticketScreens,
    query: byTicket,
    response: T.Array(Comment),
  }),
  ticketCommentCreate: call({
    method: 'POST',
    path: `${BASE}/Comment`,
    summary: 'Adds a comment (rich text, sanitised); marks the ticket unread (COMMENT) for everyone else.',
    permission: ticketScreens,
    body: Strict({ cardId: Id, comment: CommentText }),
    response: Comment,
  }),
  ticketCommentUpdate: call({
    method: 'PUT',
    path: `${BASE}/Comment`,
    summary: 'Changes a comment (rich text, sanitised).',
    permission: ticketScreens,
    body: Strict({ commentId: Id, cardId: T.Optional(Id), comment: CommentText }),
    response: Comment,
  }),
  ticketCommentDelete: call({
    method: 'DELETE',
    path: `${BASE}/Comment`,
    summary: 'Deletes a comment.',
    permission: ticketScreens,
    query: Strict({ commentId: Id }),
    response: T.Boolean(),
  }),

  // Timesheets
  ticketTimesheetCategory: call({
    method: 'GET',
    path: `${BASE}/TimesheetCategory`,
    summary: 'Timesheet categories (the description of a timesheet row).',
    permission: ticketScreens,
    response: T.Array(T.Object({ id: T.Integer(), name: T.String() })),
  }),
  ticketTimesheetList: call({
    method: 'GET',
    path: `${BASE}/Timesheet`,
    summary: "A ticket's timesheet rows.",
    permission: ticketScreens,
    query: byTicket,
    response: T.Array(Timesheet),
  }),
  ticketTimesheetCreate: call({
    method: 'POST',
    path: `${BASE}/Timesheet`,
    summary: "Posts the caller's hours on a ticket (date, hours, category required).",
    permission: ticketScreens,
    body: NewTimesheet,
    response: Timesheet,
  }),
  ticketTimesheetUpdate: call({
    method: 'PUT',
    path: `${BASE}/Timesheet`,
    summary: 'Changes a timesheet row.',
    permission: ticketScreens,
    body: TimesheetUpdate,
    response: Timesheet,
  }),
  ticketTimesheetDelete: call({
    method: 'DELETE',
    path: `${BASE}/Timesheet`,
    summary: 'Deletes a timesheet row.',
    permission: ticketScreens,
    query: Strict({ timesheetId: Id }),
    response: T.Boolean(),
  }),

  // Test cases
  ticketTestCases: call({
    method: 'GET',
    path: `${BASE}/TestCases`,
    summary: "A ticket's test cases (enabled ones).",
    permission: ticketScreens,
    query: byTicket,
    response: T.Array(TestCase),
  }),
  ticketTestCaseSave: call({
    method: 'POST',
    path: `${BASE}/TestCases`,
    summary: 'Saves a test case: testCaseId absent or 0 creates one; isenabled false deletes it. Answers it.',
    permission: ticketScreens,
    body: TestCaseInput,
    response: TestCase,
  }),

  // Notifications
  ticketNotificationEmail: call({
    method: 'GET',
    path: `${BASE}/NotificationEmail`,
    summary: "The ticket's requester, assigned agent, creator and last updater (the Notifications tab).",
    permission: ticketScreens,
    query: byTicket,
    response: NotificationPeople,
  }),
  ticketNotificationList: call({
    method: 'GET',
    path: `${BASE}/NotificationList`,
    summary: "The e-mails subscribed to a ticket's notifications.",
    permission: ticketScreens,
    query: byTicket,
    response: T.Array(Notification),
  }),
  ticketNotificationCreate: call({
    method: 'POST',
    path: `${BASE}/Notification`,
    summary: 'Subscribes an e-mail to the ticket (one row per e-mail: a repeat answers the existing row).',
    permission: ticketScreens,
    body: Strict({ cardId: Id, email: Email }),
    response: Notification,
  }),
  ticketNotificationUpdate: call({
    method: 'PUT',
    path: `${BASE}/Notification`,
    summary: 'Changes a subscribed e-mail.',
    permission: ticketScreens,
    body: Strict({ notificationId: Id, cardId: T.Optional(Id), email: Email }),
    response: Notification,
  }),
  ticketNotificationDelete: call({
    method: 'DELETE',
    path: `${BASE}/Notification`,
    summary: 'Removes a subscribed e-mail.',
    permission: ticketScreens,
    query: Strict({ notificationId: Id }),
    response: T.Boolean(),
  }),

  // Supporting documents and sprint attachments (the feature's files)
  ticketSupportingDocuments: call({
    method: 'GET',
    path: `${BASE}/SupportingDocuments`,
    summary: "A feature's supporting documents: link, created by, created on.",
    permission: ticketScreens,
    query: Strict({ sprintId: Id }),
    response: T.Array(SupportingDocument),
  }),
  sprintAttachmentList: call({
    method: 'GET',
    path: `${BASE}/SprintAttachmentList`,
    summary: "A feature's attachments (content null).",
    permission: ticketScreens,
    query: Strict({ sprintId: Id }),
    response: T.Array(SprintAttachment),
  }),
  sprintAttachmentCreate: call({
    method: 'POST',
    path: `${BASE}/SprintAttachment`,
    summary: "Attaches a file (base64) to a feature, with the ticket attachments' limits.",
    permission: ticketScreens,
    body: Strict({ sprintId: Id, ...FileUpload }),
    response: SprintAttachment,
    ours: 'The body { sprintId, fileName, content }.',
  }),
  sprintAttachmentFile: call({
    method: 'GET',
    path: `${BASE}/SprintAttachmentFile`,
    summary: `One feature attachment's file. ${download}`,
    permission: ticketScreens,
    query: Strict({ attachmentId: Id }),
    stream: true,
    ours: 'The download path.',
  }),
  sprintAttachmentDelete: call({
    method: 'DELETE',
    path: `${BASE}/SprintAttachment`,
    summary: 'Deletes a feature attachment.',
    permission: ticketScreens,
    query: Strict({ attachmentId: Id }),
    response: T.Boolean(),
  }),

  // Feature and initiative timesheets
  featureTimesheetList: call({
    method: 'GET',
    path: `${BASE}/FeatureTimesheet`,
    summary: "A feature's timesheet rows.",
    permission: ticketScreens,
    query: Strict({ featureId: Id }),
    response: T.Array(WorkTimesheet),
  }),
  featureTimesheetCreate: call({
    method: 'POST',
    path: `${BASE}/FeatureTimesheet`,
    summary: "Posts the caller's hours on a feature.",
    permission: ticketScreens,
    body: Strict({ featureId: Id, ...workTimesheetFields }),
    response: WorkTimesheet,
  }),
  initiativeTimesheetList: call({
    method: 'GET',
    path: `${BASE}/InitiativeTimesheet`,
    summary: "An initiative's timesheet rows.",
    permission: ticketScreens,
    query: Strict({ initiativeId: Id }),
    response: T.Array(WorkTimesheet),
  }),
  initiativeTimesheetCreate: call({
    method: 'POST',
    path: `${BASE}/InitiativeTimesheet`,
    summary: "Posts the caller's hours on an initiative.",
    permission: ticketScreens,
    body: Strict({ initiativeId: Id, ...workTimesheetFields }),
    response: WorkTimesheet,
  }),
  initiativeTimesheetUpdate: call({
    method: 'PUT',
    path: `${BASE}/InitiativeTimesheet`,
    summary: 'Changes an initiative timesheet row.',
    permission: ticketScreens,
    body: Strict({ id: Id, initiativeId: T.Optional(Id), ...workTimesheetFields }),
    response: WorkTimesheet,
  }),
} as const;
