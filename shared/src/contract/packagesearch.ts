/**
 * Package search (spec 3 §7 "Package search", issue 25): its calls. The spec names the calls and their query fields
 * only: every answer (packagesearch-model.ts), the base of the `Package/…` calls, the batch-tracking path, the label
 * print and the POST twins of the searches are ours (each entry says so).
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
} from '../constants/packages.ts';
import {
  PackageStatusOption,
  TrackingEvent,
  PackageReturn,
  PackageData,
  PackageApiData,
  PackageNote,
  LabelPrint,
  PackageLabel,
  PimChange,
  TimelineEntry,
  AimbanCard,
  SearchAnswer,
  PackageSearchAnswer,
  PackageDetailAnswer,
  PackageItemAnswer,
  BatchTrackingAnswer,
} from './packagesearch-model.ts';

/** The spec's area: GET /Search/PackageSearch/Statuses and the PackageNote calls live here. */
export const PACKAGE_SEARCH_BASE = `${API_BASE}/Search/PackageSearch`;
/** Ours: the spec writes `Package/Overview`, `Package/Data`, … without their base; they live under the area's. */
export const PACKAGE_BASE = `${PACKAGE_SEARCH_BASE}/Package`;
/** The spec: "a batch-tracking path under volumes/shipmentcontrolcenter"; the name BatchTracking is ours. */
export const BATCH_TRACKING_PATH = '/api/a1/volumes/shipmentcontrolcenter/BatchTracking';
const BASE_IS_OURS = `The base ${PACKAGE_BASE}/ (the spec writes Package/… without its base) and the answer.`;

const search = menu(PACKAGE_SEARCH_ROUTE);
const staff = staffMenu(PACKAGE_SEARCH_ROUTE);

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
