/**
 * The problem-package model (spec 3 §7 "Problem-package service", issue 27): issues, categories, issue levels,
 * lanes, the cards (package issues), their comments, attachments and activity log, saved filters, dimension
 * settings, dangerous goods and denied-party screening. The spec shows no answer shape: every one here is ours.
 */
import { check, staffMenu } from './call.ts';
import { Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import {
  ACTIVITY_ACTIONS,
  HAZARD_CLASSES,
  PACKING_GROUPS,
  PROBLEM_GROUP_BY,
  PROBLEM_LIMITS,
  PROBLEM_ROUTES,
  SCREENING_DECISIONS,
} from '../constants/problems.ts';

export const AIMBAN_BASE = `${API_BASE}/Aimban`;
/** The board's and grid's calls (internal staff whose roles grant the board or the grid). */
export const problemBoard = staffMenu(PROBLEM_ROUTES.board, PROBLEM_ROUTES.grid);
/** The board, the grid or the dangerous-goods screens. */
export const problemAny = staffMenu(
  PROBLEM_ROUTES.board,
  PROBLEM_ROUTES.grid,
  PROBLEM_ROUTES.dangerousGoods,
  PROBLEM_ROUTES.dangerousGoodsGrid,
  PROBLEM_ROUTES.deniedParty,
);
export const dangerousGoodsScreens = staffMenu(PROBLEM_ROUTES.dangerousGoods, PROBLEM_ROUTES.dangerousGoodsGrid);
export const deniedPartyScreen = staffMenu(PROBLEM_ROUTES.deniedParty);
/** The area's own admin check: what GET Aimban/isAdmin answers (role_checks aimbanAdmin). */
export const problemAdmin = check('aimbanAdmin');

const lit = <V extends string>(values: readonly V[]) => T.Union(values.map((v) => T.Literal(v)));

export const ProblemIssue = T.Object({ issueId: T.Integer(), name: T.String(), categoryId: Nullable(T.Integer()) });
export type ProblemIssue = typeof ProblemIssue.static;

export const ProblemCategory = T.Object({
  categoryId: T.Integer(),
  name: T.String(),
  /** A card of this category older than this (hours since it was opened) is shown as over age. */
  maxAgeHours: T.Integer(),
  sortOrder: T.Integer(),
});
export type ProblemCategory = typeof ProblemCategory.static;

export const IssueLevel = T.Object({
  issueLevelId: T.Integer(),
  /** 1 (most urgent) to 3. */
  level: T.Integer(),
  name: T.String(),
});
export type IssueLevel = typeof IssueLevel.static;

export const ProblemLane = T.Object({
  laneId: T.Integer(),
  name: T.String(),
  sortOrder: T.Integer(),
  /** A card moved here is closed (it leaves the open board). */
  closing: T.Boolean(),
  /** The postal supplier's on-hold lane (ServiceProcessGroup/…/OnHold). */
  onHold: T.Boolean(),
});
export type ProblemLane = typeof ProblemLane.static;

/** One card of the board: a package's open (or archived) problem. */
export const PackageIssue = T.Object({
  packageIssueId: T.Integer(),
  packageId: T.Integer(),
  trackingNumber: T.String(),
  customerId: T.Integer(),
  customer: T.String(),
  jobId: Nullable(T.Integer()),
  jobNumber: Nullable(T.String()),
  consigneeName: T.String(),
  consigneeCountry: T.String(),
  laneId: T.Integer(),
  /** The ordering key within the lane (fractional-indexing): cards sort by it, as text in byte order ("C" collation). */
  rank: T.String(),
  /** Sent back with a move or an edit: a stale one answers 409 (design §3 "Records carry a version"). */
  version: T.Integer(),
  issueId: T.Integer(),
  issue: T.String(),
  categoryId: Nullable(T.Integer()),
  category: Nullable(T.String()),
  issueLevelId: Nullable(T.Integer()),
  issueLevel: Nullable(T.String()),
  agentId: Nullable(T.Integer()),
  agent: Nullable(T.String()),
  departmentId: Nullable(T.Integer()),
  department: Nullable(T.String()),
  salesAgentId: Nullable(T.Integer()),
  /** When the card entered its lane (the card shows its age in the lane). */
  laneEnteredOn: T.String(),
  createdOn: T.String(),
  modifiedOn: Nullable(T.String()),
  modifiedBy: Nullable(T.String()),
  /** Older than its category's maxAgeHours. */
  overAge: T.Boolean(),
  archived: T.Boolean(),
  closedOn: Nullable(T.String()),
  isDangerousGoods: T.Boolean(),
  isDeniedParty: T.Boolean(),
});
export type PackageIssue = typeof PackageIssue.static;

export const PackageIssueAnswer = T.Object({
  cards: T.Array(PackageIssue),
  /** Cards that matched; more than PROBLEM_LIMITS.boardCards sets truncated. */
  total: T.Integer(),
  truncated: T.Boolean(),
  groupBy: lit(PROBLEM_GROUP_BY),
  /** The groups in their order with their counts (the board's lanes when grouped by lane). */
  groups: T.Array(T.Object({ key: T.Integer(), label: T.String(), count: T.Integer() })),
});
export type PackageIssueAnswer = typeof PackageIssueAnswer.static;

/** A live change of the board, sent by GET Aimban/Events on every instance (LISTEN/NOTIFY). */
export const BoardChange = T.Object({
  kind: lit(['moved', 'created', 'updated', 'closed'] as const),
  packageIssueId: T.Integer(),
  laneId: T.Integer(),
  rank: T.String(),
  version: T.Integer(),
  byUserId: T.Integer(),
});
export type BoardChange = typeof BoardChange.static;

export const ActivityEntry = T.Object({
  activityId: T.Integer(),
  packageIssueId: T.Integer(),
  action: lit(ACTIVITY_ACTIONS),
  /** The fields that changed, before and after (null for a creation or a note). */
  before: Nullable(T.Record(T.String(), T.Unknown())),
  after: Nullable(T.Record(T.String(), T.Unknown())),
  text: Nullable(T.String()),
  byUserId: Nullable(T.Integer()),
  byName: T.String(),
  on: T.String(),
});
export type ActivityEntry = typeof ActivityEntry.static;

export const ProblemComment = T.Object({
  commentId: T.Integer(),
  packageIssueId: T.Integer(),
  text: T.String(),
  createdBy: T.Integer(),
  createdByName: T.String(),
  createdOn: T.String(),
  modifiedOn: Nullable(T.String()),
  version: T.Integer(),
});
export type ProblemComment = typeof ProblemComment.static;

export const DefaultComment = T.Object({
  defaultCommentId: T.Integer(),
  text: T.String(),
  categoryId: Nullable(T.Integer()),
});
export type DefaultComment = typeof DefaultComment.static;

export const ProblemAttachment = T.Object({
  attachmentId: T.Integer(),
  packageIssueId: T.Integer(),
  fileName: T.String(),
  contentType: T.String(),
  size: T.Integer(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type ProblemAttachment = typeof ProblemAttachment.static;

export const Agent = T.Object({
  agentId: T.Integer(),
  name: T.String(),
  email: T.String(),
  departmentId: Nullable(T.Integer()),
});
export type Agent = typeof Agent.static;
export const ProblemDepartment = T.Object({ departmentId: T.Integer(), name: T.String() });
export const SalesAgent = T.Object({ salesAgentId: T.Integer(), name: T.String() });
export const CustomerOption = T.Object({ customerId: T.Integer(), name: T.String(), openCards: T.Integer() });
export type CustomerOption = typeof CustomerOption.static;

/** A number id or, in a saved filter, the token @me (the signed-in user). */
const IdOrMe = T.Union([T.Integer({ minimum: 1, maximum: 2_147_483_647 }), T.Literal('@me')]);
const ids = T.Array(T.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: PROBLEM_LIMITS.filterIds });
/** yyyy-mm-dd or a relative date: today, today-7d, today+2w, today-1m (resolved when the filter is applied). */
export const DateToken = T.String({
  pattern: '^(\\d{4}-\\d{2}-\\d{2}|today([+-]\\d{1,4}[dwm])?)$',
  maxLength: 20,
  description: 'yyyy-mm-dd, or today, today-7d, today+2w, today-1m',
});

/** What a saved filter keeps: the board's and grid's filters, with tokens (@me, today-7d). */
export const FilterCriteria = Strict({
  customerIds: T.Optional(ids),
  locationIds: T.Optional(ids),
  issueIds: T.Optional(ids),
  departmentIds: T.Optional(ids),
  agentIds: T.Optional(T.Array(IdOrMe, { maxItems: PROBLEM_LIMITS.filterIds })),
  salesAgentIds: T.Optional(T.Array(IdOrMe, { maxItems: PROBLEM_LIMITS.filterIds })),
  divisionId: T.Optional(T.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  searchTerm: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.searchTerm })),
  fromDate: T.Optional(DateToken),
  toDate: T.Optional(DateToken),
  groupBy: T.Optional(lit(PROBLEM_GROUP_BY)),
  showArchive: T.Optional(T.Boolean()),
  isDeniedParty: T.Optional(T.Boolean()),
});
export type FilterCriteria = typeof FilterCriteria.static;

export const SavedFilter = T.Object({
  filterId: T.Integer(),
  name: T.String(),
  /** Shared filters are seen (not changed) by everyone of the area; a private one by its owner alone. */
  shared: T.Boolean(),
  ownerId: T.Integer(),
  ownerName: T.String(),
  criteria: FilterCriteria,
  modifiedOn: T.String(),
});
export type SavedFilter = typeof SavedFilter.static;

/** The dangerous-goods filters of the DG screens. */
export const DgFilterCriteria = Strict({
  customerIds: T.Optional(ids),
  hazardClasses: T.Optional(T.Array(lit(HAZARD_CLASSES), { maxItems: HAZARD_CLASSES.length })),
  searchTerm: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.searchTerm })),
  fromDate: T.Optional(DateToken),
  toDate: T.Optional(DateToken),
});
export type DgFilterCriteria = typeof DgFilterCriteria.static;
export const SavedDgFilter = T.Object({
  filterId: T.Integer(),
  name: T.String(),
  shared: T.Boolean(),
  ownerId: T.Integer(),
  ownerName: T.String(),
  criteria: DgFilterCriteria,
  modifiedOn: T.String(),
});
export type SavedDgFilter = typeof SavedDgFilter.static;

