/**
 * Ticketing entities (spec 3 §3) as TypeBox schemas: the answers of the Ticketing/ calls and the bodies they take.
 * Field names follow the spec; where it shows none they are ours and said so. A ticket's tabs are in
 * ticketing-tab-types.ts.
 */
import {
  TEST_STATUSES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_TYPES,
  TIMESHEET_TYPES,
} from '../constants/ticketing.ts';
import { Day, Email, Id, Nullable, RecordVersion, SentVersion, Strict, T } from './fields.ts';
import { OPTIONAL_HTTP_LINK_PATTERN } from '../rules/ticket-writes/index.ts';

/** One of a fixed list of texts (JSON Schema enum: the refusal names the allowed values). */
const oneOf = <V extends readonly string[]>(values: V) => T.Unsafe<V[number]>({ type: 'string', enum: [...values] });

export const TicketTypeField = oneOf(TICKET_TYPES);
export const TicketPriorityField = oneOf(TICKET_PRIORITIES);
export const TestStatusField = oneOf(TEST_STATUSES);
export const TimesheetTypeField = oneOf(TIMESHEET_TYPES);

/** A text a person must fill (not only spaces). */
export const Required = (maxLength: number) => T.String({ minLength: 1, maxLength, pattern: '\\S' });
/** Rich text (HTML), sanitised by the server against an allow-list before it is stored. */
const RichText = (maxLength: number) =>
  T.String({ minLength: 1, maxLength, pattern: '\\S', description: 'HTML, sanitised by the server.' });

/** A ticket (spec 3 §3 Ticket), names resolved. Dates are ISO strings; days yyyy-mm-dd. */
export const Ticket = T.Object({
  ticketId: T.Integer(),
  title: T.String(),
  requesterId: Nullable(T.Integer()),
  requesterName: Nullable(T.String()),
  requesterEmail: Nullable(T.String()),
  customerId: Nullable(T.Integer()),
  customerName: Nullable(T.String()),
  type: T.String(),
  priority: T.String(),
  description: Nullable(T.String()),
  notificationEmails: T.Array(T.String()),
  updatedOn: T.String(),
  updatedBy: Nullable(T.String()),
  status: T.String(),
  moduleName: Nullable(T.String()),
  subModuleName: Nullable(T.String()),
  latestComment: Nullable(T.String()),
  createdBy: Nullable(T.String()),
  createdOn: T.String(),
  milestoneId: Nullable(T.Integer()),
  sprintId: Nullable(T.Integer()),
  agentId: Nullable(T.Integer()),
  agentName: Nullable(T.String()),
  agentEmail: Nullable(T.String()),
  projectId: Nullable(T.Integer()),
  startDate: Nullable(T.String()),
  endDate: Nullable(T.String()),
  points: T.Number(),
  laneId: T.Integer(),
  laneName: T.String(),
  sortPriority: T.Integer(),
  sticker: Nullable(T.String()),
  scheduleGroupId: Nullable(T.Integer()),
  scheduleGroup: Nullable(T.String()),
  healthStatusId: Nullable(T.Integer()),
  crfLink: Nullable(T.String()),
  /** The feature's sticker (grid column Feature Sticker). */
  crfSticker: Nullable(T.String()),
  /** The agent's group (grid column Agent Group; quick-filter row 3): Developers, Business Analysts, Support or Past Employees. */
  agentGroup: Nullable(T.String()),
  requesterDepartment: Nullable(T.String()),
  projectName: Nullable(T.String()),
  milestoneName: Nullable(T.String()),
  sprintName: Nullable(T.String()),
  /** The feature's comment (grid column Feature Comment). */
  featureNote: Nullable(T.String()),
  unread: T.Boolean(),
  /** Comma list of LANE, COMMENT, ASSIGNED; empty when read. */
  unreadFields: T.String(),
  /** True when the ticket has no schedule group (ours: the spec names the field only). */
  oldNoScheduleGroup: T.Boolean(),
  milestoneSortOrder: Nullable(T.Integer()),
  sprintSortOrder: Nullable(T.Integer()),
  sprintStatus: Nullable(T.String()),
  sprintPhase: Nullable(T.String()),
  isTicket: T.Boolean(),
  /** Ours: the ticket belongs to the pricing project (settings ticket.pricingProjectId). */
  isPricing: T.Boolean(),
  businessAnalystId: Nullable(T.Integer()),
  businessAnalystName: Nullable(T.String()),
  version: RecordVersion,
});
export type Ticket = typeof Ticket.static;

