/**
 * Receiving/ (spec 3 §7 Receiving, issue 26): the dock's calls, spelled as the spec spells them. The spec names the
 * calls and their query fields only; every body and answer is ours (receiving-model.ts) and each entry says so.
 *
 * Who: every call needs the receiving menu route (operations/receiving) from the caller's roles; the browser guard's
 * skip list (shell §6) is navigation only, the server never skips. POST Job is also open to the job dashboards.
 * Two GETs change data, as the spec has them: DeleteAttachment and ManifestComment (and JobStatus, which changes a
 * job's status); each is recorded in the job's history like every other write.
 * Scans: the spec shows no scan call, so a scanned piece or manifest barcode is sent through PUT Job's `scans`
 * (the browser queues them and flushes in batches); each scan is idempotent (unique per job and barcode).
 */
import { call, menu } from './call.ts';
import { Id, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { Job, JOB_DASHBOARD_ROUTES } from './jobdashboard.ts';
import { RECEIVING_LIMITS as L, RECEIVING_ROUTE } from '../constants/receiving.ts';

export { RECEIVING_MESSAGES } from './receiving-messages.ts';
export { NewJob, JOB_NUMBER_LENGTH, JOB_TYPE_MAX_LENGTH } from './receiving-model.ts';
import {
  BulkJobRow,
  NewJob,
  JOB_NUMBER_LENGTH,
  Cost,
  DashboardQuery,
  InboundCarrier,
  JobCost,
  JobCostSave,
  LegacyPickup,
  MailingTerm,
  NewReceivingAttachment,
  PieceStageField,
  PolyBagIgnoreDims,
  PrintSetting,
  QuoteProductOption,
  ReceivingAttachment,
  ReceivingAttachmentUpdate,
  ReceivingCustomer,
  ReceivingDashboard,
  ReceivingHistoryEntry,
  ReceivingJob,
  ReceivingJobSave,
  ReceivingJobUpdate,
  ReceivingPiece,
  RepEmail,
  RepEmailOutcome,
  TareType,
} from './receiving-model.ts';
import {
  DnbJob,
  DnbJobsUpdate,
  DnbManifest,
  Manifest,
  ManifestComment,
  ManifestTaresSave,
} from './receiving-manifest-model.ts';

/** The spec's base of the receiving calls. */
export const RECEIVING_BASE = `${API_BASE}/Receiving`;

const receiving = menu(RECEIVING_ROUTE);
const ANSWER_OURS = 'The answer (the spec shows no fields).';
const byJob = Strict({ jobId: Id });
/** A list that takes nothing: a query field is refused, naming it. */
const noInput = Strict({});
const byCustomer = Strict({ customerId: Id });

export const receivingCalls = {
  receivingInboundCarriers: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/InboundCarriers`,
    summary: 'The carriers that bring freight to the dock, by name.',
    permission: receiving,
    query: noInput,
    response: T.Array(InboundCarrier),
    ours: ANSWER_OURS,
  }),
  receivingPrintSetting: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/PrintSetting`,
    summary: 'The piece-label and SCD print settings of the caller’s office (else the default).',
    permission: receiving,
    query: noInput,
    response: PrintSetting,
    ours: ANSWER_OURS,
  }),
  receivingJob: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/Job`,
    summary:
      'Jobs by number (exact, case and spaces ignored) and/or status, newest first (at most 200); at least one of ' +
      'JobNumber and StatusID. An unknown number answers an empty list.',
    permission: receiving,
    query: Strict({
      JobNumber: T.Optional(T.String({ minLength: 1, maxLength: JOB_NUMBER_LENGTH.max })),
      StatusID: T.Optional(Id),
    }),
    response: T.Array(ReceivingJob),
    ours: `${ANSWER_OURS} The list shape (the spec names JobNumber and StatusID).`,
  }),
  receivingJobUpdate: call({
    method: 'PUT',
    path: `${RECEIVING_BASE}/Job`,
    summary:
      'Saves the dock’s fields of a job and/or records scanned codes. A scan of a code already received on the job ' +
      'changes nothing and says "already received"; a manifest number links the manifest to the job. With ' +
      'version, 409 when the job changed since it was read (scans alone need none).',
    permission: receiving,
    body: ReceivingJobUpdate,
    response: ReceivingJobSave,
    ours: 'The body and the answer; scans travel here, as the spec shows no scan call.',
  }),
  receivingBulkJob: call({
    method: 'PUT',
    path: `${RECEIVING_BASE}/BulkJob`,
    summary:
      'Changes the selected jobs in one transaction: a bad row changes nothing and the message names the row and ' +
      'field (jobs[2].statusId …). Status changes follow the transition table.',
    permission: receiving,
    body: Strict({ jobs: T.Array(BulkJobRow, { minItems: 1, maxItems: L.bulkJobs }) }),
    response: T.Array(ReceivingJob),
    ours: 'The body { jobs: [{ jobId, version?, statusId?, …fields }] } and the answer.',
  }),
  createJob: call({
    method: 'POST',
    path: `${RECEIVING_BASE}/Job`,
    summary:
      'Creates a job: Received now when received is true, else Open. Answers the job as Job/All lists it; 409 when the number is taken.',
    // Who may open the job dashboard may create a job there (its New button); the dock receives new jobs too.
    permission: menu(...JOB_DASHBOARD_ROUTES, RECEIVING_ROUTE),
    body: NewJob,
    response: Job,
    ours: 'The body { number, customerId, locationId, type, received, …receiving fields }.',
  }),
  receivingTareTypes: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/TareType`,
    summary: 'The tare types (pallet, cage, tote …) with their weight in kg.',
    permission: receiving,
    query: noInput,
    response: T.Array(TareType),
    ours: ANSWER_OURS,
  }),
  receivingAttachments: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/Attachment`,
    summary:
      'A job’s attachments, newest first, content null; with attachmentId (ours) that one attachment with its ' +
      'content (base64).',
    permission: receiving,
    query: Strict({
      jobNumber: T.String({ minLength: 1, maxLength: JOB_NUMBER_LENGTH.max }),
      attachmentId: T.Optional(Id),
    }),
    response: T.Array(ReceivingAttachment),
    ours: `${ANSWER_OURS} The optional attachmentId.`,
  }),
  receivingAttachmentCreate: call({
    method: 'POST',
    path: `${RECEIVING_BASE}/Attachment`,
    summary:
      'Attaches a file (base64) to a job through the one attachments service: at most 10 MB, an allowed type ' +
      'whose content matches its extension; the name is sanitised. Recorded in the job’s history.',
    permission: receiving,
    body: NewReceivingAttachment,
    response: ReceivingAttachment,
    ours: 'The body { jobId, fileName, content, description? } and the answer.',
  }),
  receivingAttachmentUpdate: call({
    method: 'PUT',
    path: `${RECEIVING_BASE}/Attachment`,
    summary: 'Renames an attachment or changes its description (the file stays). Recorded in the job’s history.',
    permission: receiving,
    body: ReceivingAttachmentUpdate,
    response: ReceivingAttachment,
    ours: 'The body { attachmentId, fileName?, description? } and the answer.',
  }),
  receivingDeleteAttachment: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/DeleteAttachment`,
    summary:
      'Deletes an attachment (a GET that deletes, as the spec has it; only with the receiving permission). ' +
      'Recorded in the job’s history.',
    permission: receiving,
    query: Strict({ attachmentId: Id }),
    response: T.Boolean(),
    ours: ANSWER_OURS,
  }),
  receivingJobCosts: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/JobCost`,
    summary: 'A job’s cost lines, priced from the cost list.',
    permission: receiving,
    query: byJob,
    response: T.Array(JobCost),
    ours: ANSWER_OURS,
  }),
  receivingJobCostSave: call({
    method: 'POST',
    path: `${RECEIVING_BASE}/JobCost`,
    summary:
      'Replaces a job’s cost lines (one transaction): each cost from the cost list, amount = quantity × the ' +
      'list’s rate. Recorded in the job’s history.',
    permission: receiving,
    body: JobCostSave,
    response: T.Array(JobCost),
    ours: 'The body { jobId, costs: [{ costId, quantity, comment? }] } and the answer.',
  }),
  receivingCosts: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/Cost`,
    summary: 'The cost list: name, unit, rate and currency.',
    permission: receiving,
    query: noInput,
    response: T.Array(Cost),
    ours: ANSWER_OURS,
  }),
  receivingCustomers: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/Customer`,
    summary: 'Every customer, by name, with its quote in effect today (or null).',
    permission: receiving,
    query: noInput,
    response: T.Array(ReceivingCustomer),
    ours: ANSWER_OURS,
  }),
  receivingCustomersWithEffectiveQuotes: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/CustomersWithEffectiveQutoes`,
    summary: 'The customers with a quote in effect today (the only ones offered for a new job). Spelled as the spec.',
    permission: receiving,
    query: noInput,
    response: T.Array(ReceivingCustomer),
    ours: ANSWER_OURS,
  }),
  receivingMailingTerms: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/MailingTerm`,
    summary: 'A customer’s mailing terms, the default first.',
    permission: receiving,
    query: byCustomer,
    response: T.Array(MailingTerm),
    ours: ANSWER_OURS,
  }),
  receivingDashboard: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/Dashboard`,
    summary: 'The day’s inbound jobs (today unless day, ours) with their pieces by stage, and counts by status.',
    permission: receiving,
    query: DashboardQuery,
    response: ReceivingDashboard,
    ours: `${ANSWER_OURS} The optional day.`,
  }),
  receivingJobStatus: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/JobStatus`,
    summary:
      'Changes a job’s status along the transition table (a GET that changes, as the spec has it), recorded in its ' +
      'status history; answers the job.',
    permission: receiving,
    query: Strict({ jobId: Id, statusId: Id }),
    response: ReceivingJob,
    ours: ANSWER_OURS,
  }),
  receivingDashboardPiece: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/DashboardPiece`,
    summary: 'A job’s pieces at a stage (every stage without pieceStage), newest scan first.',
    permission: receiving,
    query: Strict({ jobId: Id, pieceStage: T.Optional(PieceStageField) }),
    response: T.Array(ReceivingPiece),
    ours: `${ANSWER_OURS} The stages are JobPieceList's (Received, Processed, Dispatched).`,
  }),
  receivingLegacyPickups: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/LegacyPickup`,
    summary: 'A customer’s pickups booked in the legacy system, newest first.',
    permission: receiving,
    query: byCustomer,
    response: T.Array(LegacyPickup),
    ours: ANSWER_OURS,
  }),
  receivingQuoteProductOptions: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/QuoteProductOptionList`,
    summary: 'The product options of the customer’s quote in effect today at the job’s office.',
    permission: receiving,
    query: Strict({ customerId: Id, joblocationId: Id }),
    response: T.Array(QuoteProductOption),
    ours: ANSWER_OURS,
  }),
  sendEmailToCustomerRepForJob: call({
    method: 'POST',
    path: `${API_BASE}/Operation/Receiving/SendEmailToCustomerRepForJob`,
    summary:
      'E-mails the job’s receipt to the customer’s rep through the mail server; the outcome (sent, or why not) is ' +
      'answered and recorded in the job’s history.',
    permission: receiving,
    body: RepEmail,
    response: RepEmailOutcome,
    ours: 'The body { jobId, message? } and the answer.',
  }),
  receivingPolyBagIgnoreDims: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/PolyBagIgnoreDimsCustomer`,
    summary: 'Whether a customer’s poly-bag pieces are received without dimensions.',
    permission: receiving,
    query: byCustomer,
    response: PolyBagIgnoreDims,
    ours: ANSWER_OURS,
  }),
  receivingManifest: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/Manifest`,
    summary: 'A manifest by number (case and spaces ignored) with its packages, tares, comments and jobs; 404 if none.',
    permission: receiving,
    query: Strict({ ManifestNumber: T.String({ minLength: 1, maxLength: L.barcode }) }),
    response: Manifest,
    ours: ANSWER_OURS,
  }),
  receivingManifestTares: call({
    method: 'PUT',
    path: `${RECEIVING_BASE}/ManifestTares`,
    summary:
      'Saves a manifest’s tares (net = gross − the tare type’s weight; a typed gross is recorded as typed) and with ' +
      'action receive or close receives every package onto the job, one request and one transaction.',
    permission: receiving,
    body: ManifestTaresSave,
    response: Manifest,
    ours: 'The body { manifestId, version?, jobId?, tares, action? } and the answer.',
  }),
  receivingManifestComment: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/ManifestComment`,
    summary:
      'Adds a comment to a manifest (a GET that writes, as the spec has it; only with the receiving permission) ' +
      'and answers its comments, newest first. Recorded in its jobs’ history.',
    permission: receiving,
    query: Strict({
      manifestNumber: T.String({ minLength: 1, maxLength: L.barcode }),
      comment: T.String({ minLength: 1, maxLength: L.comment }),
    }),
    response: T.Array(ManifestComment),
    ours: ANSWER_OURS,
  }),
  receivingIsDnbManifest: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/IsDNBManifest`,
    summary: 'Whether a manifest is DNB (received, not billed), with its DNB jobs.',
    permission: receiving,
    query: Strict({ manifestId: Id }),
    response: DnbManifest,
    ours: ANSWER_OURS,
  }),
  receivingCreateDnbJobs: call({
    method: 'POST',
    path: `${RECEIVING_BASE}/CreateDNBJobs`,
    summary:
      'Creates the DNB job of a DNB manifest (one per manifest) idempotently: the same manifest again answers the ' +
      'same job and creates none.',
    permission: receiving,
    body: Strict({ manifestId: Id }),
    response: T.Array(DnbJob),
    ours: 'The body { manifestId } and the answer.',
  }),
  receivingDnbJobs: call({
    method: 'PUT',
    path: `${RECEIVING_BASE}/DNBJobs`,
    summary: 'Closes (DNB Job Closed) or re-opens (Received) the DNB jobs of a manifest, recorded in their history.',
    permission: receiving,
    body: DnbJobsUpdate,
    response: T.Array(DnbJob),
    ours: 'The body { manifestId, close, comment? } and the answer.',
  }),
  receivingScd: call({
    method: 'GET',
    path: `${API_BASE}/Quote/PdfGenerator/SCD`,
    summary: 'The job’s SCD document as a PDF (the file itself, not an envelope): its pieces, weights and barcode.',
    permission: receiving,
    query: byJob,
    stream: true,
    ours: 'The document’s content (the spec names the call only).',
  }),
  receivingJobHistory: call({
    method: 'GET',
    path: `${RECEIVING_BASE}/JobHistory`,
    summary: 'Every receiving write on a job: what, who and when, newest first.',
    permission: receiving,
    query: byJob,
    response: T.Array(ReceivingHistoryEntry),
    ours: 'The whole call (the spec shows no history call; every write here is recorded).',
  }),
} as const;
