/**
 * Job constants (spec 3 §4 job statuses, §5 job lookup, §6 Finance Closed On, §9 job dashboard): the statuses and
 * their icons, the dashboard's date range and delays, the option lists of job admin, and the user-facing messages.
 */

/** The job statuses of spec 3 §4, in the order of the status buttons (All first). */
export const JOB_STATUSES = [
  'Received',
  'Processing',
  'Open',
  'Not Received',
  'Voided',
  'Closed',
  'DNB Job Closed',
  'Invoiced',
  'CS Hold',
  'Finance Hold',
  'Released',
  'On Hold',
  'Forwarded',
] as const;
export type JobStatusName = (typeof JOB_STATUSES)[number];

/** The status buttons' "every status" entry. */
export const ALL_JOB_STATUSES = 'All';

/**
 * The icon of each status button (spec 3 §4 icon mapping), as a Material icon name; any other status shows
 * the question mark (HelpOutline).
 */
export const JOB_STATUS_ICONS: Record<string, string> = {
  All: 'SelectAll',
  Received: 'MoveToInbox',
  Processing: 'Autorenew',
  Open: 'FolderOpen',
  'Not Received': 'HourglassEmpty',
  Voided: 'Block',
  Closed: 'Lock',
  'DNB Job Closed': 'LockClock',
  Invoiced: 'ReceiptLong',
  'CS Hold': 'SupportAgent',
  'Finance Hold': 'AccountBalance',
  Released: 'LockOpen',
  'On Hold': 'PauseCircle',
  Forwarded: 'Forward',
};
export const UNKNOWN_JOB_STATUS_ICON = 'HelpOutline';
export const jobStatusIcon = (status: string): string => JOB_STATUS_ICONS[status] ?? UNKNOWN_JOB_STATUS_ICON;

/** The statuses of a job on hold (the header's Jobs On Hold button lists them). */
export const JOB_HOLD_STATUSES: readonly string[] = ['On Hold', 'CS Hold', 'Finance Hold'];
/** The status that shows the Finance Closed On column (spec 3 §2). */
export const FINANCE_CLOSED_STATUS = 'DNB Job Closed';

/** Job dashboard (spec 3 §9): Created On range from 60 days ago to 1 day ahead; lookups after 100 ms. */
export const JOB_DASHBOARD_RANGE = { daysBack: 60, daysAhead: 1 } as const;
export const JOB_INVOICE_LOOKUP_DELAY_MS = 100;
export const JOB_SEARCH_MIN_LENGTH = 3;
export const JOB_SEARCH_DEBOUNCE_MS = 100;
/** Most jobs one search answers (ours). */
export const JOB_SEARCH_LIMIT = 20;
/** Most job ids one invoice lookup takes (ours: a page is 15). */
export const JOB_INVOICE_LOOKUP_MAX = 500;
/** The session-storage key of a user's dashboard date range (spec 3 §9: per user). */
export const jobDashboardRangeKey = (userId: number | string) => `a1.jobDashboard.range.${userId}`;
/** USA rows open the job details by number; other subsidiaries job management (spec 3 §2). */
export const JOB_DETAILS_ROUTE = 'volume/job-dashboard/details';
export const JOB_MANAGEMENT_ROUTE = 'operation/job/management';
export const JOB_NAVIGATION_SUBSIDIARY = 'USA';

/** The hold types of HoldRelease and the comment kinds of HoldComments (ours: the spec names onHold, cs, ops). */
export const HOLD_TYPES = ['onHold', 'cs', 'ops'] as const;
export type HoldType = (typeof HOLD_TYPES)[number];
/** The status each hold type holds a job in. */
export const HOLD_TYPE_STATUS: Record<HoldType, string> = { onHold: 'On Hold', cs: 'CS Hold', ops: 'On Hold' };

/** Piece stages of JobPieceList (ours). */
export const PIECE_STAGES = ['Received', 'Processed', 'Dispatched'] as const;
export type PieceStage = (typeof PIECE_STAGES)[number];

