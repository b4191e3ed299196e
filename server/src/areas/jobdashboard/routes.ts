/** volumes/jobdashboard/ (spec 3 §7): the job list. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { listJobs } from './service.ts';

export const jobDashboardRoutes: Area = async (app, { db }) => {
  route(app, A1.jobList, ({ query }) =>
    listJobs(db, { startDate: query.startDate?.slice(0, 10), endDate: query.endDate?.slice(0, 10) }),
  );
};
