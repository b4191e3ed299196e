/**
 * KanbanBoard/ card resources (spec 2 §7): a card and a ticket are the same row, so these calls read and write the
 * tickets the Ticketing calls work. FilterSettings, CardGrid, Card, CardInfo, Filters, Lane, Comment,
 * CardTimesheet, Attachment, Checklist, Tags, CardDependency, Note and ActiveScheduleGroup. Body shapes the spec
 * does not show are ours (each entry says so).
 */
import { call } from './call.ts';
import { Day, Id, Nullable, Strict, T } from './fields.ts';
import { Attachment, KANBAN_BASE, kanbanWork, PendingAttachment } from './projecttracking-shapes.ts';

const Flag = T.Boolean();
const OptionalId = T.Optional(Id);
const Title = T.String({ minLength: 1, maxLength: 300, pattern: '\\S' });
const Words = (max = 8000) => T.String({ maxLength: max });
const SHAPE_OURS = 'Body shape not shown in the spec.';

// ——— Shapes ———

/** A kanban card (spec 2 §3): a ticket row. */
export const Card = T.Object({
  cardID: T.Integer(),
  title: T.String(),
  description: Nullable(T.String()),
  type: T.String(),
  laneId: T.Integer(),
  points: T.Number(),
  priority: T.String(),
  sortPriority: Nullable(T.String()),
  status: T.String(),
  sticker: Nullable(T.String()),
  projectId: Nullable(T.Integer()),
  milestoneId: Nullable(T.Integer()),
  sprintId: Nullable(T.Integer()),
  requesterId: Nullable(T.Integer()),
  agentId: Nullable(T.Integer()),
  customerId: Nullable(T.Integer()),
  scheduleGroupId: Nullable(T.Integer()),
  notificationEmails: T.Array(T.String()),
  startDate: Nullable(T.String()),
  endDate: Nullable(T.String()),
  latestComment: Nullable(T.String()),
  createdBy: Nullable(T.String()),
  updatedBy: Nullable(T.String()),
  moduleName: Nullable(T.String()),
  subModuleName: Nullable(T.String()),
});
export type Card = typeof Card.static;

const cardFields = {
  title: Title,
  description: T.Optional(Nullable(Words())),
  type: T.String({ minLength: 1, maxLength: 50 }),
  laneId: Id,
  points: T.Optional(T.Number({ minimum: 0, maximum: 1000 })),
  priority: T.String({ minLength: 1, maxLength: 30 }),
  sortPriority: T.Optional(Nullable(T.String({ maxLength: 10 }))),
  status: T.Optional(T.String({ minLength: 1, maxLength: 30 })),
  sticker: T.Optional(Nullable(T.String({ maxLength: 100 }))),
  projectId: T.Optional(Nullable(Id)),
  milestoneId: T.Optional(Nullable(Id)),
  sprintId: T.Optional(Nullable(Id)),
  requesterId: T.Optional(Nullable(Id)),
  agentId: T.Optional(Nullable(Id)),
  customerId: T.Optional(Nullable(Id)),
  scheduleGroupId: T.Optional(Nullable(Id)),
  notificationEmails: T.Optional(T.Array(T.String({ maxLength: 320 }), { maxItems: 50 })),
  startDate: T.Optional(Nullable(Day)),
  endDate: T.Optional(Nullable(Day)),
  moduleName: T.Optional(Nullable(T.String({ maxLength: 100 }))),
  subModuleName: T.Optional(Nullable(T.String({ maxLength: 100 }))),
  /** The card's tags (KanbanBoard/Tags ids): when sent, they replace the card's tags. */
  tagIds: T.Optional(T.Array(Id, { maxItems: 50 })),
};
export const NewCard = Strict(cardFields);
export type NewCard = typeof NewCard.static;
export const CardUpdate = Strict({ cardID: Id, ...cardFields });
export type CardUpdate = typeof CardUpdate.static;