/** How the dimensional weight of a package is worked out and which measures flag it (the DG and board screens). */
export const DimSetting = T.Object({
  /** cm³ per kg: dimensional weight = L × W × H / divisor. */
  divisor: T.Integer({ minimum: 1000, maximum: 10000 }),
  maxLengthCm: T.Number({ exclusiveMinimum: 0, maximum: 1000 }),
  maxWeightKg: T.Number({ exclusiveMinimum: 0, maximum: 1000 }),
  version: T.Integer(),
  modifiedBy: Nullable(T.String()),
  modifiedOn: Nullable(T.String()),
});
export type DimSetting = typeof DimSetting.static;

export const DangerousGoodsInput = Strict({
  unNumber: T.String({ maxLength: 10, description: 'UN followed by four digits (UN1234)' }),
  hazardClass: T.String({ maxLength: 5 }),
  packingGroup: Nullable(T.String({ maxLength: 5 })),
  properShippingName: T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.name, pattern: '\\S' }),
  quantity: T.Number({ exclusiveMinimum: 0, maximum: 100000 }),
});
export type DangerousGoodsInput = typeof DangerousGoodsInput.static;

export const DangerousGoodsPackage = T.Object({
  dangerousGoodsId: T.Integer(),
  packageId: T.Integer(),
  packageIssueId: Nullable(T.Integer()),
  trackingNumber: T.String(),
  customerId: T.Integer(),
  customer: T.String(),
  unNumber: T.String(),
  hazardClass: lit(HAZARD_CLASSES),
  packingGroup: Nullable(lit(PACKING_GROUPS)),
  properShippingName: T.String(),
  quantity: T.Number(),
  createdOn: T.String(),
  archivedOn: Nullable(T.String()),
});
export type DangerousGoodsPackage = typeof DangerousGoodsPackage.static;

