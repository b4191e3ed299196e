/**
 * Problem packages (spec 3 §7, issue 27): the calls of a card's dialog: the package's data (from the package model
 * of package search), extra info, the activity log, comments with default comments, attachments (the one upload
 * intake, server/src/files), editing the package's information, the PIM log and CardExists. Bodies and answers ours.
 */
import { call, staffMenu } from './call.ts';
import { Base64File, Id, Nullable, SentVersion, STALE_VERSION_409, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { PROBLEM_LIMITS, PROBLEM_ROUTES } from '../constants/problems.ts';
import { PackageApiData, PackageData, PimChange } from './packagesearch-model.ts';
import {
  ActivityEntry,
  AIMBAN_BASE,
  DangerousGoodsInput,
  DefaultComment,
  PackageInformation,
  PackageIssue,
  ProblemAttachment,
  ProblemComment,
  Screening,
  DangerousGoodsPackage,
  problemAny,
  problemBoard,
} from './problems-model.ts';

const byCard = Strict({ packageIssueId: Id });
const byPackage = Strict({ packageId: Id });
const CommentText = T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.comment, pattern: '\\S' });

export const PackageExtraInfo = T.Object({
  card: PackageIssue,
  dangerousGoods: Nullable(DangerousGoodsPackage),
  screening: Nullable(Screening),
  /** Other packages of the same customer with the same tracking number or reference (possible duplicates). */
  duplicates: T.Array(T.Object({ packageId: T.Integer(), trackingNumber: T.String(), createdOn: T.String() })),
  /** Length × width × height / the DimSetting divisor; null without measures. */
  dimWeightKg: Nullable(T.Number()),
});
export type PackageExtraInfo = typeof PackageExtraInfo.static;

export const PackageInformationSave = Strict({
  packageId: Id,
  consigneeName: T.Optional(T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.name, pattern: '\\S' })),
  consigneeAddress1: T.Optional(T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.name, pattern: '\\S' })),
  consigneeAddress2: T.Optional(Nullable(T.String({ maxLength: PROBLEM_LIMITS.name }))),
  consigneeCity: T.Optional(T.String({ minLength: 1, maxLength: PROBLEM_LIMITS.name, pattern: '\\S' })),
  consigneeState: T.Optional(Nullable(T.String({ maxLength: PROBLEM_LIMITS.name }))),
  consigneePostalCode: T.Optional(Nullable(T.String({ maxLength: 20 }))),
  consigneeCountry: T.Optional(T.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' })),
  weightKg: T.Optional(T.Number({ exclusiveMinimum: 0, maximum: 1000 })),
  lengthCm: T.Optional(Nullable(T.Number({ exclusiveMinimum: 0, maximum: 1000 }))),
  widthCm: T.Optional(Nullable(T.Number({ exclusiveMinimum: 0, maximum: 1000 }))),
  heightCm: T.Optional(Nullable(T.Number({ exclusiveMinimum: 0, maximum: 1000 }))),
  taxId: T.Optional(Nullable(T.String({ maxLength: 40 }))),
  /** Declares (or, with null, removes) the package's dangerous goods; validated by shared/src/rules/problems. */
  dangerousGoods: T.Optional(Nullable(DangerousGoodsInput)),
});
export type PackageInformationSave = typeof PackageInformationSave.static;

