/**
 * KanbanBoard/ card shapes (spec 2 §3, §7): a card and a ticket are the same row. The card, its comments, timesheets,
 * checklist, tags, notes, lanes and schedule group, and the field sets the card calls' bodies are built from.
 */
import { Day, Id, Nullable, Strict, T } from './fields.ts';
import { Attachment } from './projecttracking-shapes.ts';

export const Flag = T.Boolean();
export const OptionalId = T.Optional(Id);
const Title = T.String({ minLength: 1, maxLength: 300, pattern: '\\S' });
const Words = (max = 8000) => T.String({ maxLength: max });
export const SHAPE_OURS = 'Body shape not shown in the spec.';

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
export const cardTimesheetFields = {
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
export const CheckListType = T.Union([T.Literal(1), T.Literal(2)]);
export const checklistFields = {
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
export const TagType = T.Union([T.Literal(0), T.Literal(1), T.Literal(2)]);
export const tagFields = {
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
