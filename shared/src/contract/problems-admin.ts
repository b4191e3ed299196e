/**
 * Problem packages (spec 3 §7, issue 27): the area's lookups (agents, departments, customers), the detail report,
 * category mapping, saved filters, dimension settings, the postal calls that open cards (stamps duplicate / no data,
 * duplicate packages, no-data on hold), force-close of jobs, the postal supplier's on-hold calls and the admin check.
 * Bodies and answers are ours. Dangerous goods and denied parties are in problems-screening.ts.
 */
import { call } from './call.ts';
import { Id, Nullable, SentVersion, STALE_VERSION_409, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { PROBLEM_LIMITS } from '../constants/problems.ts';
import {
  Agent,
  AIMBAN_BASE,
  CustomerOption,
  DimSetting,
  FilterCriteria,
  ForceClosed,
  OpenedCards,
  PackageIssue,
  ProblemDepartment,
  SalesAgent,
  SavedFilter,
  problemAdmin,
  problemAny,
  problemBoard,
} from './problems-model.ts';
import { problemScreeningCalls } from './problems-screening.ts';

/** Ours: the spec writes "/api/A1/ServiceProcessGroup/.../OnHold"; the postal supplier's group is PostalSupplier. */
export const ON_HOLD_BASE = `${API_BASE}/ServiceProcessGroup/PostalSupplier`;

const Reason = T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.reason, pattern: '\\S' });
const Packages = Strict({
  packageIds: T.Array(Id, { minItems: 1, maxItems: PROBLEM_LIMITS.bulkPackages }),
  comment: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.comment })),
});
const OPENS = (issue: string) =>
  `Opens a card with the issue "${issue}" for each package (one transaction, with their activity-log rows); a ` +
  'package that already has an open card is skipped and said so.';

export const PackageDetailRow = T.Intersect([
  PackageIssue,
  T.Object({
    consigneeCity: T.String(),
    service: T.String(),
    status: T.String(),
    weightKg: T.Number(),
    lastEventOn: Nullable(T.String()),
    lastEventText: Nullable(T.String()),
    /** Hours since the card was opened. */
    ageHours: T.Integer(),
    commentCount: T.Integer(),
  }),
]);
export type PackageDetailRow = typeof PackageDetailRow.static;

export const CategoryMapping = T.Object({
  mappingId: T.Integer(),
  /** A word or phrase of an item description (case and accents ignored). */
  keyword: T.String(),
  categoryId: T.Integer(),
  category: T.String(),
});
export type CategoryMapping = typeof CategoryMapping.static;

const filterSave = Strict({
  /** null or absent: a new filter. */
  filterId: T.Optional(Nullable(Id)),
  name: T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.filterName, pattern: '\\S' }),
  shared: T.Boolean(),
  criteria: FilterCriteria,
  /** true: delete the filter (its owner only). */
  deleted: T.Optional(T.Boolean()),
});

