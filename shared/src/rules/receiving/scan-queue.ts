/**
 * The dock's scan queue (issue 26 point 4), pure: a keyboard-wedge scanner types a code and Enter; each code is
 * queued at once, in order, and sent in order, one send (of one code or a batch) at a time (a scan never overtakes an
 * earlier one). The same code again changes nothing and reads "already received"; a server that is briefly away (no answer, 5xx, 408, 429) is retried
 * with a growing pause, so no scan is lost at 10 a second or while the server is away; a refusal (4xx) stops that
 * scan with the server's message and the queue goes on. The web hook drives it with a clock and the A1 call.
 */
import { RECEIVING_LIMITS } from '../../constants/receiving.ts';

/** The longest code a scan field takes (the contract's Barcode). */
export const SCAN_CODE_MAX_LENGTH = RECEIVING_LIMITS.barcode;

/** The pause before the n-th retry: 0.5 s doubling up to 5 s (the server is expected back within seconds). */
export const SCAN_RETRY_MS = { first: 500, max: 5_000 } as const;

export type ScanStatus =
  /** Waiting its turn (or its retry time). */
  | 'pending'
  /** Sent; no answer yet. */
  | 'sending'
  /** The server recorded it now. */
  | 'received'
  /** The server had it already (an earlier session, another dock). */
  | 'alreadyReceived'
  /** Scanned again here: not sent, nothing changes. */
  | 'repeat'
  /** The server refused it (unknown code, closed job): the message says why. */
  | 'rejected';

export interface ScanItem {
  /** Order of scanning, from 1. */
  seq: number;
  code: string;
  status: ScanStatus;
  /** Sends that found the server away. */
  attempts: number;
  /** When a pending scan that failed may be sent again (epoch ms). */
  retryAt?: number;
  /** The server's message for a refusal, or what it answered about the piece. */
  message?: string;
  /** For a repeat: the seq of the scan it repeats. */
  repeatOf?: number;
}

export interface ScanQueue {
  items: readonly ScanItem[];
  /** True from a send that found the server away until the next send that reaches it. */
  offline: boolean;
}

export const emptyScanQueue = (): ScanQueue => ({ items: [], offline: false });

/** What the server's answer means for one scan. */
export type ScanOutcome =
  | { kind: 'received'; message?: string }
  | { kind: 'alreadyReceived'; message?: string }
  /** No answer, a 5xx, 408 or 429: try again later. */
  | { kind: 'away' }
  | { kind: 'rejected'; message: string };

/**
 * The code a scan typed, or null when there is nothing to record: surrounding blanks and control characters (a
 * scanner's prefix/suffix, a stray Tab) are dropped; an over-long code is kept whole so the server can refuse it.
 */
export function normaliseScan(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const code = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return code === '' ? null : code;
}

/** Statuses that mean "this code is (being) recorded": scanning it again is a repeat. */
const HELD: ReadonlySet<ScanStatus> = new Set(['pending', 'sending', 'received', 'alreadyReceived']);

/** Queues one scan. A code already queued or recorded is listed as a repeat of it and never sent. */
export function enqueueScan(queue: ScanQueue, raw: string): ScanQueue {
  const code = normaliseScan(raw);
  if (code === null) return queue;
  const seq = (queue.items.at(-1)?.seq ?? 0) + 1;
  const first = queue.items.find((item) => item.code === code && HELD.has(item.status));
  const item: ScanItem = first
    ? { seq, code, status: 'repeat', attempts: 0, repeatOf: first.seq }
    : { seq, code, status: 'pending', attempts: 0 };
  return { ...queue, items: [...queue.items, item] };
}

/**
 * The scans to send now, oldest first: the run of pending scans at the head of the queue whose retry time has come,
 * at most `max` (a call that records several codes at once takes a batch; one that takes one code, max 1), and none
 * while a send is out (one send at a time keeps the order).
 */
export function nextScans(queue: ScanQueue, now: number, max = 1): ScanItem[] {
  if (queue.items.some((item) => item.status === 'sending')) return [];
  const batch: ScanItem[] = [];
  for (const item of queue.items) {
    if (batch.length >= max) break;
    if (item.status !== 'pending') continue;
    if (item.retryAt !== undefined && item.retryAt > now) break;
    batch.push(item);
  }
  return batch;
}

/** When the queue next has something to send (epoch ms), for the driver's timer; undefined when nothing waits. */
export function nextWake(queue: ScanQueue): number | undefined {
  if (queue.items.some((item) => item.status === 'sending')) return undefined;
  const head = queue.items.find((item) => item.status === 'pending');
  return head ? (head.retryAt ?? 0) : undefined;
}

const update = (queue: ScanQueue, seq: number, change: (item: ScanItem) => ScanItem): ScanQueue => ({
  ...queue,
  items: queue.items.map((item) => (item.seq === seq ? change(item) : item)),
});

export function markSending(queue: ScanQueue, seqs: readonly number[]): ScanQueue {
  return {
    ...queue,
    items: queue.items.map((item) =>
      seqs.includes(item.seq) && item.status === 'pending' ? { ...item, status: 'sending' } : item,
    ),
  };
}

export const retryDelay = (attempts: number): number =>
  Math.min(SCAN_RETRY_MS.max, SCAN_RETRY_MS.first * 2 ** Math.max(0, attempts - 1));

/** Applies the server's answer to a sent scan. */
export function settleScan(queue: ScanQueue, seq: number, outcome: ScanOutcome, now: number): ScanQueue {
  const settled = update(queue, seq, (item) => {
    if (item.status !== 'sending') return item;
    switch (outcome.kind) {
      case 'received':
      case 'alreadyReceived':
        return { ...item, status: outcome.kind, message: outcome.message, retryAt: undefined };
      case 'rejected':
        return { ...item, status: 'rejected', message: outcome.message, retryAt: undefined };
      case 'away': {
        const attempts = item.attempts + 1;
        return { ...item, status: 'pending', attempts, retryAt: now + retryDelay(attempts) };
      }
    }
  });
  return { ...settled, offline: outcome.kind === 'away' };
}

/** Sends the user may retry at once (the "Retry now" of an offline queue): their pauses are dropped. */
export function retryNow(queue: ScanQueue): ScanQueue {
  return {
    ...queue,
    items: queue.items.map((item) => (item.status === 'pending' ? { ...item, retryAt: undefined } : item)),
  };
}

export interface ScanSummary {
  /** Scans not yet recorded (waiting or being sent). */
  pending: number;
  received: number;
  alreadyReceived: number;
  repeats: number;
  rejected: number;
  offline: boolean;
}

export function scanSummary(queue: ScanQueue): ScanSummary {
  const count = (...statuses: ScanStatus[]) => queue.items.filter((item) => statuses.includes(item.status)).length;
  return {
    pending: count('pending', 'sending'),
    received: count('received'),
    alreadyReceived: count('alreadyReceived'),
    repeats: count('repeat'),
    rejected: count('rejected'),
    offline: queue.offline,
  };
}

/** The HTTP status of a failed send read as an outcome: the server away (retry) or a refusal (stop). */
export const isServerAway = (status: number | undefined): boolean =>
  status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
