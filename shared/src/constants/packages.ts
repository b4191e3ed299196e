/**
 * Package search (spec 3 §7 "Package search", issue 25): our normalised statuses, the search criteria, the return
 * reasons, the kinds of the one timeline, the limits and the user-facing messages. The spec shows none of these
 * lists: they are ours (README "Package model").
 */

/** The side-menu route of the package search screen (shell §2): its calls are granted by it. */
export const PACKAGE_SEARCH_ROUTE = 'search/package-search';

/**
 * Our normalised package status: every carrier's own code and text map onto one of these (a tracking event keeps
 * both: the carrier's code and text, and this status). Id = index + 1 (GET Statuses answers them in this order).
 */
export const PACKAGE_STATUSES = [
  'Data Received',
  'Received',
  'Processed',
  'In Transit',
  'Customs',
  'Out for Delivery',
  'Delivered',
  'Exception',
  'Returned',
] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** What a search term is matched against (the screen's criterion picker). */
export const PACKAGE_SEARCH_CRITERIA = [
  'trackingNumber',
  'customerReference',
  'jobNumber',
  'manifest',
  'consigneeName',
] as const;
export type PackageSearchCriterion = (typeof PACKAGE_SEARCH_CRITERIA)[number];

/** The criteria whose terms are numbers (a bulk paste lists them; exact match on the normalised value first). */
export const PACKAGE_NUMBER_CRITERIA: readonly PackageSearchCriterion[] = [
  'trackingNumber',
  'customerReference',
  'jobNumber',
  'manifest',
];

/** Why a package goes back to its sender (GET ProcessingReturn/Return's returnReason): a fixed list. */
export const RETURN_REASONS = [
  { code: 'refused', text: 'Refused by the consignee' },
  { code: 'addressIncomplete', text: 'Address incomplete or wrong' },
  { code: 'unclaimed', text: 'Not collected by the consignee' },
  { code: 'customsRefused', text: 'Refused by customs' },
  { code: 'damaged', text: 'Damaged in transit' },
  { code: 'prohibitedContent', text: 'Prohibited content' },
  { code: 'customerRequest', text: 'Recalled by the customer' },
] as const;
export type ReturnReasonCode = (typeof RETURN_REASONS)[number]['code'];
export const RETURN_REASON_CODES = RETURN_REASONS.map((r) => r.code) as [ReturnReasonCode, ...ReturnReasonCode[]];

/** The kinds of entry of a package's one timeline (TrackingAll). */
export const TIMELINE_KINDS = ['carrier', 'scan', 'note', 'labelPrint', 'pim', 'return'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
/** What an external account sees of the timeline: notes, PIM changes and returns are internal. */
export const EXTERNAL_TIMELINE_KINDS: readonly TimelineKind[] = ['carrier', 'scan', 'labelPrint'];

export const PACKAGE_LIMITS = {
  /** A bulk paste: at most this many numbers at once. */
  bulkTerms: 1_000,
  /** A term this long or longer is also matched as a part of the value (trigram index); shorter ones exactly. */
  partialMinLength: 4,
  /** The longest single term (a tracking number, a reference, a name). */
  termLength: 80,
  /** The whole search term (a paste of 1,000 numbers with their separators). */
  searchTermLength: 1_000 * 82,
  /** At most this many rows in one search answer; past it, `truncated` is true. */
  resultRows: 5_000,
  /** A note's text. */
  note: 4_000,
  /** Packages in one commercial invoice PDF. */
  invoicePackages: 100,
  /** A printer's name as the workstation daemon knows it. */
  printer: 200,
} as const;

export const PACKAGE_MESSAGES = {
  notFound: (id: number) => `Package ${id} was not found.`,
  noteNotFound: (noteId: number, packageId: number) => `Note ${noteId} of package ${packageId} was not found.`,
  tooManyTerms: (count: number) =>
    `searchTerm holds ${count} numbers; at most ${PACKAGE_LIMITS.bulkTerms} are searched at once.`,
  termTooLong: (term: string) =>
    `searchTerm "${term.slice(0, 20)}…" is longer than ${PACKAGE_LIMITS.termLength} characters.`,
  noTerm: 'searchTerm holds no number or text to search for.',
  oneInvoiceUnlessMultiple: 'packageId names several packages: set multiple=true for one invoice of several packages.',
  alreadyReturned: (trackingNumber: string, on: string) => `Package ${trackingNumber} was already returned on ${on}.`,
  labelNotFound: (labelId: number, packageId: number) => `Label ${labelId} of package ${packageId} was not found.`,
} as const;
