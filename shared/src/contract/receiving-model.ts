/**
 * The receiving model (spec 3 §7 "Receiving", issue 26): what the receiving calls answer and take. The spec shows
 * the calls' names only ("Receiving job, manifest, package … only seen through call names; fields not shown"), so
 * every shape here is ours; the calls are in receiving.ts.
 */
import { Base64File, Day, Id, Nullable, SentVersion, Strict, T } from './fields.ts';
import { Job } from './jobdashboard.ts';
import { PIECE_STAGES } from '../constants/jobs.ts';
import { RECEIVING_HISTORY_KINDS, RECEIVING_LIMITS as L, SCAN_OUTCOMES } from '../constants/receiving.ts';

const literals = <V extends string>(values: readonly V[]) => T.Union(values.map((v) => T.Literal(v)));
const Weight = T.Number({ minimum: 0, maximum: L.maxWeightKg });
const Line = (max: number) => T.String({ minLength: 1, maxLength: max, pattern: '\\S' });
/** A scanned code: what a keyboard-wedge scanner types before Enter (no spaces, printable ASCII). */
export const Barcode = T.String({ minLength: 1, maxLength: L.barcode, pattern: '^[\\x21-\\x7E]+$' });

// ---------------------------------------------------------------------------------------------------- lists

export const InboundCarrier = T.Object({ inboundCarrierId: T.Integer(), code: T.String(), name: T.String() });
export type InboundCarrier = typeof InboundCarrier.static;

/** The label and SCD print settings of the caller's office (the office's own, else the default row). */
export const PrintSetting = T.Object({
  locationId: Nullable(T.Integer()),
  location: Nullable(T.String()),
  labelFormat: T.Literal('ZPL'),
  labelCopiesPerPiece: T.Integer(),
  printLabelOnScan: T.Boolean(),
  scdCopies: T.Integer(),
});
export type PrintSetting = typeof PrintSetting.static;

export const TareType = T.Object({ tareTypeId: T.Integer(), name: T.String(), weightKg: T.Number() });
export type TareType = typeof TareType.static;

export const Cost = T.Object({
  costId: T.Integer(),
  name: T.String(),
  unit: T.String(),
  rate: T.Number(),
  currency: T.String({ description: 'ISO 4217' }),
});
export type Cost = typeof Cost.static;

export const ReceivingCustomer = T.Object({
  customerId: T.Integer(),
  name: T.String(),
  /** The quote in effect today (null: none; such a customer is not offered for a new job). */
  quoteId: Nullable(T.Integer()),
  quoteEffectiveFrom: Nullable(T.String()),
  quoteEffectiveTo: Nullable(T.String()),
  ignoreDims: T.Boolean(),
});
export type ReceivingCustomer = typeof ReceivingCustomer.static;

export const MailingTerm = T.Object({
  mailingTermId: T.Integer(),
  customerId: T.Integer(),
  name: T.String(),
  isDefault: T.Boolean(),
});
export type MailingTerm = typeof MailingTerm.static;

export const LegacyPickup = T.Object({
  legacyPickupId: T.Integer(),
  customerId: T.Integer(),
  pickupNumber: T.String(),
  pickupOn: T.String(),
  address: T.String(),
  pieces: T.Integer(),
});
export type LegacyPickup = typeof LegacyPickup.static;

export const QuoteProductOption = T.Object({
  quoteProductOptionId: T.Integer(),
  quoteId: T.Integer(),
  customerId: T.Integer(),
  locationId: T.Integer(),
  product: T.String(),
  service: T.String(),
  isMail: T.Boolean(),
});
export type QuoteProductOption = typeof QuoteProductOption.static;

export const PolyBagIgnoreDims = T.Object({ customerId: T.Integer(), customer: T.String(), ignoreDims: T.Boolean() });
export type PolyBagIgnoreDims = typeof PolyBagIgnoreDims.static;

// ---------------------------------------------------------------------------------------------------- jobs

export const ManifestRef = T.Object({ manifestId: T.Integer(), manifestNumber: T.String() });
export type ManifestRef = typeof ManifestRef.static;