/** JobAdjustmentOptions (ours: the charges an operations team adjusts on a job). */
export const JOB_ADJUSTMENT_OPTIONS = [
  { id: 1, name: 'Weight correction', unit: 'kg', isMail: false },
  { id: 2, name: 'Piece count correction', unit: 'pcs', isMail: false },
  { id: 3, name: 'Re-label', unit: 'pcs', isMail: false },
  { id: 4, name: 'Postage correction', unit: 'USD', isMail: true },
  { id: 5, name: 'Unsorted mail surcharge', unit: 'pcs', isMail: true },
  { id: 6, name: 'Storage', unit: 'days', isMail: false },
] as const;

/** Products and their mail services (CurrentProduct, JobMailProductServices; ours). */
export const JOB_PRODUCTS: Record<string, readonly string[]> = {
  'Priority Tracked': ['Tracking', 'Signature', 'Insurance'],
  'Economy Mail': ['Presort', 'Bulk Dispatch'],
  'Business Parcel': ['Tracking', 'Duties Paid', 'Returns'],
  'Freight Consolidation': ['Palletising', 'Customs Brokerage'],
};

/** How bins close (the four close actions of spec 2 §7). */
export const BIN_CLOSE_TYPES = ['standard', 'mix', 'residual'] as const;
export type BinCloseType = (typeof BIN_CLOSE_TYPES)[number];

/** Billing (spec 3 §7 GlobeSapBilling): the request timeout and the one retry. */
export const BILLING_TIMEOUT_MS = 5000;
export const BILLING_ATTEMPTS = 2;
export const BILLING_STATES = ['Unbilled', 'Billed', 'Failed'] as const;
/** The Automated Billing Job Queue (issue 29): the jobs it lists at most (failed first, then waiting, then billed). */
export const BILLING_QUEUE_MAX = 500;
/** The screen of that queue, and of the invoice numbers (Finance's side-menu entries). */
export const BILLING_QUEUE_ROUTE = 'finance/automated-billing-job-queue';
export const INVOICE_INFORMATION_ROUTE = 'globe-billing/invoice-information';

/** The user-facing messages of jobs, word for word where the spec gives them. */
export const JOB_MESSAGES = {
  financeRestricted:
    'Access Restricted: Only Finance Admins are authorized to update Finance Closed On dates. You can view the current information but cannot make changes.',
  financeTooltip: 'Only Finance Admins can save Finance Closed On dates.',
  lookupHint: 'Enter at least 3 characters to search for job number',
  unknownUser: 'Unknown User',
  jobNotFound: (ref: string | number) => `Job ${ref} was not found.`,
  billingNotConfigured: 'Billing is not configured: set A1_BILLING_URL to the billing endpoint.',
  billingFailed: (reason: string) => `The billing system did not take the sales order: ${reason}`,
  notOnHold: (number: string) => `Job ${number} is not on hold.`,
  binNotFound: (id: number | string) => `Bin ${id} was not found.`,
  binClosed: (number: string) => `Bin ${number} is already closed.`,
  binNotMixed: (number: string) => `Bin ${number} holds one customer's pieces only: close it as a standard bin.`,
  binNotResidual: (number: string) => `Bin ${number} is full: close it as a standard bin, not as a residual bin.`,
  receptacleNotFound: (ref: number | string) => `Receptacle ${ref} was not found.`,
  receptacleClosed: (number: string) => `Receptacle ${number} is already closed.`,
  adjustmentNotFound: (id: number) => `Adjustment ${id} was not found on this job.`,
  unknownAdjustmentOption: (id: number) => `Adjustment option ${id} does not exist.`,
  unknownUserId: (id: number) => `User ${id} does not exist.`,
  unknownCustomer: (id: number) => `Customer ${id} does not exist.`,
  unknownLocation: (id: number) => `Office ${id} does not exist.`,
  unknownStatus: (id: number) => `Job status ${id} does not exist.`,
  duplicateNumber: (number: string) => `A job numbered "${number}" already exists. Choose another number.`,
  notManual: (number: string) => `Job ${number} was not created manually: edit it with Update Job.`,
  unknownReport: (name: string) => `There is no report named "${name}".`,
} as const;
