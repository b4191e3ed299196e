/** The ticket screens' calls (spec 3 §7): thin, entry → service. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { A1, errorEnvelope, SERVER_MESSAGES, TICKET_MESSAGES } from '@a1/shared';
import { pricingScreen } from '@a1/shared/contract/ticketing-base';
import { assertPermission } from '../../auth/permission-guard.ts';
import { route, WithExtra } from '../../http/route.ts';
import { A1Error } from '../../http/errors.ts';
import { sendDownload } from '../../files/index.ts';
import type { Mailer } from '../../mail/index.ts';
import type { AreaDeps } from '../area.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import {
  attachmentFile,
  createAttachment,
  createSprintAttachment,
  deleteAttachment,
  deleteSprintAttachment,
  getAttachment,
  listAttachments,
  listSprintAttachments,
  sprintAttachmentFile,
  supportingDocuments,
} from './attachments.ts';
import { bulkDelete, bulkUpdate, shufflePoints } from './bulk.ts';
import { createChecklistItem, deleteChecklistItem, listChecklist, updateChecklistItem } from './checklist.ts';
import { createComment, deleteComment, listComments, updateComment } from './comments.ts';
import * as lookups from './lookups.ts';
import {
  createNotification,
  deleteNotification,
  listNotifications,
  notificationPeople,
  updateNotification,
} from './notifications.ts';
import { eventStream } from './routes.ts';
import { markReadAndNotify } from './service.ts';
import { ticketSettings } from './settings.ts';
import { saveTestCase, listTestCases } from './test-cases.ts';
import { getTicket, listTickets } from './ticket-read.ts';
import { ticketMail } from './ticket-mail.ts';
import { editorOf } from '../../auth/record-owner.ts';
import { createQaTicket, createTicket, deleteTicket, updateTicket } from './ticket-write.ts';
import type { Actor } from './ticket-write-types.ts';
import * as timesheets from './timesheets.ts';
import type { UnreadHub } from './unread-events.ts';

export interface TicketScreenDeps {
  hub: UnreadHub;
  streams: Set<() => void>;
  mailer: Mailer;
}

const actorOf = (user: SessionUser): Actor => ({ userId: user.userId, email: user.email, fullName: user.fullName });

/** Runs a download handler: the file, or the A1 envelope with the reason. */
function download(
  reply: FastifyReply,
  load: () => Promise<{ fileName: string; contentType: string; content: Buffer }>,
) {
  load().then(
    (file) => sendDownload(reply, file),
    (error: unknown) => {
      const status = error instanceof A1Error ? error.statusCode : 500;
      const message = error instanceof A1Error ? error.message : SERVER_MESSAGES.internal;
      if (!(error instanceof A1Error)) reply.log.error({ err: error }, 'download failed');
      void reply.code(status).send(errorEnvelope(status, message));
    },
  );
}

