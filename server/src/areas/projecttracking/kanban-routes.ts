/** KanbanBoard/ card resources (spec 2 §7). Thin: entry → service. */
import { A1, errorEnvelope } from '@a1/shared';
import { route } from '../../http/route.ts';
import { editorOf } from '../../auth/record-owner.ts';
import { A1Error } from '../../http/errors.ts';
import type { Area } from '../area.ts';
import { sendDownload } from '../../files/index.ts';
import { attachmentFile, createAttachment, deleteAttachment, listAttachments } from './attachments-service.ts';
import * as k from './kanban-service.ts';

export const kanbanRoutes: Area = async (app, { db }) => {
  route(app, A1.kanbanFilterSettings, ({ user }) => k.filterSettings(db, user.userId));
  route(app, A1.kanbanFilterSettingsSave, ({ body, user }) => k.saveFilterSettings(db, user.userId, body.filters));
  route(app, A1.kanbanCardGrid, () => k.cardGrid(db));
  route(app, A1.kanbanCards, ({ query }) => k.listCards(db, query));
  route(app, A1.kanbanCardCreate, ({ body, user }) => k.createCard(db, user, body));
  route(app, A1.kanbanCardUpdate, ({ body, user }) => k.updateCard(db, user, body));
  route(app, A1.kanbanCardDelete, ({ body }) => k.deleteCard(db, body.cardID));
  route(app, A1.kanbanCardInfo, ({ query }) => k.cardInfo(db, query.CardID));
  route(app, A1.kanbanFilters, () => k.kanbanFilters(db));
  route(app, A1.kanbanLanes, () => k.listLanes(db));
  route(app, A1.kanbanComments, ({ query }) => k.listComments(db, query));
  route(app, A1.kanbanCommentCreate, ({ body, user }) => k.createComment(db, user, body));
  route(app, A1.kanbanCommentUpdate, ({ body, user, request }) =>
    k.updateComment(db, editorOf(db, request, user), body),
  );
  route(app, A1.kanbanCommentDelete, ({ query, user, request }) =>
    k.deleteComment(db, editorOf(db, request, user), query.CommentID),
  );
  route(app, A1.kanbanCardTimesheets, ({ query }) => k.listCardTimesheets(db, query.CardID));
  route(app, A1.kanbanCardTimesheetCreate, ({ body, user }) => k.createCardTimesheet(db, user, body));
  route(app, A1.kanbanCardTimesheetUpdate, ({ body, user, request }) =>
    k.updateCardTimesheet(db, editorOf(db, request, user), body),
  );
  route(app, A1.kanbanCardTimesheetDelete, ({ query, user, request }) =>
    k.deleteCardTimesheet(db, editorOf(db, request, user), query.CardTimesheetID),
  );
  route(app, A1.kanbanAttachments, ({ query }) =>
    listAttachments(db, { cardId: query.CardID, projectId: query.ProjectID }),
  );
  route(app, A1.kanbanAttachmentCreate, ({ body, user }) => createAttachment(db, user, body));
  route(app, A1.kanbanAttachmentDelete, ({ query, user, request }) =>
    deleteAttachment(db, editorOf(db, request, user), query.AttachmentID),
  );
  route(app, A1.kanbanAttachmentDownload, ({ query, reply }) => {
    void attachmentFile(db, query.AttachmentID).then(
      (file) => sendDownload(reply, file),
      (error: unknown) =>
        error instanceof A1Error
          ? reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.message))
          : reply.send(error),
    );
  });
  route(app, A1.kanbanChecklist, ({ query }) => k.listChecklist(db, query));
  route(app, A1.kanbanChecklistCreate, ({ body }) => k.createChecklistItem(db, body));
  route(app, A1.kanbanChecklistUpdate, ({ body }) => k.updateChecklistItem(db, body));
  route(app, A1.kanbanChecklistDelete, ({ query }) => k.deleteChecklistItem(db, query.ChecklistID));
  route(app, A1.kanbanTags, ({ query }) => k.listTags(db, query.tagType));
  route(app, A1.kanbanTagCreate, ({ body }) => k.createTag(db, body));
  route(app, A1.kanbanTagUpdate, ({ body }) => k.updateTag(db, body));
  route(app, A1.kanbanCardDependencies, ({ query }) => k.listDependencies(db, query.mainCardId));
  route(app, A1.kanbanCardDependenciesSave, ({ body }) =>
    k.saveDependencies(db, body.mainCardId, body.dependentCardIds),
  );
  route(app, A1.kanbanNotes, ({ query }) => k.listNotes(db, query.ProjectID));
  route(app, A1.kanbanNoteCreate, ({ body, user }) => k.createNote(db, user, body));
  route(app, A1.kanbanNoteUpdate, ({ body }) => k.updateNote(db, body));
  route(app, A1.kanbanNoteDelete, ({ query }) => k.deleteNote(db, query.NoteID));
  route(app, A1.kanbanActiveScheduleGroup, () => k.activeScheduleGroup(db));
};
