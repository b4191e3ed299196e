/** The Problem-package area ("Aimban", spec 3 §7, issue 27): its routes and the live board hub their streams use. */
import type { Area } from '../area.ts';
import { startBoardHub } from './board-events.ts';
import { problemRoutes } from './routes.ts';

export const problemsArea: Area = async (app, deps) => {
  const hub = await startBoardHub(deps.db, (message) => app.log.warn(message));
  const streams = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });
  problemRoutes(app, deps, hub, streams);
};