/**
 * A row of TicketList: the ticket without its description and notification e-mails (the dialog reads them with
 * the ticket), plus supportTicket and isFeature (spec 3 §3).
 */
export const TicketListItem = T.Composite([
  T.Omit(Ticket, ['description', 'notificationEmails']),
  T.Object({
    supportTicket: T.Object({
      ticketId: T.Integer(),
      sprintId: Nullable(T.Integer()),
      milestoneId: Nullable(T.Integer()),
      projectId: Nullable(T.Integer()),
    }),
    isFeature: T.Boolean(),
  }),
]);
export type TicketListItem = typeof TicketListItem.static;

/** Fields a ticket is written with (POST and PUT Ticket). */
const ticketFields = {
  title: Required(TICKET_LIMITS.title),
  type: TicketTypeField,
  priority: TicketPriorityField,
  description: RichText(TICKET_LIMITS.description),
  /** Feature (sprint): required (spec 3 §5). Project and initiative default from it. */
  sprintId: Id,
  projectId: T.Optional(Id),
  milestoneId: T.Optional(Id),
  requesterId: T.Optional(Nullable(Id)),
  customerId: T.Optional(Nullable(Id)),
  agentId: T.Optional(Nullable(Id)),
  moduleName: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.moduleName }))),
  subModuleName: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.moduleName }))),
  /** New tickets start in lane Next whatever is sent (spec 3 §4). */
  laneId: T.Optional(Id),
  points: T.Optional(T.Number({ minimum: 0, maximum: TICKET_LIMITS.points })),
  sortPriority: T.Optional(T.Integer({ minimum: 1, maximum: 9 })),
  sticker: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.sticker }))),
  scheduleGroupId: T.Optional(Nullable(Id)),
  /** Required, default 1 (spec 3 §5). */
  healthStatusId: T.Optional(Id),
  crfLink: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.crfLink, pattern: OPTIONAL_HTTP_LINK_PATTERN }))),
  endDate: T.Optional(Nullable(Day)),
  /** A comment saved with the ticket: required when the lane changes to a comment lane (2 or 7). */
  newComment: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.comment }))),
};

/** The fields a ticket is written with, as one schema: the ticket dialog's writable fields are its keys. */
export const TicketFields = T.Object(ticketFields);

export const NewTicket = Strict({
  ...ticketFields,
  /** Subscribed e-mails to start with (the requester is always told). */
  notificationEmails: T.Optional(T.Array(Email, { maxItems: 50 })),
});
export type NewTicket = typeof NewTicket.static;

/** PUT Ticket: the ticket id and the fields to change (the dialog sends them all). */
export const TicketUpdate = Strict({
  ticketId: Id,
  /** Optional so other A1 clients still save; the web always sends it (design §3, README). */
  version: SentVersion,
  ...T.Partial(T.Object(ticketFields)).properties,
});
export type TicketUpdate = typeof TicketUpdate.static;

export const ScheduleGroup = T.Object({
  scheduleGroupId: T.Integer(),
  id: T.Integer(),
  scheduleGroupName: T.String(),
  scheduleGroupNumber: T.Integer(),
  startDate: T.String(),
  endDate: T.String(),
  updatedBy: Nullable(T.String()),
  updatedOn: Nullable(T.String()),
  /** Starts after today (spec 3 §5: only future groups, or the ticket's own, are offered). */
  isFutureGroup: T.Boolean(),
});
export type ScheduleGroup = typeof ScheduleGroup.static;

export const Lane = T.Object({ laneId: T.Integer(), laneName: T.String(), sortOrder: T.Integer() });
export type Lane = typeof Lane.static;

