/**
 * ADAPTER — to be wired to the shell engineer's Excel Exports queue (server/src/jobs/) at merge time.
 *
 * The export route calls `enqueueExcelExport` when shouldQueueExport() says the export is too big to
 * answer inline. The queue is being built on another branch; until it is merged this adapter keeps
 * the queued export in memory and builds the file in the background, so the route's contract (answer
 * at once with the queued item's name) is already the final one. Replace the body of
 * enqueueExcelExport with a call to the real queue; nothing else needs to change.
 */
import type { Db } from '../../db/client.ts';
import { writeWorkbook, type ExportRequest } from './service.ts';

export interface QueuedExport { name: string; displayName: string }

const pending = new Map<string, { displayName: string; userId: number; createdOn: Date; file?: Buffer; error?: string }>();

export async function enqueueExcelExport(_db: Db, userId: number, displayName: string, request: ExportRequest): Promise<QueuedExport> {
  const name = `export-${userId}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  pending.set(name, { displayName, userId, createdOn: new Date() });
  // Background build: the HTTP answer does not wait for it.
  setImmediate(() => {
    writeWorkbook(request)
      .then((file) => { const item = pending.get(name); if (item) item.file = file; })
      .catch((error: Error) => { const item = pending.get(name); if (item) item.error = error.message; });
  });
  return { name, displayName };
}

/** For tests and for the queue wiring: the state of an export queued through this adapter. */
export function queuedExport(name: string) {
  return pending.get(name);
}
