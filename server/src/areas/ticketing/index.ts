/** The Ticketing area: its routes, and the live-update hub their event streams listen to. */
import type { Area } from '../area.ts';
import { ticketingRoutes } from './routes.ts';
import { startUnreadHub } from './unread-events.ts';

export const ticketingArea: Area = async (app, deps) => {
  const hub = await startUnreadHub(deps.db, (message) => app.log.warn(message));
  const streams = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => hub.close());
  ticketingRoutes(app, deps, hub, streams);
};
