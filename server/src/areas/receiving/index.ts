/** The Receiving area (spec 3 §7 Receiving, issue 26): its routes and the mailer of the rep's e-mail. */
import type { Area } from '../area.ts';
import { createMailer } from '../../mail/index.ts';
import { receivingRoutes } from './routes.ts';

export const receivingArea: Area = async (app, deps) => {
  const mailer = createMailer(deps.config.smtpUrl, deps.config.mailFrom);
  app.addHook('onClose', async () => mailer.close());
  receivingRoutes(app, deps, mailer);
};
