/**
 * Problem packages, "Aimban" (spec 3 §7 "Problem-package service", issue 27): the screens' routes, the board's
 * lanes, the fixed issues the postal calls open, dangerous-goods codes, screening thresholds, limits and the
 * user-facing messages. The spec shows none of these lists: they are ours (each says why).
 */

/** The side-menu routes of the area (shell §2): each call is granted by one of them. */
export const PROBLEM_ROUTES = {
  board: 'aimban/package-board',
  grid: 'aimban/package-grid',
  dangerousGoods: 'aimban/dangerous-goods',
  dangerousGoodsGrid: 'aimban/dangerous-goods-grid',
  deniedParty: 'aimban/denied-party',
} as const;

/**
 * The eight lanes of the board, left to right (ours: an exceptions team's flow). A card in a `closing` lane is done:
 * it leaves the open board (showArchive shows it) and counts as closed in the activity log.
 */
export const PROBLEM_LANES = [
  { name: 'New', closing: false, onHold: false },
  { name: 'Investigating', closing: false, onHold: false },
  { name: 'Waiting for Customer', closing: false, onHold: false },
  { name: 'Waiting for Carrier', closing: false, onHold: false },
  { name: 'On Hold', closing: false, onHold: true },
  { name: 'Customs', closing: false, onHold: false },
  { name: 'Ready to Release', closing: false, onHold: false },
  { name: 'Closed', closing: true, onHold: false },
] as const;

/** The issues the postal calls open a card with (POST StampsDuplicateData, StampsNoData, DuplicatePackage, …). */
export const FIXED_ISSUES = {
  stampsDuplicate: 'Stamps duplicate data',
  stampsNoData: 'Stamps no data',
  duplicatePackage: 'Duplicate package',
  noDataOnHold: 'No data on hold',
  deniedParty: 'Denied party hit',
  dangerousGoods: 'Dangerous goods',
} as const;
export type FixedIssue = keyof typeof FIXED_ISSUES;

/** How the board and grid group cards (GET Package's groupBy). */
export const PROBLEM_GROUP_BY = ['lane', 'category', 'issueLevel', 'agent', 'department', 'customer'] as const;
export type ProblemGroupBy = (typeof PROBLEM_GROUP_BY)[number];

/** What an activity-log row records (its `action`). */
export const ACTIVITY_ACTIONS = [
  'created',
  'moved',
  'assigned',
  'edited',
  'closed',
  'reopened',
  'comment',
  'attachment',
  'packageEdited',
  'note',
  'screening',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Dangerous goods (UN Model Regulations): the nine classes with their divisions, and the three packing groups. */
export const HAZARD_CLASSES = [
  '1.1', '1.2', '1.3', '1.4', '1.5', '1.6',
  '2.1', '2.2', '2.3',
  '3',
  '4.1', '4.2', '4.3',
  '5.1', '5.2',
  '6.1', '6.2',
  '7',
  '8',
  '9',
] as const; // prettier-ignore
export type HazardClass = (typeof HAZARD_CLASSES)[number];
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** Denied-party screening (ours): a score at or above `hit` puts the package on the denied-party list. */
export const SCREENING = {
  /** 0–100: a consignee name scoring this or more against a list entry is a hit. */
  hitScore: 88,
  /** A cleared hit stays cleared this many days by default (the reviewer may choose up to `maxClearDays`). */
  defaultClearDays: 90,
  maxClearDays: 365,
} as const;
export const SCREENING_DECISIONS = ['hit', 'cleared', 'confirmed'] as const;
export type ScreeningDecision = (typeof SCREENING_DECISIONS)[number];
export const SCREENING_LIST_FORMATS = ['json', 'csv'] as const;

export const PROBLEM_LIMITS = {
  /** Cards in one PackageIssuesLanes request (one transaction). */
  bulkCards: 500,
  /** Cards in one GET Package answer; past it, `truncated` is true. */
  boardCards: 10_000,
  /** Packages in one StampsDuplicateData / StampsNoData / DuplicatePackage / NoDataOnHoldPackage request. */
  bulkPackages: 500,
  /** Jobs in one ForceCloseJobList request. */
  bulkJobs: 100,
  comment: 4_000,
  reason: 1_000,
  filterName: 100,
  searchTerm: 200,
  /** Ids in one filter list (customerIds, agentIds, …). */
  filterIds: 500,
  /** A screening list file, as text. */
  screeningListChars: 30 * 1024 * 1024,
  screeningListEntries: 100_000,
  name: 200,
} as const;

export const PROBLEM_MESSAGES = {
  cardNotFound: (id: number) => `Package issue ${id} was not found.`,
  cardStale: (id: number, by: string, on: string) =>
    `Package issue ${id} was changed by ${by} at ${on}; reload to see it.`,
  laneNotFound: (id: number) => `laneId ${id} is not a lane of the board.`,
  neighbourNotInLane: (field: 'previousId' | 'nextId', id: number, laneId: number) =>
    `${field} ${id} is not an open card of lane ${laneId}.`,
  neighboursOutOfOrder: 'previousId and nextId are not in that order any more; reload the lane.',
  bulkCardFailed: (id: number, why: string) => `Package issue ${id}: ${why} Nothing was changed.`,
  bulkNothingToDo: 'Give laneId, agentId or close: true to say what to do with the cards.',
  cardExists: (packageId: number, cardId: number) =>
    `Package ${packageId} already has an open problem card (package issue ${cardId}).`,
  issueNotFound: (id: number) => `issueId ${id} is not a known issue.`,
  categoryNotFound: (id: number) => `categoryId ${id} is not a known category.`,
  issueLevelNotFound: (id: number) => `issueLevelId ${id} is not a known issue level.`,
  agentNotFound: (id: number) => `agentId ${id} is not an internal user.`,
  commentNotFound: (id: number) => `Comment ${id} was not found.`,
  commentNotYours: 'Only its author or an Aimban administrator may change this comment.',
  defaultCommentNotFound: (id: number) => `defaultCommentId ${id} is not a default comment.`,
  attachmentNotFound: (id: number) => `Attachment ${id} was not found.`,
  filterNotFound: (id: number) => `Filter ${id} was not found.`,
  filterNotYours: 'Only its owner may change this filter.',
  jobNotFound: (id: number) => `jobId ${id} is not a known job.`,
  badToken: (field: string, value: string) =>
    `${field} "${value}" is not a date (yyyy-mm-dd) or a relative date such as today, today-7d, today+1w.`,
  unNumber: 'unNumber must be UN followed by four digits (UN1234).',
  hazardClass: (value: string) => `hazardClass ${value} is not a class or division of the UN list (1.1 … 9).`,
  packingGroup: (value: string) => `packingGroup ${value} must be I, II or III.`,
  packingGroupNotAllowed: (hazardClass: string) =>
    `packingGroup: class ${hazardClass} has no packing group; leave it empty.`,
  screeningNotFound: (id: number) => `Screening ${id} was not found.`,
  screeningListEmpty: 'content holds no screening-list entry with a name.',
  screeningListFormat: (format: string, why: string) => `content is not a ${format} screening list: ${why}`,
  screeningNoList: 'No screening list has been imported yet.',
  clearNeedsExpiry: 'expiresOn is required to clear a hit, and must be after today.',
  clearTooLong: (days: number) => `expiresOn is more than ${days} days away.`,
  onHoldNotFound: (id: number) => `Package issue ${id} is not on hold.`,
} as const;
