/**
 * Problem packages, "Aimban" (spec 3 §7 "Problem-package service (/api/A1/Aimban/)", issue 27): the board and the
 * grid. The spec names the calls and the Package filters only; every answer and every body is ours
 * (problems-model.ts), and each entry's `ours` says what. The card dialog's calls are in problems-card.ts, the
 * saved filters, dangerous goods, denied parties, postal and admin calls in problems-admin.ts; `problemCalls` joins them.
 *
 * Who: internal staff whose roles grant an aimban route (an external account never, whatever its roles); the admin
 * actions ask for the area's own admin check (`aimbanAdmin`, what GET Aimban/isAdmin answers).
 */
import { call } from './call.ts';
import { Day, Id, Nullable, Strict, T } from './fields.ts';
import { PROBLEM_GROUP_BY, PROBLEM_LIMITS } from '../constants/problems.ts';
import {
  AIMBAN_BASE,
  IssueLevel,
  ProblemLane,
  PackageIssue,
  PackageIssueAnswer,
  ProblemCategory,
  ProblemIssue,
  problemBoard,
} from './problems-model.ts';
import { problemCardCalls } from './problems-card.ts';
import { problemAdminCalls } from './problems-admin.ts';

const ids = T.Array(Id, { maxItems: PROBLEM_LIMITS.filterIds });
const LIST = 'repeat the field for several (?customerIds=1&customerIds=2)';

/** The spec's Package filters. */
export const PackageFilters = Strict({
  customerIds: T.Optional(ids),
  locationIds: T.Optional(ids),
  issueIds: T.Optional(ids),
  groupBy: T.Optional(T.Union(PROBLEM_GROUP_BY.map((g) => T.Literal(g)))),
  departmentIds: T.Optional(ids),
  agentIds: T.Optional(ids),
  divisionId: T.Optional(Id),
  searchTerm: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.searchTerm })),
  packageId: T.Optional(Id),
  fromDate: T.Optional(Day),
  toDate: T.Optional(Day),
  ignoreFilters: T.Optional(T.Boolean()),
  showArchive: T.Optional(T.Boolean()),
  salesAgentIds: T.Optional(ids),
  isDeniedParty: T.Optional(T.Boolean()),
});
export type PackageFilters = typeof PackageFilters.static;

export const NewPackageIssue = Strict({
  packageId: Id,
  issueId: Id,
  categoryId: T.Optional(Nullable(Id)),
  issueLevelId: T.Optional(Nullable(Id)),
  /** The first lane when absent; the card goes to the top of its lane. */
  laneId: T.Optional(Id),
  agentId: T.Optional(Nullable(Id)),
  comment: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.comment })),
});

/** One card moved (and maybe re-assigned): between two neighbours of its lane, at the version it was read at. */
export const PackageIssueMove = Strict({
  packageIssueId: Id,
  version: T.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  laneId: Id,
  /** The card it now follows in the lane (null: first). */
  previousId: T.Optional(Nullable(Id)),
  /** The card it now precedes (null: last). */
  nextId: T.Optional(Nullable(Id)),
  agentId: T.Optional(Nullable(Id)),
  issueId: T.Optional(Id),
  categoryId: T.Optional(Nullable(Id)),
  issueLevelId: T.Optional(Nullable(Id)),
});
export type PackageIssueMove = typeof PackageIssueMove.static;

export const PackageIssuesLanesBody = Strict({
  cards: T.Array(Strict({ packageIssueId: Id, version: T.Optional(T.Integer({ minimum: 1 })) }), {
    minItems: 1,
    maxItems: PROBLEM_LIMITS.bulkCards,
  }),
  /** Move them to the end of this lane, in the order given. */
  laneId: T.Optional(Id),
  /** Assign them (null: unassign). */
  agentId: T.Optional(Nullable(Id)),
  /** Close them (to the closing lane, archived). */
  close: T.Optional(T.Boolean()),
});
export type PackageIssuesLanesBody = typeof PackageIssuesLanesBody.static;

const MOVE_SUMMARY =
  'Moves one card to a lane between two neighbours: one transaction that updates that one row (a new ordering key ' +
  'between the neighbours’ keys; no other card is touched) and writes its activity-log row; the change is sent to ' +
  'every viewer of every instance. 409 "changed by {name} at {time}" when version is stale.';

const boardCalls = {
  aimbanIssues: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Issue`,
    summary: 'The issues a card can have, with their category.',
    permission: problemBoard,
    response: T.Array(ProblemIssue),
    ours: 'The answer.',
  }),
  aimbanCategories: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Category`,
    summary: 'The categories, in their order, with the age past which a card is over age.',
    permission: problemBoard,
    response: T.Array(ProblemCategory),
    ours: 'The answer; maxAgeHours.',
  }),
  aimbanIssueLevels: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/IssueLevel`,
    summary: 'The issue levels (1 most urgent); with level, that level only.',
    permission: problemBoard,
    query: Strict({ level: T.Optional(T.Integer({ minimum: 1, maximum: 9 })) }),
    response: T.Array(IssueLevel),
    ours: 'The answer; what level selects.',
  }),
  aimbanLanes: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Lane`,
    summary: 'The board’s lanes, left to right.',
    permission: problemBoard,
    response: T.Array(ProblemLane),
    ours: 'The answer; the eight lanes.',
  }),
  aimbanPackages: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Package`,
    summary:
      `The cards of the board and the grid, ordered by group then lane position. Id lists: ${LIST}. searchTerm ` +
      'matches the tracking number, customer reference, job number or consignee; packageId one package. ' +
      'fromDate/toDate bound the card’s opening day; ignoreFilters keeps only searchTerm and packageId; showArchive ' +
      'adds closed cards; isDeniedParty keeps the denied-party hits.',
    permission: problemBoard,
    query: PackageFilters,
    response: PackageIssueAnswer,
    ours: 'The answer; divisionId is the subsidiary; locationIds the job’s location.',
  }),
  aimbanPackageIssueCreate: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/PackageIssue`,
    summary: 'Opens a card for a package (top of its lane), with its activity-log row; 409 when one is open.',
    permission: problemBoard,
    body: NewPackageIssue,
    response: PackageIssue,
    ours: 'The body and the answer.',
  }),
  aimbanPackageIssueUpdate: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/PackageIssue`,
    summary: MOVE_SUMMARY,
    permission: problemBoard,
    body: PackageIssueMove,
    response: PackageIssue,
    ours: 'The body (version required; previousId/nextId name the neighbours) and the answer.',
  }),
  aimbanPackageIssuesLanes: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/PackageIssuesLanes`,
    summary:
      `Moves, assigns or closes up to ${PROBLEM_LIMITS.bulkCards} cards in one transaction, each with its ` +
      'activity-log row; if one card fails (unknown, stale version) nothing changes and the message names it.',
    permission: problemBoard,
    body: PackageIssuesLanesBody,
    response: T.Array(PackageIssue),
    ours: 'The body and the answer.',
  }),
  aimbanEvents: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Events`,
    summary:
      'Server-sent events: `event: card` with a BoardChange (problems-model.ts) for every move and new card, on ' +
      'every instance (PostgreSQL LISTEN/NOTIFY), within a second.',
    permission: problemBoard,
    stream: true,
    ours: 'Not in the spec: live updates of the board.',
  }),
} as const;

export const problemCalls = { ...boardCalls, ...problemCardCalls, ...problemAdminCalls } as const;