export const problemAdminCalls = {
  aimbanIsAdmin: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/isAdmin`,
    summary: 'Whether the caller is an Aimban administrator (force-close, settings, screening lists).',
    permission: problemAny,
    response: T.Boolean(),
    ours: 'Decided by the role check aimbanAdmin.',
  }),
  aimbanDepartments: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Department`,
    summary: 'The departments agents belong to.',
    permission: problemAny,
    response: T.Array(ProblemDepartment),
    ours: 'The answer.',
  }),
  aimbanAgents: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Agent`,
    summary: 'The agents cards can be assigned to (internal users of the area); with departmentId, that department’s.',
    permission: problemAny,
    query: Strict({ departmentId: T.Optional(Id) }),
    response: T.Array(Agent),
    ours: 'The query and the answer.',
  }),
  aimbanSalesAgents: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/SalesAgent`,
    summary: 'The sales agents (users of the Sales department).',
    permission: problemAny,
    response: T.Array(SalesAgent),
    ours: 'The answer.',
  }),
  aimbanAgentAndDepartment: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/AgentAndDepartment`,
    summary: 'Agents and departments in one answer (the assign menu).',
    permission: problemAny,
    response: T.Object({ agents: T.Array(Agent), departments: T.Array(ProblemDepartment) }),
    ours: 'The answer.',
  }),
  aimbanCustomerList: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/CustomerList`,
    summary: 'The customers that have open cards, with how many.',
    permission: problemAny,
    response: T.Array(CustomerOption),
    ours: 'The answer.',
  }),
  aimbanAllCustomerList: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/AllCustomerList`,
    summary: 'Every customer, with its open cards.',
    permission: problemAny,
    response: T.Array(CustomerOption),
    ours: 'The answer.',
  }),
  aimbanPackageDetailReport: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/PackageDetailReport`,
    summary: 'The cards of the filters (as GET Package) with their package’s details: the grid’s Excel report.',
    permission: problemBoard,
    query: Strict({
      customerIds: T.Optional(T.Array(Id, { maxItems: PROBLEM_LIMITS.filterIds })),
      issueIds: T.Optional(T.Array(Id, { maxItems: PROBLEM_LIMITS.filterIds })),
      showArchive: T.Optional(T.Boolean()),
    }),
    response: T.Array(PackageDetailRow),
    ours: 'The filters and the answer.',
  }),
  aimbanUnMappedPackages: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/UnMappedPackage`,
    summary:
      'Open cards without a category whose items’ descriptions no category mapping matches; with description, ' +
      'those whose item description contains it.',
    permission: problemBoard,
    query: Strict({ description: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.name })) }),
    response: T.Array(
      T.Object({
        packageIssueId: T.Integer(),
        packageId: T.Integer(),
        trackingNumber: T.String(),
        description: T.String(),
      }),
    ),
    ours: 'The answer; description optional.',
  }),
  aimbanCategoryMapping: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/CategoryMapping`,
    summary: 'Which item-description keywords map a new card onto which category.',
    permission: problemBoard,
    response: T.Array(CategoryMapping),
    ours: 'The answer.',
  }),
  aimbanFilters: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Filter`,
    summary: 'The caller’s saved filters and the shared ones; with filterId, that one (a shared address).',
    permission: problemBoard,
    query: Strict({ filterId: T.Optional(Id) }),
    response: T.Array(SavedFilter),
    ours: 'The query and the answer.',
  }),
  aimbanFilterSave: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/Filter`,
    summary: 'Creates, renames, changes or (deleted: true) deletes a saved filter: its owner only.',
    permission: problemBoard,
    body: filterSave,
    response: Nullable(SavedFilter),
    ours: 'The body (filterId null creates) and the answer (null once deleted).',
  }),
  aimbanDimSetting: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DimSetting`,
    summary: 'The dimension settings: divisor of the dimensional weight and the measures that flag a package.',
    permission: problemAny,
    response: DimSetting,
    ours: 'The answer.',
  }),
  aimbanDimSettingSave: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/DimSetting`,
    summary: `Saves the dimension settings (Aimban administrators). ${STALE_VERSION_409}`,
    permission: problemAdmin,
    body: Strict({
      divisor: T.Integer({ minimum: 1000, maximum: 10000 }),
      maxLengthCm: T.Number({ exclusiveMinimum: 0, maximum: 1000 }),
      maxWeightKg: T.Number({ exclusiveMinimum: 0, maximum: 1000 }),
      version: SentVersion,
    }),
    response: DimSetting,
    ours: 'The body and the answer.',
  }),
  aimbanStampsDuplicateData: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/StampsDuplicateData`,
    summary: OPENS('Stamps duplicate data'),
    permission: problemBoard,
    body: Packages,
    response: OpenedCards,
    ours: 'The body and the answer.',
  }),
  aimbanStampsNoData: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/StampsNoData`,
    summary: OPENS('Stamps no data'),
    permission: problemBoard,
    body: Packages,
    response: OpenedCards,
    ours: 'The body and the answer.',
  }),
  aimbanDuplicatePackage: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/DuplicatePackage`,
    summary: OPENS('Duplicate package'),
    permission: problemBoard,
    body: Packages,
    response: OpenedCards,
    ours: 'The body and the answer.',
  }),
  aimbanNoDataOnHoldPackage: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/NoDataOnHoldPackage`,
    summary: `${OPENS('No data on hold')} The cards start in the On Hold lane.`,
    permission: problemBoard,
    body: Packages,
    response: OpenedCards,
    ours: 'The body and the answer.',
  }),
  aimbanForceCloseJob: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/ForceCloseJob`,
    summary: 'Closes every open card of the job, with the reason in each activity log (Aimban administrators).',
    permission: problemAdmin,
    body: Strict({ jobId: Id, reason: Reason }),
    response: ForceClosed,
    ours: 'The body and the answer.',
  }),
  aimbanForceCloseJobList: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/ForceCloseJobList`,
    summary: 'ForceCloseJob for several jobs in one transaction (Aimban administrators).',
    permission: problemAdmin,
    body: Strict({ jobIds: T.Array(Id, { minItems: 1, maxItems: PROBLEM_LIMITS.bulkJobs }), reason: Reason }),
    response: T.Array(ForceClosed),
    ours: 'The body and the answer.',
  }),
  onHoldList: call({
    method: 'GET',
    path: `${ON_HOLD_BASE}/OnHold`,
    summary: 'The postal supplier’s packages on hold: the cards of the On Hold lane, oldest first.',
    permission: problemBoard,
    query: Strict({ searchTerm: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.searchTerm })) }),
    response: T.Array(PackageIssue),
    ours: 'The whole call (the spec shows no shape): path, query and answer.',
  }),
  onHoldUpdate: call({
    method: 'PUT',
    path: `${ON_HOLD_BASE}/OnHold`,
    summary: 'Releases a package from hold (to laneId, or the lane after On Hold) with a reason in its activity log.',
    permission: problemBoard,
    body: Strict({ packageIssueId: Id, version: T.Integer({ minimum: 1 }), laneId: T.Optional(Id), reason: Reason }),
    response: PackageIssue,
    ours: 'The whole call (the spec shows no shape).',
  }),
  onHoldNote: call({
    method: 'POST',
    path: `${ON_HOLD_BASE}/OnHoldNote`,
    summary: 'Adds a note to a package on hold (a comment of its card).',
    permission: problemBoard,
    body: Strict({ packageIssueId: Id, note: Reason }),
    response: T.Object({ packageIssueId: T.Integer(), commentId: T.Integer() }),
    ours: 'The whole call (the spec shows no shape).',
  }),
  ...problemScreeningCalls,
} as const;
