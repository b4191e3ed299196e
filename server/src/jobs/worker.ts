/**
 * The background worker: takes queued jobs one at a time and sweeps expired exports. Runs in every server
 * instance; the queue's row locks keep instances from doing the same job twice.
 */
import type { Db } from '../db/client.ts';
import { fail, finish, handBack, takeNext } from './queue.ts';
import { EXCEL_EXPORT_JOB, expireExports, markExportFailed, runExcelExport } from './excel-export.ts';

export interface WorkerOptions {
  /** How long a finished export stays downloadable (A1_EXPORT_KEEP_HOURS, default 24). */
  keepHours: number;
  pollMs: number;
  log?: (message: string, error?: unknown) => void;
}

export function workerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): WorkerOptions {
  const keep = Number(env.A1_EXPORT_KEEP_HOURS);
  const poll = Number(env.A1_JOB_POLL_MS);
  return {
    keepHours: Number.isFinite(keep) && keep > 0 ? keep : 24,
    pollMs: Number.isFinite(poll) && poll > 0 ? poll : 1000,
  };
}

export interface Worker {
  /** Takes no more jobs; a job still running is handed back to the queue for another instance (not awaited). */
  stop(): Promise<void>;
  runOnce(): Promise<boolean>;
}

export function startWorker(db: Db, options: WorkerOptions): Worker {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  /** The job this worker runs now; `handedBack` once a stop gave it to the queue again. */
  let current: { id: number; handedBack: boolean } | undefined;

  async function runOnce(): Promise<boolean> {
    await expireExports(db);
    const job = await takeNext(db);
    if (!job) return false;
    if (stopped) {
      await handBack(db, job.id);
      return false;
    }
    const mine = { id: job.id, handedBack: false };
    current = mine;
    try {
      if (job.kind === EXCEL_EXPORT_JOB) await runExcelExport(db, job.payload as never, options.keepHours);
      else throw new Error(`Unknown job kind ${job.kind}`);
      if (!mine.handedBack) await finish(db, job.id);
    } catch (error) {
      // Handed back: another instance runs it again; what this run does now does not matter.
      if (mine.handedBack) return false;
      options.log?.(`job ${job.id} (${job.kind}) failed`, error);
      const final = await fail(db, job, (error as Error).message);
      if (final && job.kind === EXCEL_EXPORT_JOB)
        await markExportFailed(db, (job.payload as { name: string }).name, (error as Error).message);
    } finally {
      if (current === mine) current = undefined;
    }
    return true;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(async () => {
      // Drain what is runnable, then wait for the next tick.
      while (
        !stopped &&
        (await runOnce().catch((e) => {
          options.log?.('worker tick failed', e);
          return false;
        }))
      );
    });
  }, options.pollMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      const job = current;
      if (!job) return void (await running);
      job.handedBack = true;
      await handBack(db, job.id).catch((error) => options.log?.(`could not hand job ${job.id} back`, error));
    },
  };
}