export const TicketUser = T.Object({
  userId: T.Integer(),
  fullName: T.String(),
  email: T.String(),
  department: Nullable(T.String()),
  isEnabled: T.Boolean(),
});
export type TicketUser = typeof TicketUser.static;

export const IdName = T.Object({ id: T.Integer(), name: T.String() });
export type IdName = typeof IdName.static;

export const HealthStatus = T.Object({ id: T.Integer(), name: T.String(), color: T.String() });
export type HealthStatus = typeof HealthStatus.static;

export const ProjectOption = T.Object({ projectId: T.Integer(), projectName: T.String() });
export const MilestoneOption = T.Object({
  milestoneId: T.Integer(),
  milestoneName: T.String(),
  projectId: T.Integer(),
  sortOrder: T.Integer(),
});
export const SprintOption = T.Object({
  sprintId: T.Integer(),
  sprintName: T.String(),
  milestoneId: T.Integer(),
  projectId: T.Integer(),
  sortOrder: T.Integer(),
  status: T.String(),
});
export const ModuleOption = T.Object({ moduleName: T.String(), subModules: T.Array(T.String()) });

/** DefaultProjectValue: the project and initiative a feature (sprint) hangs under, for the dialog's defaults. */
export const DefaultProjectValue = T.Object({
  projectId: T.Integer(),
  projectName: T.String(),
  milestoneId: T.Integer(),
  milestoneName: T.String(),
  sprintId: T.Integer(),
  sprintName: T.String(),
  businessAnalystId: Nullable(T.Integer()),
  businessAnalystName: Nullable(T.String()),
});
export type DefaultProjectValue = typeof DefaultProjectValue.static;

/**
 * TicketListBulkUpdate (spec 3 §3): -1 leaves a field unchanged; 0 or null clears the sprint or the agent (ours).
 * sprintId is the Sprint of the ticket list and IT tab: the schedule group (the feature is not changed in bulk).
 */
export const BulkUpdate = Strict({
  comment: T.Optional(Nullable(T.String({ maxLength: TICKET_LIMITS.comment }))),
  laneId: T.Integer({ minimum: -1, maximum: 2_147_483_647 }),
  sprintId: Nullable(T.Integer({ minimum: -1, maximum: 2_147_483_647 })),
  agentId: Nullable(T.Integer({ minimum: -1, maximum: 2_147_483_647 })),
  ticketList: T.Array(Id, { minItems: 1, maxItems: TICKET_LIMITS.bulkTickets }),
});
export type BulkUpdate = typeof BulkUpdate.static;

export const ShufflePoints = Strict({
  agentId: Id,
  scheduleGroupId: Id,
  points: T.Number({ minimum: 0, maximum: 10_000 }),
});
export type ShufflePoints = typeof ShufflePoints.static;

/** A live change of a ticket, pushed to every open ticket screen (ours). */
export const TicketChange = T.Object({
  ticketId: T.Integer(),
  kind: T.Union([
    T.Literal('created'),
    T.Literal('updated'),
    T.Literal('lane'),
    T.Literal('assigned'),
    T.Literal('comment'),
    T.Literal('deleted'),
  ]),
  byUserId: T.Integer(),
});
export type TicketChange = typeof TicketChange.static;

/** The fixed ids and defaults the screens need, from the settings rows (spec 3 §9, design §3). */
export const TicketSettingsAnswer = T.Object({
  generalProjectId: T.Integer(),
  newProjectId: T.Integer(),
  newInitiativeId: T.Integer(),
  newFeatureId: T.Integer(),
  pricingProjectId: T.Integer(),
  pricingInitiativeId: T.Integer(),
  pricingFeatureId: T.Integer(),
  scheduleGroupProjectId: T.Integer(),
  newLaneId: T.Integer(),
  qaLaneId: T.Integer(),
  commentLaneIds: T.Array(T.Integer()),
  scheduleGroupLaneId: T.Integer(),
  /** Save and Email can send (A1_SMTP_URL is set). */
  mailConfigured: T.Boolean(),
});
export type TicketSettingsAnswer = typeof TicketSettingsAnswer.static;
