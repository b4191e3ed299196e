/**
 * Package search (spec 3 §7 "Package search", issue 25) and the package model the problem-package board and receiving
 * refer to. The spec names the calls and their query fields only: every answer below, the base of the `Package/…`
 * calls, the batch-tracking path, the label print and the POST twins of the searches are ours (each entry says so).
 *
 * Who sees what, decided by the server from the caller alone: internal staff see every package; an external
 * account sees only its own customers' packages, in every call (another customer's package answers 404, as one that
 * does not exist); notes, returns and label prints are for internal staff (an external account gets 403).
 */
import { call, menu, staffMenu } from './call.ts';
import { Id, Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import {
  PACKAGE_LIMITS,
  PACKAGE_SEARCH_CRITERIA,
  PACKAGE_SEARCH_ROUTE,
  RETURN_REASON_CODES,
  TIMELINE_KINDS,
} from '../constants/packages.ts';

/** The spec's area: GET /Search/PackageSearch/Statuses and the PackageNote calls live here. */
export const PACKAGE_SEARCH_BASE = `${API_BASE}/Search/PackageSearch`;
/** Ours: the spec writes `Package/Overview`, `Package/Data`, … without their base; they live under the area's. */
export const PACKAGE_BASE = `${PACKAGE_SEARCH_BASE}/Package`;
/** The spec: "a batch-tracking path under volumes/shipmentcontrolcenter"; the name BatchTracking is ours. */
export const BATCH_TRACKING_PATH = '/api/a1/volumes/shipmentcontrolcenter/BatchTracking';
const BASE_IS_OURS = `The base ${PACKAGE_BASE}/ (the spec writes Package/… without its base) and the answer.`;

const search = menu(PACKAGE_SEARCH_ROUTE);
const staff = staffMenu(PACKAGE_SEARCH_ROUTE);

// ---------------------------------------------------------------------------------------------------- the model

export const PackageStatusOption = T.Object({ statusId: T.Integer(), name: T.String() });
export type PackageStatusOption = typeof PackageStatusOption.static;

/** A row of the Overview view: one package, with its latest tracking event in the place's time. */
export const PackageSummary = T.Object({
  packageId: T.Integer(),
  trackingNumber: T.String(),
  customerReference: Nullable(T.String()),
  jobId: Nullable(T.Integer()),
  jobNumber: Nullable(T.String()),
  manifestNumber: Nullable(T.String()),
  customerId: T.Integer(),
  customer: T.String(),
  service: T.String(),
  product: Nullable(T.String()),
  status: T.String(),
  consigneeName: T.String(),
  consigneeCountry: T.String({ description: 'ISO 3166-1 alpha-2' }),
  weightKg: T.Number(),
  /** The latest tracking event, ISO 8601 with the place's offset (null: no event yet). */
  lastEventOn: Nullable(T.String()),
  lastEventPlace: Nullable(T.String()),
  lastEventTimeZone: Nullable(T.String()),
  lastEventText: Nullable(T.String()),
  createdOn: T.String(),
  returned: T.Boolean(),
  /** Which of the searched terms found this row (normalised); null for a row found by a partial match of a name. */
  matchedTerm: Nullable(T.String()),
});
export type PackageSummary = typeof PackageSummary.static;

/** A row of the PackageDetails and MissingTaxID views: the summary with the address, measures, value and tax id. */
export const PackageDetail = T.Intersect([
  PackageSummary,
  T.Object({
    consigneeAddress1: T.String(),
    consigneeAddress2: Nullable(T.String()),
    consigneeCity: T.String(),
    consigneeState: Nullable(T.String()),
    consigneePostalCode: Nullable(T.String()),
    lengthCm: Nullable(T.Number()),
    widthCm: Nullable(T.Number()),
    heightCm: Nullable(T.Number()),
    declaredValue: T.Number(),
    currency: T.String({ description: 'ISO 4217' }),
    taxId: Nullable(T.String()),
    itemCount: T.Integer(),
  }),
]);
export type PackageDetail = typeof PackageDetail.static;

/** One line of a package's contents (customs data). */
export const PackageItem = T.Object({
  itemId: T.Integer(),
  lineNumber: T.Integer(),
  description: T.String(),
  hsCode: Nullable(T.String()),
  quantity: T.Integer(),
  /** The line's value (all its units), in the package's currency. */
  value: T.Number(),
  originCountry: Nullable(T.String()),
});
export type PackageItem = typeof PackageItem.static;

/** A row of the ItemDetails view: one item with the package it belongs to. */
export const PackageItemRow = T.Intersect([
  PackageItem,
  T.Object({
    packageId: T.Integer(),
    trackingNumber: T.String(),
    customerReference: Nullable(T.String()),
    jobNumber: Nullable(T.String()),
    customer: T.String(),
    status: T.String(),
    consigneeCountry: T.String(),
    currency: T.String(),
    matchedTerm: Nullable(T.String()),
  }),
]);
export type PackageItemRow = typeof PackageItemRow.static;

export const TRACKING_SOURCES = ['carrier', 'scan'] as const;

/** A tracking event: the carrier's (or our own scan's) code and text, our normalised status, the place's time. */
export const TrackingEvent = T.Object({
  eventId: T.Integer(),
  /** ISO 8601 in the place's time zone, with its offset: 2026-03-01T14:05:00+01:00. */
  occurredOn: T.String(),
  timeZone: T.String({ description: 'The place’s IANA time zone' }),
  place: T.String(),
  countryCode: Nullable(T.String()),
  carrierCode: T.String(),
  carrierText: T.String(),
  status: T.String(),
  source: T.Union(TRACKING_SOURCES.map((s) => T.Literal(s))),
});
export type TrackingEvent = typeof TrackingEvent.static;

/** A row of the batch-tracking answer: one event of one found package (a package without events: one row of nulls). */
export const BatchTrackingRow = T.Object({
  packageId: T.Integer(),
  trackingNumber: T.String(),
  customerReference: Nullable(T.String()),
  packageStatus: T.String(),
  eventId: Nullable(T.Integer()),
  occurredOn: Nullable(T.String()),
  timeZone: Nullable(T.String()),
  place: Nullable(T.String()),
  carrierCode: Nullable(T.String()),
  carrierText: Nullable(T.String()),
  status: Nullable(T.String()),
  source: Nullable(T.String()),
  matchedTerm: Nullable(T.String()),
});
export type BatchTrackingRow = typeof BatchTrackingRow.static;

/** A return: why (a code of RETURN_REASONS), who, when. */
export const PackageReturn = T.Object({
  returnId: T.Integer(),
  packageId: T.Integer(),
  trackingNumber: T.String(),
  reason: T.String(),
  reasonText: T.String(),
  returnedBy: T.String(),
  returnedOn: T.String(),
  status: T.String(),
});
export type PackageReturn = typeof PackageReturn.static;

/** Package/Data: the package with its items and, once returned, its return. */
export const PackageData = T.Intersect([
  PackageDetail,
  T.Object({ items: T.Array(PackageItem), return: Nullable(PackageReturn) }),
]);
export type PackageData = typeof PackageData.static;

export const PackageApiData = T.Object({
  packageId: T.Integer(),
  receivedOn: T.String(),
  /** Which of the customer's systems sent it (an API version, an upload). */
  source: T.String(),
  /** The JSON as the customer's system sent it. */
  payload: T.Unknown(),
});
export type PackageApiData = typeof PackageApiData.static;

export const PackageNote = T.Object({
  noteId: T.Integer(),
  packageId: T.Integer(),
  note: T.String(),
  createdBy: T.String(),
  createdByName: T.String(),
  createdOn: T.String(),
  modifiedBy: Nullable(T.String()),
  modifiedOn: Nullable(T.String()),
});
export type PackageNote = typeof PackageNote.static;

export const LabelPrint = T.Object({
  printId: T.Integer(),
  labelId: T.Integer(),
  packageId: T.Integer(),
  printer: T.String(),
  printedBy: T.String(),
  printedOn: T.String(),
});
export type LabelPrint = typeof LabelPrint.static;

export const PackageLabel = T.Object({
  labelId: T.Integer(),
  packageId: T.Integer(),
  trackingNumber: T.String(),
  format: T.Literal('ZPL'),
  /** The label as generated, to send to the workstation's label printer as is. */
  zpl: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
  prints: T.Array(LabelPrint),
});
export type PackageLabel = typeof PackageLabel.static;

export const PimChange = T.Object({
  changeId: T.Integer(),
  field: T.String(),
  before: Nullable(T.String()),
  after: Nullable(T.String()),
  changedBy: T.String(),
  changedOn: T.String(),
});
export type PimChange = typeof PimChange.static;

/** One entry of the package's one timeline: carrier events, our scans, notes, label prints, PIM changes, returns. */
export const TimelineEntry = T.Object({
  kind: T.Union(TIMELINE_KINDS.map((k) => T.Literal(k))),
  /** Unique within the timeline: the kind and its row's id ("carrier-12"). */
  key: T.String(),
  /** ISO 8601 with an offset: the place's for tracking events, UTC (Z) for what happened in the system. */
  on: T.String(),
  /** The place's IANA time zone; null where there is no place (a note, a PIM change). */
  timeZone: Nullable(T.String()),
  place: Nullable(T.String()),
  title: T.String(),
  text: Nullable(T.String()),
  by: Nullable(T.String()),
  status: Nullable(T.String()),
  code: Nullable(T.String()),
});
export type TimelineEntry = typeof TimelineEntry.static;

export const AimbanCard = T.Object({ exists: T.Boolean(), packageIssueId: Nullable(T.Integer()) });
export type AimbanCard = typeof AimbanCard.static;

/** What a search answers: the rows of its view, the terms that found nothing, and whether the rows were cut. */
const SearchAnswer = <R extends Parameters<typeof T.Array>[0]>(row: R) =>
  T.Object({
    rows: T.Array(row),
    /** The searched terms (normalised) that found no package the caller may see. */
    notFound: T.Array(T.String()),
    /** More rows matched than PACKAGE_LIMITS.resultRows: narrow the search. */
    truncated: T.Boolean(),
    /** How many distinct terms were searched. */
    terms: T.Integer(),
    /** Whether the one term was matched as a part of the value (trigram) besides exactly. */
    partial: T.Boolean(),
  });
export const PackageSearchAnswer = SearchAnswer(PackageSummary);
export type PackageSearchAnswer = typeof PackageSearchAnswer.static;
export const PackageDetailAnswer = SearchAnswer(PackageDetail);
export type PackageDetailAnswer = typeof PackageDetailAnswer.static;
export const PackageItemAnswer = SearchAnswer(PackageItemRow);
export type PackageItemAnswer = typeof PackageItemAnswer.static;
export const BatchTrackingAnswer = SearchAnswer(BatchTrackingRow);
export type BatchTrackingAnswer = typeof BatchTrackingAnswer.static;

// ---------------------------------------------------------------------------------------------------- inputs

export const PackageSearchQuery = Strict({
  searchCriteria: T.Union(PACKAGE_SEARCH_CRITERIA.map((c) => T.Literal(c))),
  /** One term, or many (a paste) separated by new lines, commas, semicolons or tabs. */
  searchTerm: T.String({ minLength: 1, maxLength: PACKAGE_LIMITS.searchTermLength, pattern: '\\S' }),
});
export type PackageSearchQuery = typeof PackageSearchQuery.static;

const byPackage = Strict({ packageId: Id });
const NoteText = T.String({ minLength: 1, maxLength: PACKAGE_LIMITS.note, pattern: '\\S' });
export type SearchView = 'overview' | 'packageDetails' | 'itemDetails' | 'missingTaxId' | 'batchTracking';

const SEARCH_SUMMARY =
  'searchTerm: one term, or up to 1,000 separated by new lines, commas, semicolons or tabs. Each is matched exactly ' +
  'on the normalised value (upper case, no spaces); one term of 4 characters or more also as a part of it. ' +
  'notFound lists the terms that found nothing.';
const POST_TWIN =
  'The POST twin of the GET (ours): the same fields in a JSON body, for a paste of 1,000 numbers, which outgrows a URL.';

/** A search view as the spec's GET, and its POST twin with the same fields in the body. */
function searchCalls<R extends Parameters<typeof T.Array>[0]>(
  path: string,
  what: string,
  answer: ReturnType<typeof SearchAnswer<R>>,
  ours: string,
) {
  return [
    call({
      method: 'GET',
      path,
      summary: `${what} ${SEARCH_SUMMARY}`,
      permission: search,
      query: PackageSearchQuery,
      response: answer,
      ours,
    }),
    call({
      method: 'POST',
      path,
      summary: `${what} ${POST_TWIN}`,
      permission: search,
      body: PackageSearchQuery,
      response: answer,
      ours: `${ours} ${POST_TWIN}`,
    }),
  ] as const;
}

const [packageOverview, packageOverviewPost] = searchCalls(
  `${PACKAGE_BASE}/Overview`,
  'The packages found, one row each, with their latest tracking event.',
  PackageSearchAnswer,
  BASE_IS_OURS,
);
const [packageDetails, packageDetailsPost] = searchCalls(
  `${PACKAGE_BASE}/PackageDetails`,
  'The packages found with address, measures, declared value and tax id.',
  PackageDetailAnswer,
  `${BASE_IS_OURS} Package/ before PackageDetails (the spec lists it after Package/Overview).`,
);
const [packageItemDetails, packageItemDetailsPost] = searchCalls(
  `${PACKAGE_BASE}/ItemDetails`,
  'The items of the packages found, one row each.',
  PackageItemAnswer,
  `${BASE_IS_OURS} Package/ before ItemDetails.`,
);
const [packageMissingTaxId, packageMissingTaxIdPost] = searchCalls(
  `${PACKAGE_BASE}/MissingTaxID`,
  'The packages found that have no tax id.',
  PackageDetailAnswer,
  `${BASE_IS_OURS} Package/ before MissingTaxID.`,
);
const [batchTracking, batchTrackingPost] = searchCalls(
  BATCH_TRACKING_PATH,
  'The tracking events of the packages found, one row each (in the place’s time).',
  BatchTrackingAnswer,
  'The name BatchTracking under volumes/shipmentcontrolcenter, and the answer.',
);

// ---------------------------------------------------------------------------------------------------- the calls

export const packageSearchCalls = {
  packageStatuses: call({
    method: 'GET',
    path: `${PACKAGE_SEARCH_BASE}/Statuses`,
    summary: 'Our normalised package statuses, in their order (every carrier status maps onto one).',
    permission: search,
    response: T.Array(PackageStatusOption),
    ours: 'The statuses and the answer.',
  }),
  packageOverview,
  packageOverviewPost,
  packageDetails,
  packageDetailsPost,
  packageItemDetails,
  packageItemDetailsPost,
  packageMissingTaxId,
  packageMissingTaxIdPost,
  batchTracking,
  batchTrackingPost,
  packageData: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/Data`,
    summary: 'One package with its items and its return; 404 when there is none the caller may see.',
    permission: search,
    query: byPackage,
    response: PackageData,
    ours: BASE_IS_OURS,
  }),
  packageTracking: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/Tracking`,
    summary: 'The tracking events of one package, oldest first, each in the place’s time with its offset.',
    permission: search,
    query: byPackage,
    response: T.Array(TrackingEvent),
    ours: BASE_IS_OURS,
  }),
  packageApiData: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/ApiData`,
    summary: 'The data the customer’s system sent for the package (null when it came another way).',
    permission: search,
    query: byPackage,
    response: Nullable(PackageApiData),
    ours: BASE_IS_OURS,
  }),
  packageTrackingAll: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/TrackingAll`,
    summary:
      'The package’s one timeline, oldest first: carrier events, our scans, notes, label prints, PIM changes and ' +
      'returns (an external account: carrier events, scans and label prints).',
    permission: search,
    query: byPackage,
    response: T.Array(TimelineEntry),
    ours: `${BASE_IS_OURS} TrackingAll is the one timeline of every kind.`,
  }),
  packageNotes: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/Notes`,
    summary: 'The package’s notes, newest first (internal staff only).',
    permission: staff,
    query: byPackage,
    response: T.Array(PackageNote),
    ours: BASE_IS_OURS,
  }),
  packageAimbanCardExists: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/AimbanCardExists`,
    summary: 'Whether the package has a problem-package card, and its id.',
    permission: search,
    query: byPackage,
    response: AimbanCard,
    ours: BASE_IS_OURS,
  }),
  packageLabel: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/Label`,
    summary: 'The package’s label as ZPL (generated and kept on the first call), with every recorded print.',
    permission: search,
    query: byPackage,
    response: PackageLabel,
    ours: BASE_IS_OURS,
  }),
  packageLabelPrint: call({
    method: 'POST',
    path: `${PACKAGE_BASE}/LabelPrint`,
    summary: 'Records a print of the label on a workstation printer; it shows in the timeline (internal staff only).',
    permission: staff,
    body: Strict({
      packageId: Id,
      labelId: Id,
      printer: T.String({ minLength: 1, maxLength: PACKAGE_LIMITS.printer, pattern: '\\S' }),
    }),
    response: LabelPrint,
    ours: 'The whole call: the browser prints through the workstation daemon, then records the print here.',
  }),
  packagePimHistory: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/PIMHistory`,
    summary: 'Every change of the package’s data: field, before, after, who and when, newest first.',
    permission: search,
    query: byPackage,
    response: T.Array(PimChange),
    ours: BASE_IS_OURS,
  }),
  packageCommercialInvoice: call({
    method: 'GET',
    path: `${PACKAGE_BASE}/CommercialInvoice`,
    summary:
      'The commercial invoice as a PDF (the file itself, not an envelope): one package, or with multiple=true ' +
      'several (packageId repeated), a page each.',
    permission: search,
    query: Strict({
      packageId: T.Array(Id, { minItems: 1, maxItems: PACKAGE_LIMITS.invoicePackages }),
      multiple: T.Optional(T.Boolean()),
    }),
    stream: true,
    ours: `${BASE_IS_OURS} packageId is repeated for several packages (?packageId=1&packageId=2&multiple=true).`,
  }),
  packageReturn: call({
    method: 'GET',
    path: `${API_BASE}/ProcessingReturn/Return`,
    summary:
      'Returns the package to its sender for a reason of the fixed list, in one transaction: the return, the ' +
      'status Returned, a scan and a PIM change (internal staff only); 409 when already returned.',
    permission: staff,
    query: Strict({ packageId: Id, returnReason: T.Union(RETURN_REASON_CODES.map((c) => T.Literal(c))) }),
    response: PackageReturn,
    ours: 'The reason codes and the answer.',
  }),
  packageNoteCreate: call({
    method: 'POST',
    path: `${PACKAGE_SEARCH_BASE}/PackageNote`,
    summary: 'Adds a note to a package (plain text; markup removed) (internal staff only).',
    permission: staff,
    body: Strict({ packageId: Id, note: NoteText }),
    response: PackageNote,
    ours: 'The body { packageId, note } and the answer.',
  }),
  packageNoteUpdate: call({
    method: 'PUT',
    path: `${PACKAGE_SEARCH_BASE}/PackageNote`,
    summary: 'Edits a note: its author or an administrator (internal staff only).',
    permission: staff,
    body: Strict({ packageId: Id, noteId: Id, note: NoteText }),
    response: PackageNote,
    ours: 'The body { packageId, noteId, note } and the answer.',
  }),
  packageNoteDelete: call({
    method: 'DELETE',
    path: `${PACKAGE_SEARCH_BASE}/PackageNote`,
    summary: 'Deletes a note: its author or an administrator (internal staff only).',
    permission: staff,
    query: Strict({ packageId: Id, noteId: Id }),
    response: T.Boolean(),
  }),
} as const;

/** Which search view each search entry answers (the server's routes and the web's dataProvider read it). */
export const SEARCH_VIEWS = {
  packageOverview: 'overview',
  packageOverviewPost: 'overview',
  packageDetails: 'packageDetails',
  packageDetailsPost: 'packageDetails',
  packageItemDetails: 'itemDetails',
  packageItemDetailsPost: 'itemDetails',
  packageMissingTaxId: 'missingTaxId',
  packageMissingTaxIdPost: 'missingTaxId',
  batchTracking: 'batchTracking',
  batchTrackingPost: 'batchTracking',
} as const satisfies Record<string, SearchView>;