/** A job as the receiving screen opens it: the dashboard's job with its receiving fields resolved. */
export const ReceivingJob = T.Intersect([
  Job,
  T.Object({
    locationId: T.Integer(),
    inboundCarrierId: Nullable(T.Integer()),
    inboundCarrier: Nullable(T.String()),
    carrierReference: Nullable(T.String()),
    mailingTermId: Nullable(T.Integer()),
    mailingTerm: Nullable(T.String()),
    quoteProductOptionId: Nullable(T.Integer()),
    quoteProductOption: Nullable(T.String()),
    legacyPickupId: Nullable(T.Integer()),
    legacyPickup: Nullable(T.String()),
    ignoreDims: T.Boolean(),
    comment: Nullable(T.String()),
    pieces: T.Integer(),
    weightKg: T.Number(),
    manifests: T.Array(ManifestRef),
    /** The last e-mail to the customer's rep: when, and what came of it (null: none sent). */
    emailSentOn: Nullable(T.String()),
    emailOutcome: Nullable(T.String()),
  }),
]);
export type ReceivingJob = typeof ReceivingJob.static;

/** The job fields the dock edits (PUT Job, POST Job, BulkJob rows): null clears, absent leaves as is. */
export const JobReceivingFields = {
  inboundCarrierId: T.Optional(Nullable(Id)),
  carrierReference: T.Optional(Nullable(Line(L.reference))),
  mailingTermId: T.Optional(Nullable(Id)),
  quoteProductOptionId: T.Optional(Nullable(Id)),
  legacyPickupId: T.Optional(Nullable(Id)),
  comment: T.Optional(Nullable(T.String({ maxLength: L.comment }))),
};

/** Job number length (ours: 3 as the job lookup's minimum search, 20 leaves room beyond 'J0240001'). */
export const JOB_NUMBER_LENGTH = { min: 3, max: 20 } as const;
export const JOB_TYPE_MAX_LENGTH = 40;

export const NewJob = Strict({
  number: T.String({ minLength: JOB_NUMBER_LENGTH.min, maxLength: JOB_NUMBER_LENGTH.max, pattern: '\\S' }),
  customerId: Id,
  locationId: Id,
  type: T.String({ minLength: 1, maxLength: JOB_TYPE_MAX_LENGTH, pattern: '\\S' }),
  /** Yes: the job starts Received (now, by the caller); No: it starts Open. */
  received: T.Boolean(),
  ...JobReceivingFields,
});
export type NewJob = typeof NewJob.static;

/** One scanned code, as the browser's queue sends it; weightKg when the piece was weighed on the scale. */
export const Scan = Strict({ barcode: Barcode, weightKg: T.Optional(Weight) });
export type Scan = typeof Scan.static;

/** PUT Job: the dock's edits, its scans, or both. Scans alone need no version (each is idempotent). */
export const ReceivingJobUpdate = Strict({
  jobId: Id,
  version: SentVersion,
  ...JobReceivingFields,
  scans: T.Optional(T.Array(Scan, { maxItems: L.scansPerRequest })),
});
export type ReceivingJobUpdate = typeof ReceivingJobUpdate.static;

export const ScanResult = T.Object({
  barcode: T.String(),
  outcome: literals(SCAN_OUTCOMES),
  /** The piece recorded (or found, when already received); null for a manifest. */
  pieceId: Nullable(T.Integer()),
  manifestId: Nullable(T.Integer()),
  message: T.String(),
});
export type ScanResult = typeof ScanResult.static;

export const ReceivingJobSave = T.Object({ job: ReceivingJob, scans: T.Array(ScanResult) });
export type ReceivingJobSave = typeof ReceivingJobSave.static;

/** One row of PUT BulkJob: a selected job and what changes on it. */
export const BulkJobRow = Strict({
  jobId: Id,
  version: SentVersion,
  statusId: T.Optional(Id),
  ...JobReceivingFields,
});
export type BulkJobRow = typeof BulkJobRow.static;

export const PieceCounts = T.Object(
  Object.fromEntries(PIECE_STAGES.map((s) => [s, T.Integer()])) as Record<
    (typeof PIECE_STAGES)[number],
    ReturnType<typeof T.Integer>
  >,
);

