/**
 * The manifest part of the receiving model (issue 26): a manifest with its packages, tares, comments and jobs, what
 * PUT ManifestTares takes, and the DNB jobs. Every shape is ours (the spec shows the calls' names only).
 */
import { Id, SentVersion, Strict, T, Nullable } from './fields.ts';
import { MANIFEST_ACTIONS, MANIFEST_STATUSES, RECEIVING_LIMITS as L, WEIGHT_SOURCES } from '../constants/receiving.ts';

const literals = <V extends string>(values: readonly V[]) => T.Union(values.map((v) => T.Literal(v)));

export const ManifestPackage = T.Object({
  packageId: T.Integer(),
  trackingNumber: T.String(),
  weightKg: T.Number(),
  status: T.String(),
  received: T.Boolean(),
});

export const ManifestTare = T.Object({
  tareId: T.Integer(),
  tareTypeId: T.Integer(),
  tareType: T.String(),
  grossKg: T.Number(),
  tareKg: T.Number(),
  /** Gross less the tare type's weight, never below 0. */
  netKg: T.Number(),
  weightSource: literals(WEIGHT_SOURCES),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type ManifestTare = typeof ManifestTare.static;

export const ManifestComment = T.Object({
  commentId: T.Integer(),
  comment: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type ManifestComment = typeof ManifestComment.static;

export const Manifest = T.Object({
  manifestId: T.Integer(),
  manifestNumber: T.String(),
  customerId: T.Integer(),
  customer: T.String(),
  status: literals(MANIFEST_STATUSES),
  isDnb: T.Boolean(),
  /** The jobs that received it (one job may receive several manifests). */
  jobs: T.Array(T.Object({ jobId: T.Integer(), number: T.String() })),
  packageCount: T.Integer(),
  receivedCount: T.Integer(),
  weightKg: T.Number(),
  packages: T.Array(ManifestPackage),
  tares: T.Array(ManifestTare),
  comments: T.Array(ManifestComment),
  receivedOn: Nullable(T.String()),
  closedOn: Nullable(T.String()),
  version: T.Integer(),
});
export type Manifest = typeof Manifest.static;

export const TareRow = Strict({
  tareTypeId: Id,
  grossKg: T.Number({ exclusiveMinimum: 0, maximum: L.maxWeightKg }),
  weightSource: literals(WEIGHT_SOURCES),
});

/** PUT ManifestTares: the manifest's tares as the screen holds them, and optionally receive or close it. */
export const ManifestTaresSave = Strict({
  manifestId: Id,
  version: SentVersion,
  /** The job that receives the manifest (required to receive one not yet linked to a job). */
  jobId: T.Optional(Id),
  tares: T.Array(TareRow, { maxItems: L.tares }),
  action: T.Optional(literals(MANIFEST_ACTIONS)),
});

export const DnbJob = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  manifestId: T.Integer(),
  customerId: T.Integer(),
  customer: T.String(),
  status: T.String(),
  pieces: T.Integer(),
  weightKg: T.Number(),
});
export type DnbJob = typeof DnbJob.static;

export const DnbManifest = T.Object({ manifestId: T.Integer(), isDnb: T.Boolean(), jobs: T.Array(DnbJob) });
export type DnbManifest = typeof DnbManifest.static;

export const DnbJobsUpdate = Strict({
  manifestId: Id,
  /** True: the DNB jobs go to DNB Job Closed (along the transition table); false: back to Processing. */
  close: T.Boolean(),
  comment: T.Optional(Nullable(T.String({ maxLength: L.comment }))),
});
