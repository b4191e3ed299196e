/**
 * The job status transition table (spec 3 §4 leaves it open; ours, as an operations team works a job):
 * a job is opened, received, processed, closed, then invoiced or closed as "do not bill"; it may be put on
 * hold (operations, customer service or finance) while it is worked, and a hold ends by a release; voiding
 * ends a job that is not closed yet; re-opening sends a closed job back to processing. Invoiced and Voided
 * jobs are final. Pure: the server refuses every other change with `transitionRefusal`.
 */
import { JOB_STATUSES } from '../../constants/jobs.ts';

const HOLDS = ['On Hold', 'CS Hold', 'Finance Hold'] as const;

export const JOB_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  Open: ['Received', 'Not Received', ...HOLDS, 'Voided'],
  'Not Received': ['Received', 'Open', ...HOLDS, 'Voided'],
  Received: ['Processing', 'Forwarded', ...HOLDS, 'Voided'],
  Processing: ['Closed', 'Forwarded', ...HOLDS, 'Voided'],
  Forwarded: ['Processing', 'Closed', ...HOLDS],
  'On Hold': ['Released', 'Voided'],
  'CS Hold': ['Released', 'Voided'],
  'Finance Hold': ['Released'],
  Released: ['Processing', 'Closed', ...HOLDS],
  Closed: ['Invoiced', 'DNB Job Closed', 'Processing', 'Finance Hold'],
  'DNB Job Closed': ['Processing'],
  Invoiced: [],
  Voided: [],
};

/** The statuses a job may go to from `from` (none for an unknown status). */
export const nextStatuses = (from: string): readonly string[] => JOB_TRANSITIONS[from] ?? [];

export const canTransition = (from: string, to: string): boolean => nextStatuses(from).includes(to);

/** The statuses the close, re-open and void actions lead to. */
export const JOB_ACTION_STATUS = {
  close: 'Closed',
  reopen: 'Processing',
  void: 'Voided',
  release: 'Released',
} as const;

/** Null when allowed; else the message the server answers. */
export function transitionRefusal(number: string, from: string, to: string): string | null {
  if (from === to) return `Job ${number} is already ${to}.`;
  if (!(JOB_STATUSES as readonly string[]).includes(to)) return `"${to}" is not a job status.`;
  if (canTransition(from, to)) return null;
  const allowed = nextStatuses(from);
  return allowed.length
    ? `Job ${number} cannot go from ${from} to ${to}. From ${from} it may go to: ${allowed.join(', ')}.`
    : `Job ${number} is ${from}: its status can no longer change.`;
}
