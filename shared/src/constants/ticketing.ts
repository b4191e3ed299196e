/**
 * Ticketing constants (spec 3 §4, §5, §8, §9): option lists, defaults, limits and the texts the spec fixes, plus
 * ours where the spec leaves a text open. The fixed ids (282, 881/4317/13837, 1475/8807/50094, 165, lanes) live
 * in settings rows; TICKET_SETTING_KEYS names them and TICKET_SETTING_DEFAULTS is what the demo seeds.
 */

/** Spec 3 §4 Other option lists. */
export const TICKET_TYPES = ['Issue', 'Enhancement', 'Report', 'Requirements', 'Bug', 'Testing'] as const;
/**
 * The translation context of ticket types (`db.ticketType.<type>`): the English "Report" is also a module's name,
 * which French names in the plural.
 */
export const TICKET_TYPE_NAME_CONTEXT = 'ticketType';
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_PRIORITIES = ['High', 'Medium', 'Low', 'Severe'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** Status labels (spec 3 §4), each with the colour of its label. */
export const TICKET_STATUSES = ['Submitted', 'Assigned', 'Awaiting', 'Completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TEST_STATUSES = ['Not Tested', 'Pass', 'Fail'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** The nine lanes of spec 3 §4, in board order (their ids are 1…9 in this order in the demo). */
export const LANE_NAMES = [
  'Inbox',
  'Next',
  'In Progress',
  'Blocked',
  'UAT Review',
  'Pending UAT Deployment',
  'Production Review',
  'Pending Production Deployment',
  'Done',
] as const;
/** The default lane filter (spec 3 §4): lanes Next and In Progress. */
export const DEFAULT_LANE_FILTER = ['Next', 'In Progress'] as const;

/** unreadFields (spec 3 §3): what changed since the user last opened the ticket. */
export const UNREAD_FIELDS = ['LANE', 'COMMENT', 'ASSIGNED'] as const;
export type UnreadField = (typeof UNREAD_FIELDS)[number];

/** Spec 3 §5 and §9 defaults and limits. */
export const TICKET_DEFAULTS = {
  points: 0.25,
  sortPriority: 4,
  healthStatusId: 1,
  /** Points shown with two decimals (spec 3 §9). */
  pointsDecimals: 2,
} as const;
export const SORT_PRIORITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const LINKED_TICKET_RANGE = { min: 1, max: 999_998 } as const;
/** Ticket list dialog and supporting documents (spec 3 §9). */
export const TICKET_PAGE_SIZE = 10;
export const AUTO_REFRESH_MS = 30_000;
/** The ticket screen waits this long for menu permissions, polling at this interval (spec 3 §8). */
export const PERMISSION_WAIT = { totalMs: 20_000, pollMs: 500 } as const;

/** QA ticket (spec 3 §9): created from an Issue or Enhancement on the IT tab of a non-pricing ticket. */
export const QA_TICKET = {
  points: 1,
  sortPriority: 4,
  laneId: 5,
  type: 'Testing',
  prefix: 'QA:',
  sourceTypes: ['Issue', 'Enhancement'],
} as const;

/** Field limits (ours). */
export const TICKET_LIMITS = {
  title: 200,
  description: 100_000,
  comment: 20_000,
  checklistItem: 500,
  sticker: 100,
  moduleName: 100,
  crfLink: 2000,
  notes: 4000,
  testText: 20_000,
  points: 1000,
  hours: 24,
  bulkTickets: 5000,
  customFilterName: 50,
  /** Attachments: largest file accepted (bytes). */
  attachmentBytes: 10 * 1024 * 1024,
  fileName: 200,
} as const;

/**
 * Attachment types accepted, by extension, with the type they are served as (always as a download). The file's
 * first bytes are checked against the extension where the type has a signature.
 */
export const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  log: 'text/plain',
  json: 'application/json',
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
};

/** Custom filters of TicketList?customFilterName= (ours: the spec names the query, not its values). */
export const CUSTOM_TICKET_FILTERS = ['Me', 'MyRequests', 'NoAgent', 'NoSprint', 'Open'] as const;
export type CustomTicketFilter = (typeof CUSTOM_TICKET_FILTERS)[number];

/**
 * Shared/Timesheet kinds: what an entry's hours were booked on (ours: the spec names timesheetType, not its values).
 * A Kanban card is its ticket, so its entries are the ticket's.
 */
export const TIMESHEET_TYPES = ['Ticket', 'Feature', 'Initiative'] as const;
export type TimesheetType = (typeof TIMESHEET_TYPES)[number];
/**
 * Every owner of timesheet entries: the Shared/Timesheet kinds and projects, whose entries only the Kanban project
 * calls reach (they ask the project-edit permission, which the ticket screens' Shared/Timesheet does not).
 */
export const TIMESHEET_OWNER_KINDS = [...TIMESHEET_TYPES, 'Project'] as const;
export type TimesheetOwnerKind = (typeof TIMESHEET_OWNER_KINDS)[number];

/**
 * What a file can be attached to (ours): a ticket (its Kanban card is the same row), a feature, a project, a parcel
 * job (receiving) or a problem package's card (package issue). One table and one service for all (issue 24 point 3).
 */
export const ATTACHMENT_OWNER_KINDS = ['Ticket', 'Feature', 'Project', 'Job', 'PackageIssue'] as const;
export type AttachmentOwnerKind = (typeof ATTACHMENT_OWNER_KINDS)[number];

export const TIMESHEET_MESSAGES = {
  notFound: (id: number) => `Timesheet entry ${id} does not exist (it may have been deleted).`,
  ownerNotFound: (kind: TimesheetOwnerKind, id: number) => `${kind} ${id} does not exist (it may have been deleted).`,
  invalidDate: (value: string) => `date ${value} is not a valid date (yyyy-mm-dd).`,
  unknownCategory: (id: number) => `description ${id} is not a known timesheet category.`,
} as const;

/** Settings rows holding the spec's fixed ids (design §3). */
export const TICKET_SETTING_KEYS = {
  generalProjectId: 'ticket.generalProjectId',
  newProjectId: 'ticket.newProjectId',
  newInitiativeId: 'ticket.newInitiativeId',
  newFeatureId: 'ticket.newFeatureId',
  pricingProjectId: 'ticket.pricingProjectId',
  pricingInitiativeId: 'ticket.pricingInitiativeId',
  pricingFeatureId: 'ticket.pricingFeatureId',
  scheduleGroupProjectId: 'ticket.scheduleGroupProjectId',
  newLaneId: 'ticket.newLaneId',
  qaLaneId: 'ticket.qaLaneId',
  commentLaneIds: 'ticket.commentLaneIds',
  scheduleGroupLaneId: 'ticket.scheduleGroupLaneId',
} as const;
export type TicketSettingName = keyof typeof TICKET_SETTING_KEYS;
export type TicketSettings = { [K in TicketSettingName]: K extends 'commentLaneIds' ? number[] : number };

/** The values the demo seeds (spec 3 §4, §9). Lane Next is id 2 in the demo's lane table. */
export const TICKET_SETTING_DEFAULTS: TicketSettings = {
  generalProjectId: 282,
  newProjectId: 881,
  newInitiativeId: 4317,
  newFeatureId: 13837,
  pricingProjectId: 1475,
  pricingInitiativeId: 8807,
  pricingFeatureId: 50094,
  scheduleGroupProjectId: 165,
  newLaneId: 2,
  qaLaneId: 5,
  commentLaneIds: [2, 7],
  scheduleGroupLaneId: 2,
};

/** Texts of the ticketing screens and server (spec 3 §8 to the letter; the rest ours). */
export const TICKET_MESSAGES = {
  qaCreated: (id: number) => `QA Ticket #${id} Created Successfully`,
  qaFailed: 'QA Ticket Creation Failed',
  /** The comment posted on every lane change that needs no comment of its own (ours, README). */
  laneChanged: (userName: string, from: string, to: string) => `${userName} changed the lane from ${from} to ${to}`,
  severePlaceholder: 'Please include a cell phone number where you can be contacted.',
  commentRequiredForLane: (lane: string) => `A comment is required to move a ticket to ${lane}.`,
  scheduleGroupRequired: 'A schedule group is required for this project in this lane.',
  ticketNotFound: (id: number) => `Ticket ${id} does not exist (it may have been deleted).`,
  notFound: (what: string, id: number) => `${what} ${id} does not exist (it may have been deleted).`,
  unknownReference: (field: string, id: number) => `${field} ${id} is not a known value.`,
  featureNotInInitiative: 'The feature does not belong to the chosen initiative.',
  initiativeNotInProject: 'The initiative does not belong to the chosen project.',
  qaNotAllowed: 'A QA ticket can only be created from a non-pricing Issue or Enhancement ticket.',
  mailNotConfigured:
    'Mail is not configured (A1_SMTP_URL is not set on the server): the ticket was not saved. Use Save instead, or ask IT to configure mail.',
  mailFailed: (reason: string) => `The ticket was saved, but the e-mail could not be sent: ${reason}`,
  mailNoRecipients: 'The ticket has no requester, agent or subscribed e-mail to send to.',
  attachmentTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB: attach a smaller file.`,
  attachmentEmpty: 'The file is empty.',
  attachmentType: (ext: string, allowed: string) =>
    `Files of type "${ext || 'none'}" cannot be attached. Allowed: ${allowed}.`,
  attachmentContent: (ext: string) => `The file's content does not match its ".${ext}" extension.`,
  attachmentNotBase64: 'The file content is not valid base64.',
  noTickets: 'Select at least one ticket.',
  customFilterUnknown: (name: string) => `Unknown custom filter "${name}".`,
  crfLinkInvalid: 'The CRF link must be an http or https address.',
  linkInvalid: (field: string) => `${field} must be an http or https address.`,
  notificationEmailInvalid: (entries: readonly string[]) =>
    `Not a valid e-mail address: ${entries.join(', ')}. Give one address per entry (or separate several with , or ;).`,
  pricingOnly: 'Pricing tickets are only available from the Pricing Tickets screen.',
} as const;

/** The subject and text of the Save and Email message (ours). */
export const TICKET_MAIL = {
  subject: (id: number, title: string) => `Ticket ${id}: ${title}`,
  intro: (userName: string, id: number) => `${userName} updated ticket ${id}.`,
  linkText: 'Open the ticket',
} as const;
