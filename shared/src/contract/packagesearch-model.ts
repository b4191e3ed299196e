/**
 * The package model of Package search (spec 3 §7, issue 25), which the problem-package board and receiving refer to:
 * the rows of the search views, a package's data, tracking, notes, label, PIM changes, return and one timeline, and
 * what a search answers. Every answer shape is ours; the calls are in packagesearch.ts.
 */
import { Nullable, T } from './fields.ts';
import { TIMELINE_KINDS } from '../constants/packages.ts';

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
  /** English, for API clients; the app words each kind in the user's language from `kind` and `subject`. */
  title: T.String(),
  /** What a system entry is about: the printer of a label print, the field of a data change; null otherwise. */
  subject: Nullable(T.String()),
  text: Nullable(T.String()),
  by: Nullable(T.String()),
  status: Nullable(T.String()),
  code: Nullable(T.String()),
});
export type TimelineEntry = typeof TimelineEntry.static;

export const AimbanCard = T.Object({ exists: T.Boolean(), packageIssueId: Nullable(T.Integer()) });
export type AimbanCard = typeof AimbanCard.static;

/** What a search answers: the rows of its view, the terms that found nothing, and whether the rows were cut. */
export const SearchAnswer = <R extends Parameters<typeof T.Array>[0]>(row: R) =>
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