export const problemCardCalls = {
  aimbanPackageData: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/PackageData`,
    summary: 'The card’s package from the package model: its data, items and return.',
    permission: problemBoard,
    query: byPackage,
    response: PackageData,
    ours: 'The query and the answer (package search’s PackageData).',
  }),
  aimbanPackageExtraInfo: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/PackageExtraInfo`,
    summary: 'The card with its dangerous goods, screening, possible duplicates and dimensional weight.',
    permission: problemBoard,
    query: byCard,
    response: PackageExtraInfo,
    ours: 'The answer.',
  }),
  aimbanPreProcessData: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/PreProcessData`,
    summary: 'The data the customer’s system sent before the package was processed (null when none).',
    permission: problemBoard,
    query: byPackage,
    response: Nullable(PackageApiData),
    ours: 'The query and the answer (package search’s ApiData).',
  }),
  aimbanEditPackage: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/EditPackage`,
    summary: 'The package’s editable information, with its dangerous goods.',
    permission: problemBoard,
    query: byPackage,
    response: PackageInformation,
    ours: 'The answer.',
  }),
  aimbanPackageInformation: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/PackageInformation`,
    summary:
      'Saves the fields sent, in one transaction: the package, a PIM change per changed field and the activity-log ' +
      'row of its open card; dangerous goods are checked (UN number, class, packing group).',
    permission: problemBoard,
    body: PackageInformationSave,
    response: PackageInformation,
    ours: 'The body (only the fields sent change) and the answer.',
  }),
  aimbanDownloadPimLog: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DownloadPIMLog`,
    summary: 'The package’s PIM changes as a CSV file (the file itself, not an envelope).',
    permission: problemBoard,
    query: byPackage,
    stream: true,
    ours: 'The answer: a CSV download.',
  }),
  pimLogByPackageId: call({
    method: 'GET',
    path: `${API_BASE}/PimLogs/PimLogByPackageId`,
    summary: 'The package’s PIM changes, newest first.',
    permission: staffMenu(PROBLEM_ROUTES.board, PROBLEM_ROUTES.grid, 'search/package-search'),
    query: byPackage,
    response: T.Array(PimChange),
    ours: 'The answer.',
  }),
  aimbanCardExists: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/CardExists`,
    summary:
      'Whether an open card exists for a package whose tracking number or customer reference is ' +
      'trackingNumberCustomer (in jobId when given).',
    permission: problemAny,
    query: Strict({
      trackingNumberCustomer: T.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
      jobId: T.Optional(Id),
    }),
    response: T.Object({
      exists: T.Boolean(),
      packageIssueId: Nullable(T.Integer()),
      packageId: Nullable(T.Integer()),
    }),
    ours: 'The answer.',
  }),
  aimbanActivityLog: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/ActivityLog`,
    summary: 'Every change of the card, newest first: what, before and after, by whom, when.',
    permission: problemBoard,
    query: byCard,
    response: T.Array(ActivityEntry),
    ours: 'The query and the answer.',
  }),
  aimbanActivityLogCreate: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/ActivityLog`,
    summary: 'Adds a note to the card’s activity log (plain text; markup removed).',
    permission: problemBoard,
    body: Strict({ packageIssueId: Id, text: CommentText }),
    response: ActivityEntry,
    ours: 'The body and the answer.',
  }),
  aimbanComments: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Comment`,
    summary: 'The card’s comments, oldest first.',
    permission: problemBoard,
    query: byCard,
    response: T.Array(ProblemComment),
    ours: 'The query and the answer.',
  }),
  aimbanCommentCreate: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/Comment`,
    summary: 'Comments on the card: text, or a default comment (defaultCommentId) with text appended if any.',
    permission: problemBoard,
    body: Strict({
      packageIssueId: Id,
      text: T.Optional(T.String({ maxLength: PROBLEM_LIMITS.comment })),
      defaultCommentId: T.Optional(Id),
    }),
    response: ProblemComment,
    ours: 'The body and the answer.',
  }),
  aimbanCommentUpdate: call({
    method: 'PUT',
    path: `${AIMBAN_BASE}/Comment`,
    summary: `Edits a comment: its author or an Aimban administrator. ${STALE_VERSION_409}`,
    permission: problemBoard,
    body: Strict({ commentId: Id, text: CommentText, version: SentVersion }),
    response: ProblemComment,
    ours: 'The body and the answer.',
  }),
  aimbanCommentDelete: call({
    method: 'DELETE',
    path: `${AIMBAN_BASE}/Comment`,
    summary: 'Deletes a comment: its author or an Aimban administrator.',
    permission: problemBoard,
    query: Strict({ commentId: Id }),
    response: T.Boolean(),
    ours: 'The query.',
  }),
  aimbanDefaultComments: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/DefaultComment`,
    summary: 'The ready-made comments; with categoryId, that category’s and the general ones.',
    permission: problemBoard,
    query: Strict({ categoryId: T.Optional(Id) }),
    response: T.Array(DefaultComment),
    ours: 'The query and the answer.',
  }),
  aimbanAttachments: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/Attachment`,
    summary: 'The card’s attachments (without their content), newest first.',
    permission: problemBoard,
    query: byCard,
    response: T.Array(ProblemAttachment),
    ours: 'The query and the answer.',
  }),
  aimbanAttachmentFile: call({
    method: 'GET',
    path: `${AIMBAN_BASE}/AttachmentFile`,
    summary: 'One attachment’s file, as a download (never shown inline).',
    permission: problemBoard,
    query: Strict({ attachmentId: Id }),
    stream: true,
    ours: 'The whole call: the spec shows no download of an attachment.',
  }),
  aimbanAttachmentCreate: call({
    method: 'POST',
    path: `${AIMBAN_BASE}/Attachment`,
    summary: 'Attaches a file to the card (size, name and type checked as every upload of the app).',
    permission: problemBoard,
    body: Strict({
      packageIssueId: Id,
      fileName: T.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
      content: Base64File,
    }),
    response: ProblemAttachment,
    ours: 'The body and the answer.',
  }),
  aimbanAttachmentDelete: call({
    method: 'DELETE',
    path: `${AIMBAN_BASE}/Attachment`,
    summary: 'Deletes an attachment: who added it or an Aimban administrator.',
    permission: problemBoard,
    query: Strict({ attachmentId: Id }),
    response: T.Boolean(),
    ours: 'The query.',
  }),
} as const;
