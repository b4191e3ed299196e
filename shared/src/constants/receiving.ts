/**
 * Receiving (spec 3 §7 "Receiving", issue 26): the screen's route, the limits, the option lists and the user-facing
 * messages. The spec shows the calls' names only: every list and limit here is ours (README "Receiving").
 */

/** The side-menu route of the receiving dock (shell §2): its calls are granted by it (server side, never skipped). */
export const RECEIVING_ROUTE = 'operations/receiving';

/** Where a tare's gross weight came from: the workstation's scale through the daemon, or typed over it. */
export const WEIGHT_SOURCES = ['scale', 'typed'] as const;
export type WeightSource = (typeof WEIGHT_SOURCES)[number];

/** What a scanned code turned out to be, and what the scan did (PUT Receiving/Job's scans). */
export const SCAN_OUTCOMES = ['received', 'alreadyReceived', 'manifestLinked', 'manifestAlreadyLinked'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** A manifest's state at the dock. */
export const MANIFEST_STATUSES = ['Open', 'Received', 'Closed'] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

/** What PUT ManifestTares does beside saving the tares. */
export const MANIFEST_ACTIONS = ['save', 'receive', 'close'] as const;
export type ManifestAction = (typeof MANIFEST_ACTIONS)[number];

/** The kinds of entry in a job's receiving history (every write of this area). */
export const RECEIVING_HISTORY_KINDS = [
  'created',
  'updated',
  'status',
  'scan',
  'attachment',
  'attachmentDeleted',
  'cost',
  'manifest',
  'manifestComment',
  'dnb',
  'email',
] as const;
export type ReceivingHistoryKind = (typeof RECEIVING_HISTORY_KINDS)[number];

/** The type of a DNB job (a job a DNB manifest's packages are received on without billing). */
export const DNB_JOB_TYPE = 'DNB';

export const RECEIVING_LIMITS = {
  barcode: 60,
  /** Scans one PUT Job carries: the browser's queue flushes in batches of at most this many. */
  scansPerRequest: 200,
  comment: 1000,
  reference: 60,
  description: 200,
  /** Rows one PUT BulkJob changes. */
  bulkJobs: 500,
  /** Cost lines of one job. */
  jobCosts: 100,
  /** Tares of one manifest. */
  tares: 500,
  maxWeightKg: 50_000,
  maxQuantity: 1_000_000,
  emailMessage: 2000,
  /** Jobs GET Job answers at most (a status filter alone). */
  jobList: 200,
} as const;