/** A row of the receiving dashboard: one inbound job of the day with its pieces by stage. */
export const ReceivingDashboardRow = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  customerId: T.Integer(),
  customer: T.String(),
  statusId: T.Integer(),
  status: T.String(),
  location: T.String(),
  type: T.String(),
  inboundCarrier: Nullable(T.String()),
  createdOn: T.String(),
  receivedOn: Nullable(T.String()),
  receivedBy: Nullable(T.String()),
  pieces: PieceCounts,
  weightKg: T.Number(),
  manifests: T.Integer(),
  version: T.Integer(),
});
export type ReceivingDashboardRow = typeof ReceivingDashboardRow.static;

export const ReceivingDashboard = T.Object({
  day: T.String({ description: 'yyyy-mm-dd (the server’s day)' }),
  statuses: T.Array(T.Object({ statusId: T.Integer(), name: T.String(), count: T.Integer() })),
  jobs: T.Array(ReceivingDashboardRow),
});
export type ReceivingDashboard = typeof ReceivingDashboard.static;

export const ReceivingPiece = T.Object({
  pieceId: T.Integer(),
  jobId: T.Integer(),
  barcode: T.String(),
  stage: T.String(),
  service: T.String(),
  weightKg: T.Number(),
  packageId: Nullable(T.Integer()),
  manifestNumber: Nullable(T.String()),
  scannedBy: Nullable(T.String()),
  scannedOn: Nullable(T.String()),
});
export type ReceivingPiece = typeof ReceivingPiece.static;

export const PieceStageField = literals(PIECE_STAGES);

// ---------------------------------------------------------------------------------------------------- files, costs

export const ReceivingAttachment = T.Object({
  attachmentId: T.Integer(),
  jobId: T.Integer(),
  jobNumber: T.String(),
  fileName: T.String(),
  contentType: T.String(),
  size: T.Integer(),
  description: Nullable(T.String()),
  /** Base64; only when GET Attachment names one attachmentId. */
  content: Nullable(T.String()),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type ReceivingAttachment = typeof ReceivingAttachment.static;

export const NewReceivingAttachment = Strict({
  jobId: Id,
  fileName: T.String({ minLength: 1, maxLength: 255 }),
  content: Base64File,
  description: T.Optional(Nullable(T.String({ maxLength: L.description }))),
});

export const ReceivingAttachmentUpdate = Strict({
  attachmentId: Id,
  fileName: T.Optional(T.String({ minLength: 1, maxLength: 255 })),
  description: T.Optional(Nullable(T.String({ maxLength: L.description }))),
});

export const JobCost = T.Object({
  jobCostId: T.Integer(),
  jobId: T.Integer(),
  costId: T.Integer(),
  cost: T.String(),
  unit: T.String(),
  quantity: T.Number(),
  rate: T.Number(),
  amount: T.Number(),
  currency: T.String(),
  comment: Nullable(T.String()),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type JobCost = typeof JobCost.static;

/** POST JobCost: the job's cost lines as the screen holds them (they replace the job's lines, one transaction). */
export const JobCostSave = Strict({
  jobId: Id,
  costs: T.Array(
    Strict({
      costId: Id,
      quantity: T.Number({ exclusiveMinimum: 0, maximum: L.maxQuantity }),
      comment: T.Optional(Nullable(T.String({ maxLength: L.comment }))),
    }),
    { maxItems: L.jobCosts },
  ),
});

export const RepEmail = Strict({ jobId: Id, message: T.Optional(T.String({ maxLength: L.emailMessage })) });
export const RepEmailOutcome = T.Object({
  jobId: T.Integer(),
  sent: T.Boolean(),
  /** The rep's address (null: the customer has none). */
  to: Nullable(T.String()),
  outcome: T.String(),
  recordedOn: T.String(),
});
export type RepEmailOutcome = typeof RepEmailOutcome.static;

export const ReceivingHistoryEntry = T.Object({
  kind: literals(RECEIVING_HISTORY_KINDS),
  detail: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
});

export const DashboardQuery = Strict({ day: T.Optional(Day) });