export function ticketScreenRoutes(
  app: FastifyInstance,
  { db, config }: AreaDeps,
  { hub, streams, mailer }: TicketScreenDeps,
): void {
  // Tickets.
  route(app, A1.ticketList, async ({ request, query, user }) => {
    const settings = await ticketSettings(db);
    // The pricing feature's tickets are the Pricing Tickets screen's only (spec 3 §2): its permission, not the
    // support screen's, which the entry's permission already let through.
    if (query.sprintId === settings.pricingFeatureId) await assertPermission(db, request, pricingScreen);
    return listTickets(db, user.userId, query, settings);
  });
  route(app, A1.ticketGet, async ({ query, user }) =>
    getTicket(db, user.userId, query.ticketId, await ticketSettings(db)),
  );
  route(app, A1.ticketCreate, async ({ body, user }) => {
    const settings = await ticketSettings(db);
    const id = await createTicket(db, actorOf(user), body, settings);
    return getTicket(db, user.userId, id, settings);
  });
  route(app, A1.ticketUpdate, async ({ query, body, user, request }) => {
    // Say so before saving: the user can then Save without e-mail.
    if (query.sendEmail && !mailer.configured) throw new A1Error(409, TICKET_MESSAGES.mailNotConfigured);
    const settings = await ticketSettings(db);
    const result = await updateTicket(db, actorOf(user), body, settings);
    const ticket = await getTicket(db, user.userId, result.ticketId, settings);
    let emailedTo: string[] = [];
    if (query.sendEmail) {
      const baseUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const message = ticketMail(ticket, result.changes, user.fullName, baseUrl);
      if (message.to.length === 0) throw new A1Error(400, TICKET_MESSAGES.mailNoRecipients);
      try {
        emailedTo = await mailer.send(message);
      } catch (error) {
        request.log.warn({ err: error }, 'ticket e-mail failed');
        throw new A1Error(424, TICKET_MESSAGES.mailFailed((error as Error).message));
      }
    }
    return new WithExtra(ticket, { emailedTo });
  });
  route(app, A1.ticketDelete, ({ query, user }) => deleteTicket(db, actorOf(user), query.ticketId));
  route(app, A1.ticketCreateQa, async ({ body, user }) => {
    const settings = await ticketSettings(db);
    const id = await createQaTicket(db, actorOf(user), body.ticketId, settings);
    return getTicket(db, user.userId, id, settings);
  });
  route(app, A1.ticketMarkAsRead, ({ query, user }) => markReadAndNotify(db, user.userId, query.ticketId));
  route(app, A1.ticketMarkAllAsRead, ({ user }) => markReadAndNotify(db, user.userId));
  route(app, A1.ticketBulkUpdate, async ({ body, user }) =>
    bulkUpdate(db, actorOf(user), body, await ticketSettings(db)),
  );
  route(app, A1.ticketShufflePoints, ({ body, user }) => shufflePoints(db, actorOf(user), body));
  route(app, A1.ticketBulkDelete, ({ body, user }) => bulkDelete(db, actorOf(user), body.ticketList));
  route(app, A1.ticketSettings, async () => ({ ...(await ticketSettings(db)), mailConfigured: mailer.configured }));
  route(app, A1.ticketEvents, ({ request, reply }) =>
    eventStream(request, reply, streams, (res) =>
      hub.subscribeTickets((change) => res.write(`event: ticket\ndata: ${JSON.stringify(change)}\n\n`)),
    ),
  );

  // Attachments, supporting documents, feature files.
  route(app, A1.ticketAttachmentList, ({ query }) => listAttachments(db, query.ticketId));
  route(app, A1.ticketAttachmentCreate, ({ body, user }) =>
    createAttachment(db, actorOf(user), body.ticketId, body.fileName, body.content),
  );
  route(app, A1.ticketAttachmentGet, ({ query }) => getAttachment(db, query.attachmentId));
  route(app, A1.ticketAttachmentFile, ({ query, reply }) =>
    download(reply, () => attachmentFile(db, query.attachmentId)),
  );
  route(app, A1.ticketAttachmentDelete, ({ query, user, request }) =>
    deleteAttachment(db, editorOf(db, request, user), query.attachmentId),
  );
  route(app, A1.ticketSupportingDocuments, ({ query }) => supportingDocuments(db, query.sprintId));
  route(app, A1.sprintAttachmentList, ({ query }) => listSprintAttachments(db, query.sprintId));
  route(app, A1.sprintAttachmentCreate, ({ body, user }) =>
    createSprintAttachment(db, actorOf(user), body.sprintId, body.fileName, body.content),
  );
  route(app, A1.sprintAttachmentFile, ({ query, reply }) =>
    download(reply, () => sprintAttachmentFile(db, query.attachmentId)),
  );
  route(app, A1.sprintAttachmentDelete, ({ query, user, request }) =>
    deleteSprintAttachment(db, editorOf(db, request, user), query.attachmentId),
  );

  // Checklist, comments, notifications, test cases.
  route(app, A1.ticketChecklist, ({ query }) => listChecklist(db, query.ticketId));
  route(app, A1.ticketChecklistCreate, ({ body, user }) => createChecklistItem(db, actorOf(user), body));
  route(app, A1.ticketChecklistUpdate, ({ body }) => updateChecklistItem(db, body));
  route(app, A1.ticketChecklistDelete, ({ query }) => deleteChecklistItem(db, query.checklistId));
  route(app, A1.ticketCommentList, ({ query }) => listComments(db, query.ticketId));
  route(app, A1.ticketCommentCreate, ({ body, user }) => createComment(db, actorOf(user), body.cardId, body.comment));
  route(app, A1.ticketCommentUpdate, ({ body, user, request }) =>
    updateComment(db, editorOf(db, request, user), body.commentId, body.comment, body.cardId),
  );
  route(app, A1.ticketCommentDelete, ({ query, user, request }) =>
    deleteComment(db, editorOf(db, request, user), query.commentId),
  );
  route(app, A1.ticketNotificationEmail, ({ query }) => notificationPeople(db, query.ticketId));
  route(app, A1.ticketNotificationList, ({ query }) => listNotifications(db, query.ticketId));
  route(app, A1.ticketNotificationCreate, ({ body }) => createNotification(db, body.cardId, body.email));
  route(app, A1.ticketNotificationUpdate, ({ body }) => updateNotification(db, body.notificationId, body.email));
  route(app, A1.ticketNotificationDelete, ({ query }) => deleteNotification(db, query.notificationId));
  route(app, A1.ticketTestCases, ({ query }) => listTestCases(db, query.ticketId));
  route(app, A1.ticketTestCaseSave, ({ body, user }) => saveTestCase(db, actorOf(user), body));

  // Timesheets.
  route(app, A1.ticketTimesheetCategory, () => timesheets.timesheetCategories(db));
  route(app, A1.ticketTimesheetList, ({ query }) => timesheets.listTicketTimesheets(db, query.ticketId));
  route(app, A1.ticketTimesheetCreate, ({ body, user }) =>
    timesheets.createTicketTimesheet(db, actorOf(user), body.ticketId, body),
  );
  route(app, A1.ticketTimesheetUpdate, ({ body, user, request }) =>
    timesheets.updateTicketTimesheet(db, editorOf(db, request, user), body.id, body),
  );
  route(app, A1.ticketTimesheetDelete, ({ query, user, request }) =>
    timesheets.deleteTicketTimesheet(db, editorOf(db, request, user), query.timesheetId),
  );
  route(app, A1.featureTimesheetList, ({ query }) => timesheets.listTimesheets(db, 'Feature', query.featureId));
  route(app, A1.featureTimesheetCreate, ({ body, user }) =>
    timesheets.createTimesheet(db, actorOf(user), 'Feature', body.featureId, body),
  );
  route(app, A1.initiativeTimesheetList, ({ query }) =>
    timesheets.listTimesheets(db, 'Initiative', query.initiativeId),
  );
  route(app, A1.initiativeTimesheetCreate, ({ body, user }) =>
    timesheets.createTimesheet(db, actorOf(user), 'Initiative', body.initiativeId, body),
  );
  route(app, A1.initiativeTimesheetUpdate, ({ body, user, request }) =>
    timesheets.updateTimesheet(db, editorOf(db, request, user), 'Initiative', body.id, body),
  );
  route(app, A1.timesheetCategoriesOptions, async () =>
    (await timesheets.timesheetCategories(db)).map((c) => ({ value: c.id, label: c.name })),
  );
  route(app, A1.sharedTimesheetList, ({ query }) => timesheets.listTimesheets(db, query.timesheetType, query.id));
  route(app, A1.sharedTimesheetCreate, ({ body, user }) =>
    timesheets.createTimesheet(db, actorOf(user), body.timesheetType, body.id, body),
  );
  route(app, A1.sharedTimesheetUpdate, ({ body, user, request }) =>
    timesheets.updateTimesheet(db, editorOf(db, request, user), body.timesheetType, body.timesheetId, body),
  );
  route(app, A1.sharedTimesheetDelete, ({ query, user, request }) =>
    timesheets.deleteTimesheet(db, editorOf(db, request, user), query.timesheetType, query.id, query.timesheetId),
  );

  // Lookups.
  route(app, A1.ticketUserByDepartment, ({ query }) => lookups.usersByDepartment(db, query.departmentName));
  route(app, A1.ticketUserList, () => lookups.internalUsers(db));
  route(app, A1.sprintBusinessAnalyst, ({ query }) => lookups.sprintBusinessAnalyst(db, query.sprintId));
  route(app, A1.healthStatusList, () => lookups.healthStatuses(db));
  route(app, A1.ticketProjectList, () => lookups.projectList(db));
  route(app, A1.ticketMilestoneList, ({ query }) => lookups.milestoneList(db, query.projectId));
  route(app, A1.ticketSprintList, ({ query }) => lookups.sprintList(db, query.milestoneId));
  route(app, A1.ticketCardLane, () => lookups.cardLanes(db));
  route(app, A1.ticketScheduleGroupList, () => lookups.scheduleGroupList(db));
  route(app, A1.ticketModuleList, () => lookups.moduleList(db));
  route(app, A1.ticketSubModuleList, ({ query }) => lookups.subModuleList(db, query.moduleName));
  route(app, A1.ticketCustomerList, () => lookups.customerList(db));
  route(app, A1.defaultProjectValue, ({ query }) => lookups.defaultProjectValue(db, query.sprintId));
  route(app, A1.cloneCrf, ({ body }) => lookups.cloneCrf(db, body.id, body.name));
}
