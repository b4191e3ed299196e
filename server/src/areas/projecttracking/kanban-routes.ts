/** KanbanBoard/ card resources (spec 2 §7). Thin: entry → service. */
import { A1, errorEnvelope } from '@a1/shared';
import { route } from '../../http/route.ts';
import { editorOf } from '../../auth/record-owner.ts';
import { A1Error } from '../../http/errors.ts';
import type { Area } from '../area.ts';
import { sendDownload } from '../../files/index.ts';
import { attachmentFile, createAttachment, deleteAttachment, listAttachments } from './attachments-service.ts';
import * as cardQueries from './kanban-card-queries.ts';
import * as cards from './kanban-cards-service.ts';
import * as cardInfo from './kanban-card-info-service.ts';
import * as filters from './kanban-filters-service.ts';
import * as comments from './kanban-comments-service.ts';
import * as cardTimesheets from './kanban-card-timesheets-service.ts';
import * as checklist from './kanban-checklist-service.ts';
import * as tags from './kanban-tags-service.ts';
import * as dependencies from './kanban-dependencies-service.ts';
import * as notes from './kanban-notes-service.ts';
import * as scheduleGroup from './kanban-schedule-group-service.ts';

export const kanbanRoutes: Area = async (app, { db }) => {
  route(app, A1.kanbanFilterSettings, ({ user }) => filters.filterSettings(db, user.userId));
  route(app, A1.kanbanFilterSettingsSave, ({ body, user }) =>
    filters.saveFilterSettings(db, user.userId, body.filters),
  );
  route(app, A1.kanbanCardGrid, () => cardQueries.cardGrid(db));
  route(app, A1.kanbanCards, ({ query }) => cardQueries.listCards(db, query));
  route(app, A1.kanbanCardCreate, ({ body, user }) => cards.createCard(db, user, body));
  route(app, A1.kanbanCardUpdate, ({ body, user }) => cards.updateCard(db, user, body));
  route(app, A1.kanbanCardDelete, ({ body }) => cards.deleteCard(db, body.cardID));
  route(app, A1.kanbanCardInfo, ({ query }) => cardInfo.cardInfo(db, query.CardID));
  route(app, A1.kanbanFilters, () => filters.kanbanFilters(db));
  route(app, A1.kanbanLanes, () => filters.listLanes(db));
  route(app, A1.kanbanComments, ({ query }) => comments.listComments(db, query));
  route(app, A1.kanbanCommentCreate, ({ body, user }) => comments.createComment(db, user, body));
  route(app, A1.kanbanCommentUpdate, ({ body, user, request }) =>
    comments.updateComment(db, editorOf(db, request, user), body),
  );
  route(app, A1.kanbanCommentDelete, ({ query, user, request }) =>
    comments.deleteComment(db, editorOf(db, request, user), query.CommentID),
  );
  route(app, A1.kanbanCardTimesheets, ({ query }) => cardTimesheets.listCardTimesheets(db, query.CardID));
  route(app, A1.kanbanCardTimesheetCreate, ({ body, user }) => cardTimesheets.createCardTimesheet(db, user, body));
  route(app, A1.kanbanCardTimesheetUpdate, ({ body, user, request }) =>
    cardTimesheets.updateCardTimesheet(db, editorOf(db, request, user), body),
  );
  route(app, A1.kanbanCardTimesheetDelete, ({ query, user, request }) =>
    cardTimesheets.deleteCardTimesheet(db, editorOf(db, request, user), query.CardTimesheetID),
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
  route(app, A1.kanbanChecklist, ({ query }) => checklist.listChecklist(db, query));
  route(app, A1.kanbanChecklistCreate, ({ body }) => checklist.createChecklistItem(db, body));
  route(app, A1.kanbanChecklistUpdate, ({ body }) => checklist.updateChecklistItem(db, body));
  route(app, A1.kanbanChecklistDelete, ({ query }) => checklist.deleteChecklistItem(db, query.ChecklistID));
  route(app, A1.kanbanTags, ({ query }) => tags.listTags(db, query.tagType));
  route(app, A1.kanbanTagCreate, ({ body }) => tags.createTag(db, body));
  route(app, A1.kanbanTagUpdate, ({ body }) => tags.updateTag(db, body));
  route(app, A1.kanbanCardDependencies, ({ query }) => dependencies.listDependencies(db, query.mainCardId));
  route(app, A1.kanbanCardDependenciesSave, ({ body }) =>
    dependencies.saveDependencies(db, body.mainCardId, body.dependentCardIds),
  );
  route(app, A1.kanbanNotes, ({ query }) => notes.listNotes(db, query.ProjectID));
  route(app, A1.kanbanNoteCreate, ({ body, user }) => notes.createNote(db, user, body));
  route(app, A1.kanbanNoteUpdate, ({ body }) => notes.updateNote(db, body));
  route(app, A1.kanbanNoteDelete, ({ query }) => notes.deleteNote(db, query.NoteID));
  route(app, A1.kanbanActiveScheduleGroup, () => scheduleGroup.activeScheduleGroup(db));
};
