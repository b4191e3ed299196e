/** Receiving/ (spec 3 §7): POST Job, the job dashboard's New button. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { createJob } from './service.ts';

export const receivingRoutes: Area = async (app, { db }) => {
  route(app, A1.createJob, ({ body, user }) => createJob(db, body, user));
};
