/**
 * The dock's scan queue in the browser (issue 26 point 4): the shared rule (rules/receiving/scan-queue) in a reducer,
 * driven here: a scan is queued the moment Enter comes, the head of the queue is sent (a batch of at most `batch`
 * codes), the answer settles it, a server away is retried when the rule says so. The queue is kept in the session
 * storage under `storageKey`, so a reload of the page loses no scan either.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  emptyScanQueue,
  enqueueScan,
  markSending,
  nextScans,
  nextWake,
  retryNow,
  settleScan,
  type ScanItem,
  type ScanOutcome,
  type ScanQueue,
} from '@a1/shared/rules/receiving/index';

type Action =
  | { type: 'scan'; raw: string }
  | { type: 'sending'; seqs: number[] }
  | { type: 'settle'; seq: number; outcome: ScanOutcome; now: number }
  | { type: 'retryNow' }
  | { type: 'clear' };

function reduce(queue: ScanQueue, action: Action): ScanQueue {
  switch (action.type) {
    case 'scan':
      return enqueueScan(queue, action.raw);
    case 'sending':
      return markSending(queue, action.seqs);
    case 'settle':
      return settleScan(queue, action.seq, action.outcome, action.now);
    case 'retryNow':
      return retryNow(queue);
    case 'clear':
      return emptyScanQueue();
  }
}

/** A queue read back from the session: scans that were out when the page went are sent again (the server dedupes). */
function restore(storageKey: string): ScanQueue {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as ScanQueue | null;
    if (!saved || !Array.isArray(saved.items)) return emptyScanQueue();
    return {
      offline: false,
      items: saved.items.map((item) => (item.status === 'sending' ? { ...item, status: 'pending' } : item)),
    };
  } catch {
    return emptyScanQueue();
  }
}

export interface ScanQueueApi {
  queue: ScanQueue;
  scan(raw: string): void;
  retryNow(): void;
  clear(): void;
}

/** `send` answers one outcome per item, in their order; it must not reject (an error is an outcome). */
export function useScanQueue(
  storageKey: string,
  send: (items: ScanItem[]) => Promise<ScanOutcome[]>,
  batch = 1,
): ScanQueueApi {
  const [queue, dispatch] = useReducer(reduce, storageKey, restore);
  // A timer's tick: the render it causes looks again for scans whose retry time has come.
  const [tick, setTick] = useState(0);

  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify(queue));
  }, [storageKey, queue]);

  useEffect(() => {
    const now = Date.now();
    const due = nextScans(queue, now, batch);
    if (due.length === 0) {
      const wake = nextWake(queue);
      if (wake === undefined) return;
      const timer = setTimeout(() => setTick((t) => t + 1), Math.max(0, wake - now));
      return () => clearTimeout(timer);
    }
    dispatch({ type: 'sending', seqs: due.map((item) => item.seq) });
    void send(due)
      .catch((): ScanOutcome[] => due.map(() => ({ kind: 'away' })))
      .then((outcomes) =>
        due.forEach((item, i) =>
          dispatch({ type: 'settle', seq: item.seq, outcome: outcomes[i] ?? { kind: 'away' }, now: Date.now() }),
        ),
      );
  }, [queue, tick, batch, send]);

  return {
    queue,
    scan: useCallback((raw: string) => dispatch({ type: 'scan', raw }), []),
    retryNow: useCallback(() => dispatch({ type: 'retryNow' }), []),
    clear: useCallback(() => dispatch({ type: 'clear' }), []),
  };
}
