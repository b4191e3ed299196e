/**
 * Problem packages (spec 3 §7, issue 27): dangerous goods (the packages, their archive, saved DG filters) and the
 * denied-party screening (ours entirely: the import of a Consolidated Screening List file, the screenings and their
 * review). A decision always records the list version it was made against.
 */
import { call } from './call.ts';
import { Day, Id, Nullable, Strict, T } from './fields.ts';
import { PROBLEM_LIMITS, SCREENING_DECISIONS, SCREENING_LIST_FORMATS } from '../constants/problems.ts';
import {
  AIMBAN_BASE,
  DangerousGoodsPackage,
  DgFilterCriteria,
  SavedDgFilter,
  Screening,
  ScreeningListInfo,
  dangerousGoodsScreens,
  deniedPartyScreen,
  problemAdmin,
} from './problems-model.ts';

const dgQuery = Strict({
  customerIds: T.Optional(T.Array(Id, { maxItems: PROBLEM_LIMITS.filterIds })),
  searchTerm: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.searchTerm })),
  fromDate: T.Optional(Day),
  toDate: T.Optional(Day),
});

export const problemScreeningCalls = {
  aimbanDangerousGoodsPackages: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DangerousGoodsPackage`,
    summary: 'The packages declared as dangerous goods and not archived, newest first.',
    permission: dangerousGoodsScreens,
    query: dgQuery,
    response: T.Array(DangerousGoodsPackage),
    ours: 'The filters and the answer.',
  }),
  aimbanDangerousGoodsPackageArchive: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DangerousGoodsPackageArchive`,
    summary: 'The archived dangerous-goods packages (their card closed), newest first.',
    permission: dangerousGoodsScreens,
    query: dgQuery,
    response: T.Array(DangerousGoodsPackage),
    ours: 'The filters and the answer.',
  }),
  aimbanDgFilters: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DGFilter`,
    summary: 'The caller’s saved dangerous-goods filters and the shared ones; with filterId, that one.',
    permission: dangerousGoodsScreens,
    query: Strict({ filterId: T.Optional(Id) }),
    response: T.Array(SavedDgFilter),
    ours: 'The query and the answer.',
  }),
  aimbanDgFilterSave: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/DGFilter`,
    summary: 'Creates, changes or (deleted: true) deletes a saved dangerous-goods filter: its owner only.',
    permission: dangerousGoodsScreens,
    body: Strict({
      filterId: T.Optional(Nullable(Id)),
      name: T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.filterName, pattern: '\\S' }),
      shared: T.Boolean(),
      criteria: DgFilterCriteria,
      deleted: T.Optional(T.Boolean()),
    }),
    response: Nullable(SavedDgFilter),
    ours: 'The body and the answer (null once deleted).',
  }),
  aimbanDeniedPartyListInfo: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DeniedPartyList`,
    summary: 'The screening list in force: its version, source, entries, who imported it and when (null: none).',
    permission: deniedPartyScreen,
    response: Nullable(ScreeningListInfo),
    ours: 'The whole call.',
  }),
  aimbanDeniedPartyListImport: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/DeniedPartyList`,
    summary:
      'Imports a screening list in the published format of the Consolidated Screening List (JSON: { results: ' +
      '[{ name, alt_names, source, … }] }, or its CSV with a header row), as a new list version, then screens ' +
      'every open card’s consignee against it (Aimban administrators).',
    permission: problemAdmin,
    body: Strict({
      format: T.Union(SCREENING_LIST_FORMATS.map((f) => T.Literal(f))),
      content: T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.screeningListChars }),
      source: T.Optional(T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.name })),
    }),
    response: ScreeningListInfo,
    ours: 'The whole call.',
  }),
  aimbanDeniedPartyScreenings: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DeniedPartyScreening`,
    summary: 'The screenings that hit, newest first; with decision, those of that decision.',
    permission: deniedPartyScreen,
    query: Strict({ decision: T.Optional(T.Union(SCREENING_DECISIONS.map((d) => T.Literal(d)))) }),
    response: T.Array(Screening),
    ours: 'The whole call.',
  }),
  aimbanDeniedPartyScreen: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/DeniedPartyScreening`,
    summary:
      'Screens the packages’ consignees against the list in force (normalised names, fuzzy score); a hit puts the ' +
      'package on the denied-party list. Answers the hits.',
    permission: deniedPartyScreen,
    body: Strict({ packageIds: T.Array(Id, { minItems: 1, maxItems: PROBLEM_LIMITS.bulkPackages }) }),
    response: T.Array(Screening),
    ours: 'The whole call.',
  }),
  aimbanDeniedPartyReview: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/DeniedPartyScreening`,
    summary:
      'Decides a hit: cleared (a false hit, with a reason and an expiry) or confirmed, against the list version ' +
      'of the screening.',
    permission: deniedPartyScreen,
    body: Strict({
      screeningId: Id,
      decision: T.Union([T.Literal('cleared'), T.Literal('confirmed')]),
      reason: T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.reason, pattern: '\\S' }),
      expiresOn: T.Optional(Day),
    }),
    response: Screening,
    ours: 'The whole call.',
  }),
} as const;
