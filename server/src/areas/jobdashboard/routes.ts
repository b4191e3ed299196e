/** volumes/jobdashboard/ (spec 3 §7): every call of the job dashboard. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import { userHasCheck } from '../../auth/menu-permissions.ts';
import type { Area } from '../area.ts';
import { A1Error } from '../../http/errors.ts';
import { jobGeneral } from './jobs.ts';
import {
  dutyInvoiceNumbers,
  holdComments,
  jobStatusCounts,
  invoiceNumbers,
  jobMail,
  jobParcel,
  onHoldInfo,
  releaseHold,
  searchJobs,
  setFinanceClosedOn,
  streamJobList,
  userSubsidiary,
} from './service.ts';

export const jobDashboardRoutes: Area = async (app, { db }) => {
  route(app, A1.jobList, ({ query }) => streamJobList(db, { startDate: query.startDate, endDate: query.endDate }));
  route(app, A1.jobStatusCounts, () => jobStatusCounts(db, []));
  route(app, A1.jobInvoiceNumbers, ({ body }) => invoiceNumbers(db, body));
  route(app, A1.jobDutyInvoiceNumbers, ({ body }) => dutyInvoiceNumbers(db, body));
  route(app, A1.jobSearch, ({ query }) => searchJobs(db, query.searchTerm));
  route(app, A1.jobGeneral, ({ query }) => {
    if (query.jobId) return jobGeneral(db, { id: query.jobId });
    if (query.number?.trim()) return jobGeneral(db, { number: query.number });
    throw new A1Error(400, 'number or jobId is required.');
  });
  route(app, A1.jobParcel, ({ query }) => jobParcel(db, query.number));
  route(app, A1.jobMail, ({ query }) => jobMail(db, query.number));
  route(app, A1.onHoldInfo, ({ query }) => onHoldInfo(db, { number: query.jobNumber }));
  route(app, A1.holdRelease, ({ query, user }) => releaseHold(db, query, user.fullName));
  route(app, A1.holdComments, ({ query }) => holdComments(db, query));
  route(app, A1.financeClosedOn, ({ body, user }) => setFinanceClosedOn(db, body, user.fullName));
  route(app, A1.jobIsFinanceAdmin, ({ user, request }) => userHasCheck(db, request, user.userId, 'financeAdmin'));
  route(app, A1.jobUserSubsidiary, ({ user }) => userSubsidiary(db, user.userId));
};