/** A package's editable information (EditPackage answers it, PackageInformation saves it). */
export const PackageInformation = T.Object({
  packageId: T.Integer(),
  trackingNumber: T.String(),
  consigneeName: T.String(),
  consigneeAddress1: T.String(),
  consigneeAddress2: Nullable(T.String()),
  consigneeCity: T.String(),
  consigneeState: Nullable(T.String()),
  consigneePostalCode: Nullable(T.String()),
  consigneeCountry: T.String(),
  weightKg: T.Number(),
  lengthCm: Nullable(T.Number()),
  widthCm: Nullable(T.Number()),
  heightCm: Nullable(T.Number()),
  taxId: Nullable(T.String()),
  dangerousGoods: Nullable(DangerousGoodsInput),
});
export type PackageInformation = typeof PackageInformation.static;

export const ScreeningListInfo = T.Object({
  listVersion: T.Integer(),
  source: T.String(),
  entries: T.Integer(),
  importedBy: T.String(),
  importedOn: T.String(),
});
export type ScreeningListInfo = typeof ScreeningListInfo.static;

export const Screening = T.Object({
  screeningId: T.Integer(),
  packageId: T.Integer(),
  trackingNumber: T.String(),
  consigneeName: T.String(),
  /** 0–100. */
  score: T.Integer(),
  entryId: T.Integer(),
  entryName: T.String(),
  entrySource: T.String(),
  /** The list version this screening, and its decision, were made against. */
  listVersion: T.Integer(),
  decision: lit(SCREENING_DECISIONS),
  reason: Nullable(T.String()),
  expiresOn: Nullable(T.String()),
  decidedBy: Nullable(T.String()),
  decidedOn: Nullable(T.String()),
  screenedOn: T.String(),
});
export type Screening = typeof Screening.static;

/** What the postal calls (StampsDuplicateData, …) did with each package. */
export const OpenedCards = T.Object({
  created: T.Array(PackageIssue),
  skipped: T.Array(T.Object({ packageId: T.Integer(), reason: T.String() })),
});
export type OpenedCards = typeof OpenedCards.static;

export const ForceClosed = T.Object({ jobId: T.Integer(), closedCards: T.Integer() });
export type ForceClosed = typeof ForceClosed.static;