export const CardComment = T.Object({
  commentID: T.Integer(),
  cardID: Nullable(T.Integer()),
  projectID: Nullable(T.Integer()),
  milestoneId: Nullable(T.Integer()),
  sprintId: Nullable(T.Integer()),
  commentText: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
  /** Who last changed it and when (issue 23); null until a change. */
  modifiedBy: T.Optional(Nullable(T.String())),
  modifiedOn: T.Optional(Nullable(T.String())),
});
export type CardComment = typeof CardComment.static;

export const CardTimesheet = T.Object({
  cardTimesheetID: T.Integer(),
  cardID: T.Integer(),
  userID: T.Integer(),
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
export type CardTimesheet = typeof CardTimesheet.static;
const cardTimesheetFields = {
  cardID: Id,
  date: Day,
  hours: T.Number({ exclusiveMinimum: 0, maximum: 24 }),
  /** The category id. */
  description: Id,
  notes: T.Optional(Nullable(Words(4000))),
  isEnabled: T.Optional(Flag),
};

export const ChecklistItem = T.Object({
  checklistID: T.Integer(),
  cardID: Nullable(T.Integer()),
  projectID: Nullable(T.Integer()),
  checkListType: T.Integer(),
  text: T.String(),
  isChecked: T.Boolean(),
  sortOrder: T.Integer(),
});
export type ChecklistItem = typeof ChecklistItem.static;
const CheckListType = T.Union([T.Literal(1), T.Literal(2)]);
const checklistFields = {
  cardID: T.Optional(Nullable(Id)),
  projectID: T.Optional(Nullable(Id)),
  checkListType: CheckListType,
  text: Title,
  isChecked: T.Optional(Flag),
  sortOrder: T.Optional(T.Integer({ minimum: 0, maximum: 1_000_000 })),
};

export const Tag = T.Object({
  tagID: T.Integer(),
  tagType: T.Integer(),
  name: T.String(),
  color: Nullable(T.String()),
  isEnabled: T.Boolean(),
});
export type Tag = typeof Tag.static;
const TagType = T.Union([T.Literal(0), T.Literal(1), T.Literal(2)]);
const tagFields = {
  tagType: TagType,
  name: T.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  color: T.Optional(Nullable(T.String({ maxLength: 30 }))),
  isEnabled: T.Optional(Flag),
};

export const KanbanNote = T.Object({
  noteID: T.Integer(),
  projectID: Nullable(T.Integer()),
  text: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type KanbanNote = typeof KanbanNote.static;

export const Lane = T.Object({ laneId: T.Integer(), name: T.String(), sortOrder: T.Integer() });
export type Lane = typeof Lane.static;

export const ScheduleGroup = T.Object({
  scheduleGroupId: T.Integer(),
  name: T.String(),
  number: T.Integer(),
  startDate: T.String(),
  endDate: T.String(),
});

/**
 * A card with what relates to it (spec 2 §3): comments, checklist items, tags, dependencies, card timesheets,
 * attachments, its project and that project's notes (objectives).
 */
export const DetailedCard = T.Object({
  card: Card,
  comments: T.Array(CardComment),
  checklist: T.Array(ChecklistItem),
  tags: T.Array(Tag),
  dependencies: T.Array(T.Integer()),
  timesheets: T.Array(CardTimesheet),
  attachments: T.Array(Attachment),
  project: Nullable(T.Object({ projectId: T.Integer(), projectName: T.String() })),
  notes: T.Array(KanbanNote),
  laneName: T.String(),
  requesterName: Nullable(T.String()),
  agentName: Nullable(T.String()),
});
export type DetailedCard = typeof DetailedCard.static;

export const KanbanFilters = T.Object({
  users: T.Array(T.Object({ id: T.Integer(), name: T.String() })),
  projects: T.Array(T.Object({ id: T.Integer(), name: T.String() })),
  lanes: T.Array(Lane),
  priorities: T.Array(T.String()),
});

const FOR_CARD = T.Optional(Flag);

export const projectTrackingKanbanCalls = {
  kanbanFilterSettings: call({
    method: 'GET',
    path: `${KANBAN_BASE}/FilterSettings`,
    summary: "The signed-in user's saved board filters, as the JSON string they were saved as ('' when none).",
    permission: kanbanWork,
    response: T.String(),
  }),
  kanbanFilterSettingsSave: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/FilterSettings`,
    summary: "Saves the signed-in user's board filters (body filters as a JSON string).",
    permission: kanbanWork,
    body: Strict({ filters: T.String({ maxLength: 20_000 }) }),
    response: T.String(),
  }),
  kanbanCardGrid: call({
    method: 'GET',
    path: `${KANBAN_BASE}/CardGrid`,
    summary: 'Every open card as grid rows (cards not in the last lane).',
    permission: kanbanWork,
    response: T.Array(Card),
  }),
  kanbanCards: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Card`,
    summary: 'Cards matching the filters, as simpleCards.',
    permission: kanbanWork,
    query: Strict({
      userId: OptionalId,
      requesterId: OptionalId,
      projectId: OptionalId,
      laneId: OptionalId,
      priority: T.Optional(T.String({ maxLength: 30 })),
      searchPhrase: T.Optional(T.String({ maxLength: 200 })),
      globalSearch: T.Optional(Flag),
      milestoneId: OptionalId,
      sprintId: OptionalId,
      isArchived: T.Optional(Flag),
      showClosedProjects: T.Optional(Flag),
      cardId: OptionalId,
    }),
    payload: 'simpleCards',
    response: T.Array(Card),
  }),
  kanbanCardCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Card`,
    summary: 'Creates a card (a ticket); the requester defaults to the caller.',
    permission: kanbanWork,
    body: NewCard,
    payload: 'simpleCards',
    response: T.Array(Card),
    ours: SHAPE_OURS,
  }),
  kanbanCardUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Card`,
    summary: 'Updates a card (a ticket).',
    permission: kanbanWork,
    body: CardUpdate,
    payload: 'simpleCards',
    response: T.Array(Card),
    ours: SHAPE_OURS,
  }),
  kanbanCardDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/Card`,
    summary:
      'Deletes a card with its comments, timesheets, checklist, dependencies and unread marks (body cardID, userID).',
    permission: kanbanWork,
    body: Strict({ cardID: Id, userID: OptionalId }),
    response: T.Integer({ description: 'How many cards were deleted (0 or 1).' }),
  }),
  kanbanCardInfo: call({
    method: 'GET',
    path: `${KANBAN_BASE}/CardInfo`,
    summary:
      "One card with its comments, checklist, tags, dependencies, timesheets, attachments, project and the project's notes (objectives), as detailedCard.",
    permission: kanbanWork,
    query: Strict({ CardID: Id }),
    payload: 'detailedCard',
    response: DetailedCard,
  }),
  kanbanFilters: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Filters`,
    summary: "The board's filter choices: users, projects, lanes, priorities.",
    permission: kanbanWork,
    response: KanbanFilters,
  }),
  kanbanLanes: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Lane`,
    summary: 'The lanes, in order (ForCard, ForProject accepted; every lane serves both).',
    permission: kanbanWork,
    query: Strict({ ForCard: FOR_CARD, ForProject: FOR_CARD }),
    payload: 'lanes',
    response: T.Array(Lane),
  }),
  kanbanComments: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Comment`,
    summary: 'Comments of a card (its ticket comments), or of a project, initiative or feature.',
    permission: kanbanWork,
    query: Strict({ CardID: OptionalId, ProjectID: OptionalId, milestoneId: OptionalId, sprintId: OptionalId }),
    response: T.Array(CardComment),
  }),
  kanbanCommentCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Comment`,
    summary: 'Adds a comment to a card, project, initiative or feature (one of them is required).',
    permission: kanbanWork,
    body: Strict({
      commentText: T.String({ minLength: 1, maxLength: 8000, pattern: '\\S' }),
      userID: OptionalId,
      cardID: T.Optional(Nullable(Id)),
      projectID: T.Optional(Nullable(Id)),
      milestoneId: T.Optional(Nullable(Id)),
      sprintId: T.Optional(Nullable(Id)),
    }),
    response: CardComment,
  }),
  kanbanCommentUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Comment`,
    summary: 'Edits a comment (commentID, cardID, commentText).',
    permission: kanbanWork,
    body: Strict({
      commentID: Id,
      cardID: T.Optional(Nullable(Id)),
      commentText: T.String({ minLength: 1, maxLength: 8000, pattern: '\\S' }),
    }),
    response: CardComment,
  }),
  kanbanCommentDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/Comment`,
    summary: 'Deletes a project, initiative or feature comment (CommentID).',
    permission: kanbanWork,
    query: Strict({ CommentID: Id }),
    response: T.Integer({ description: 'How many comments were deleted (0 or 1).' }),
  }),
  kanbanCardTimesheets: call({
    method: 'GET',
    path: `${KANBAN_BASE}/CardTimesheet`,
    summary: "A card's enabled timesheet entries.",
    permission: kanbanWork,
    query: Strict({ CardID: Id }),
    response: T.Array(CardTimesheet),
  }),
  kanbanCardTimesheetCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/CardTimesheet`,
    summary: 'Books time on a card for the caller.',
    permission: kanbanWork,
    body: Strict(cardTimesheetFields),
    response: CardTimesheet,
    ours: SHAPE_OURS,
  }),
  kanbanCardTimesheetUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/CardTimesheet`,
    summary: 'Edits a card timesheet entry (isEnabled false deletes it softly).',
    permission: kanbanWork,
    body: Strict({ cardTimesheetID: Id, ...cardTimesheetFields }),
    response: CardTimesheet,
    ours: SHAPE_OURS,
  }),
  kanbanCardTimesheetDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/CardTimesheet`,
    summary: 'Soft-deletes a card timesheet entry (CardTimesheetID).',
    permission: kanbanWork,
    query: Strict({ CardTimesheetID: Id }),
    response: T.Integer({ description: 'How many entries were disabled (0 or 1).' }),
  }),
  kanbanAttachments: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Attachment`,
    summary: 'Attachments of a card or of a project (without their content).',
    permission: kanbanWork,
    query: Strict({ CardID: OptionalId, ProjectID: OptionalId }),
    response: T.Array(Attachment),
  }),
  kanbanAttachmentCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Attachment`,
    summary: 'Stores a file for a card or project after checking its size and its sniffed type against the allow-list.',
    permission: kanbanWork,
    body: Strict({
      ...PendingAttachment.properties,
      cardID: T.Optional(Nullable(Id)),
      projectID: T.Optional(Nullable(Id)),
    }),
    response: Attachment,
    ours: SHAPE_OURS,
  }),
  kanbanAttachmentDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/Attachment`,
    summary: 'Deletes an attachment (AttachmentID).',
    permission: kanbanWork,
    query: Strict({ AttachmentID: Id }),
    response: T.Integer({ description: 'How many attachments were deleted (0 or 1).' }),
  }),
  kanbanAttachmentDownload: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Attachment/Download`,
    summary: 'The file of an attachment, as a download (Content-Disposition: attachment, never rendered inline).',
    permission: kanbanWork,
    query: Strict({ AttachmentID: Id }),
    stream: true,
    ours: 'Not in the spec: attachments are served back as downloads.',
  }),
  kanbanChecklist: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Checklist`,
    summary: 'Checklist items of a card or project (CheckListType 1 or 2).',
    permission: kanbanWork,
    query: Strict({ CardID: OptionalId, CheckListType: T.Optional(CheckListType), ProjectID: OptionalId }),
    response: T.Array(ChecklistItem),
  }),
  kanbanChecklistCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Checklist`,
    summary: 'Adds a checklist item to a card or project.',
    permission: kanbanWork,
    body: Strict(checklistFields),
    response: ChecklistItem,
    ours: SHAPE_OURS,
  }),
  kanbanChecklistUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Checklist`,
    summary: 'Edits a checklist item.',
    permission: kanbanWork,
    body: Strict({ checklistID: Id, ...checklistFields }),
    response: ChecklistItem,
    ours: SHAPE_OURS,
  }),
  kanbanChecklistDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/Checklist`,
    summary: 'Deletes a checklist item (ChecklistID).',
    permission: kanbanWork,
    query: Strict({ ChecklistID: Id }),
    response: T.Integer({ description: 'How many items were deleted (0 or 1).' }),
  }),
  kanbanTags: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Tags`,
    summary: 'Tags of a type (tagType 0, 1 or 2; every type when absent).',
    permission: kanbanWork,
    query: Strict({ tagType: T.Optional(TagType) }),
    response: T.Array(Tag),
  }),
  kanbanTagCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Tags`,
    summary: 'Creates a tag.',
    permission: kanbanWork,
    body: Strict(tagFields),
    response: Tag,
    ours: SHAPE_OURS,
  }),
  kanbanTagUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Tags`,
    summary: 'Edits a tag.',
    permission: kanbanWork,
    body: Strict({ tagID: Id, ...tagFields }),
    response: Tag,
    ours: SHAPE_OURS,
  }),
  kanbanCardDependencies: call({
    method: 'GET',
    path: `${KANBAN_BASE}/CardDependency`,
    summary: 'The ids of the cards a card depends on (mainCardId).',
    permission: kanbanWork,
    query: Strict({ mainCardId: Id }),
    response: T.Array(T.Integer()),
  }),
  kanbanCardDependenciesSave: call({
    method: 'POST',
    path: `${KANBAN_BASE}/CardDependency`,
    summary: 'Replaces the cards a card depends on (mainCardId, dependentCardIds).',
    permission: kanbanWork,
    body: Strict({ mainCardId: Id, dependentCardIds: T.Array(Id, { maxItems: 200 }) }),
    response: T.Array(T.Integer()),
  }),
  kanbanNotes: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Note`,
    summary: 'The notes (objectives).',
    permission: kanbanWork,
    query: Strict({ ProjectID: OptionalId }),
    response: T.Array(KanbanNote),
  }),
  kanbanNoteCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Note`,
    summary: 'Adds a note (objective).',
    permission: kanbanWork,
    body: Strict({
      text: T.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
      projectID: T.Optional(Nullable(Id)),
    }),
    response: KanbanNote,
    ours: SHAPE_OURS,
  }),
  kanbanNoteUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Note`,
    summary: 'Edits a note (objective).',
    permission: kanbanWork,
    body: Strict({
      noteID: Id,
      text: T.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
      projectID: T.Optional(Nullable(Id)),
    }),
    response: KanbanNote,
    ours: SHAPE_OURS,
  }),
  kanbanNoteDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/Note`,
    summary: 'Deletes a note (NoteID, UserName).',
    permission: kanbanWork,
    query: Strict({ NoteID: Id, UserName: T.Optional(T.String({ maxLength: 320 })) }),
    response: T.Integer({ description: 'How many notes were deleted (0 or 1).' }),
  }),
  kanbanActiveScheduleGroup: call({
    method: 'GET',
    path: `${KANBAN_BASE}/ActiveScheduleGroup`,
    summary: 'The schedule group (sprint) whose dates hold today, or null.',
    permission: kanbanWork,
    response: Nullable(ScheduleGroup),
  }),
} as const;
