/** GlobeSapBilling/ (spec 3 §7 Billing). Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { billingOptionsFromEnv, billingQueue, postSingleJob } from './service.ts';

export const billingRoutes: Area = async (app, { db }) => {
  route(app, A1.salesOrderPostSingleJob, ({ body }) => postSingleJob(db, body.jobId, billingOptionsFromEnv()));
  route(app, A1.billingQueue, () => billingQueue(db));
};
