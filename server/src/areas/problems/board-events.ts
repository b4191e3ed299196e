/**
 * Live board updates on every instance (issue 27 point 2), through the mechanism tickets use: NOTIFY sent inside
 * the change's transaction (delivered at commit, never on rollback), one LISTEN per instance held by
 * auth/notify-listener.ts, and the open server-sent event streams of ticketing/routes.ts `eventStream`.
 */
import { sql } from 'drizzle-orm';
import type { BoardChange } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { listenChannels, type ChannelListener } from '../../auth/notify-listener.ts';

export const BOARD_CHANNEL = 'a1_problem_board';
/** Changes per NOTIFY: the payload must stay under 8,000 bytes (a change is about 100). */
const CHANGES_PER_NOTICE = 60;

export async function notifyBoard(db: Pick<Db, 'execute'>, changes: BoardChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += CHANGES_PER_NOTICE) {
    const payload = JSON.stringify(changes.slice(i, i + CHANGES_PER_NOTICE));
    await db.execute(sql`SELECT pg_notify(${BOARD_CHANNEL}, ${payload})`);
  }
}

export interface BoardHub {
  subscribe(listener: (changes: BoardChange[]) => void): () => void;
  close(): Promise<void>;
}

export async function startBoardHub(db: Db, log: (message: string) => void): Promise<BoardHub> {
  const listeners = new Set<(changes: BoardChange[]) => void>();
  // Notices sent while the connection was lost are gone: id 0 tells the boards to reload.
  const reload = () =>
    listeners.forEach((l) => l([{ kind: 'updated', packageIssueId: 0, laneId: 0, rank: '', version: 0, byUserId: 0 }]));
  const listener: ChannelListener = await listenChannels(db, [BOARD_CHANNEL], {
    onMessage: (payload) => {
      let changes: BoardChange[];
      try {
        changes = JSON.parse(payload) as BoardChange[];
      } catch {
        return;
      }
      listeners.forEach((l) => l(changes));
    },
    onLost: reload,
    onResumed: reload,
    log,
  });
  return {
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => listener.close(),
  };
}
