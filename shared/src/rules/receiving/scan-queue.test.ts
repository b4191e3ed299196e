import { describe, expect, it } from 'vitest';
import {
  emptyScanQueue,
  enqueueScan,
  isServerAway,
  markSending,
  nextScans,
  nextWake,
  normaliseScan,
  retryDelay,
  retryNow,
  scanSummary,
  settleScan,
  type ScanOutcome,
  type ScanQueue,
} from './scan-queue.ts';

/** Drives the queue as the web hook does: send the next scan, answer it, repeat until nothing is due. */
function drain(queue: ScanQueue, now: number, answer: (code: string) => ScanOutcome, sent: string[] = []) {
  for (let [next] = nextScans(queue, now); next; [next] = nextScans(queue, now)) {
    queue = markSending(queue, [next.seq]);
    sent.push(next.code);
    queue = settleScan(queue, next.seq, answer(next.code), now);
  }
  return queue;
}

describe('scan queue', () => {
  it('reads what a keyboard-wedge scanner typed, without blanks and control characters', () => {
    expect(normaliseScan('  PC000123\r')).toBe('PC000123');
    expect(normaliseScan('\u0002PC9\u0003')).toBe('PC9');
    expect(normaliseScan(' \t ')).toBeNull();
    expect(enqueueScan(emptyScanQueue(), '   ').items).toEqual([]);
  });

  it('queues scans in order and sends them one at a time in that order', () => {
    let q = emptyScanQueue();
    for (const code of ['A1', 'A2', 'A3']) q = enqueueScan(q, code);
    expect(q.items.map((i) => [i.seq, i.code, i.status])).toEqual([
      [1, 'A1', 'pending'],
      [2, 'A2', 'pending'],
      [3, 'A3', 'pending'],
    ]);
    const [first] = nextScans(q, 0);
    expect(first.code).toBe('A1');
    q = markSending(q, [first.seq]);
    // While A1 is out, nothing else is sent: A2 may not overtake it.
    expect(nextScans(q, 0)).toEqual([]);
    expect(nextWake(q)).toBeUndefined();
    q = settleScan(q, first.seq, { kind: 'received' }, 0);
    expect(nextScans(q, 0, 5).map((i) => i.code)).toEqual(['A2', 'A3']);
  });

  it('lists the same code scanned again as a repeat that is never sent', () => {
    let q = enqueueScan(emptyScanQueue(), 'P-1');
    q = enqueueScan(q, 'P-2');
    q = enqueueScan(q, ' P-1 ');
    expect(q.items[2]).toEqual({ seq: 3, code: 'P-1', status: 'repeat', attempts: 0, repeatOf: 1 });
    const sent: string[] = [];
    q = drain(q, 0, () => ({ kind: 'received' }), sent);
    expect(sent).toEqual(['P-1', 'P-2']);
    // Once recorded, a further scan of it is a repeat too.
    q = enqueueScan(q, 'P-2');
    expect(q.items[3]).toMatchObject({ status: 'repeat', repeatOf: 2 });
    expect(scanSummary(q)).toEqual({
      pending: 0,
      received: 2,
      alreadyReceived: 0,
      repeats: 2,
      rejected: 0,
      offline: false,
    });
  });

  it('says already received when the server had the piece', () => {
    let q = enqueueScan(emptyScanQueue(), 'OLD-1');
    q = drain(q, 0, () => ({ kind: 'alreadyReceived', message: 'Piece OLD-1 was already received.' }));
    expect(q.items[0]).toMatchObject({ status: 'alreadyReceived', message: 'Piece OLD-1 was already received.' });
  });

  it('sends a refused code again only when scanned again, and goes on with the next', () => {
    let q = enqueueScan(enqueueScan(emptyScanQueue(), 'BAD'), 'GOOD');
    q = drain(q, 0, (code) =>
      code === 'BAD' ? { kind: 'rejected', message: 'Unknown piece BAD.' } : { kind: 'received' },
    );
    expect(q.items.map((i) => i.status)).toEqual(['rejected', 'received']);
    q = enqueueScan(q, 'BAD');
    expect(q.items[2].status).toBe('pending');
  });

  it('retries while the server is away, 0.5 s doubling to 5 s, and loses nothing', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    let q = enqueueScan(enqueueScan(emptyScanQueue(), 'X1'), 'X2');
    q = drain(q, 1000, () => ({ kind: 'away' }));
    expect(q.offline).toBe(true);
    expect(q.items[0]).toMatchObject({ status: 'pending', attempts: 1, retryAt: 1500 });
    // Its pause keeps X1 (and so X2) back until 1.5 s.
    expect(nextScans(q, 1499, 10)).toEqual([]);
    expect(nextWake(q)).toBe(1500);
    q = drain(q, 1500, () => ({ kind: 'away' }));
    expect(q.items[0]).toMatchObject({ attempts: 2, retryAt: 2500 });
    expect(scanSummary(q)).toMatchObject({ pending: 2, offline: true });
    // "Retry now" drops the pause; the server is back: both recorded, in order.
    const sent: string[] = [];
    q = drain(retryNow(q), 1600, () => ({ kind: 'received' }), sent);
    expect(sent).toEqual(['X1', 'X2']);
    expect(q.offline).toBe(false);
    expect(scanSummary(q)).toMatchObject({ pending: 0, received: 2 });
  });

  it('keeps every one of 10 scans a second for a minute, in batches, while the server answers slowly or is away', () => {
    let q = emptyScanQueue();
    const sent: string[] = [];
    let inFlight: number[] = [];
    // Scans arrive every 100 ms; a send of up to 10 takes 250 ms; the server is away between 10 s and 20 s.
    for (let t = 0; t <= 90_000; t += 50) {
      if (t < 60_000 && t % 100 === 0) q = enqueueScan(q, `PC${String(t / 100).padStart(5, '0')}`);
      if (t % 250 !== 0) continue;
      const away = t >= 10_000 && t < 20_000;
      for (const seq of inFlight) q = settleScan(q, seq, away ? { kind: 'away' } : { kind: 'received' }, t);
      const batch = nextScans(q, t, 10);
      inFlight = batch.map((i) => i.seq);
      q = markSending(q, inFlight);
      for (const item of batch) if (!sent.includes(item.code)) sent.push(item.code);
    }
    expect(q.items).toHaveLength(600);
    expect(scanSummary(q)).toEqual({
      pending: 0,
      received: 600,
      alreadyReceived: 0,
      repeats: 0,
      rejected: 0,
      offline: false,
    });
    // First sent in the order scanned.
    expect(sent).toEqual(q.items.map((i) => i.code));
  });

  it('reads no answer, 5xx, 408 and 429 as the server away; other 4xx as a refusal', () => {
    expect([undefined, 0, 408, 429, 500, 502, 503].map(isServerAway)).toEqual(Array(7).fill(true));
    expect([400, 401, 403, 404, 409, 422].map(isServerAway)).toEqual(Array(6).fill(false));
  });
});
