/** The Ticketing area: its routes, the live-update hub their event streams listen to, and the mailer. */
import type { Area } from '../area.ts';
import { createMailer } from '../../mail/index.ts';
import { ticketingRoutes } from './routes.ts';
import { ticketScreenRoutes } from './ticket-routes.ts';
import { startUnreadHub } from './unread-events.ts';

export const ticketingArea: Area = async (app, deps) => {
  const hub = await startUnreadHub(deps.db, (message) => app.log.warn(message));
  const mailer = createMailer(deps.config.smtpUrl, deps.config.mailFrom);
  const streams = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => {
    mailer.close();
    await hub.close();
  });
  ticketingRoutes(app, deps, hub, streams);
  ticketScreenRoutes(app, deps, { hub, streams, mailer });
};
