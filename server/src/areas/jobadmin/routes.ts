/** Operation/Admin/JobDashboard/ (spec 2 §7): job admin calls. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import { userHasCheck } from '../../auth/menu-permissions.ts';
import type { Area } from '../area.ts';
import * as s from './service.ts';
import * as pieces from './pieces-service.ts';
import * as adjustments from './adjustments-service.ts';
import * as manual from './manual-jobs-service.ts';
import * as history from './job-history-service.ts';
import * as shipmentReport from './shipment-report-service.ts';

export const jobAdminRoutes: Area = async (app, { db }) => {
  route(app, A1.adminJobs, ({ query }) => s.adminJobs(db, query));
  route(app, A1.adminJobPieceData, ({ query }) => pieces.pieceData(db, query.jobIds));
  route(app, A1.jobPieceList, ({ query }) => pieces.pieceList(db, query));
  route(app, A1.jobAdjustmentPieceList, ({ query }) => pieces.pieceList(db, query));
  route(app, A1.jobAdjustmentOptions, () => adjustments.adjustmentOptions());
  route(app, A1.jobAdjustments, ({ query }) => adjustments.adjustments(db, query.jobId));
  route(app, A1.addJobAdjustment, ({ body, user }) => adjustments.addAdjustment(db, body, user.fullName));
  route(app, A1.deleteJobAdjustment, ({ query }) => adjustments.deleteAdjustment(db, query));
  route(app, A1.billingJobAdjustments, ({ query }) => adjustments.billingAdjustments(db, query.jobId));
  route(app, A1.mailJob, ({ body, user }) => manual.setMailJob(db, body, user));
  route(app, A1.manualJobs, () => s.manualJobs(db));
  route(app, A1.createManualJob, ({ body, user }) => manual.createManualJob(db, body, user.fullName));
  route(app, A1.updateManualJob, ({ body, user }) => manual.updateManualJob(db, body, user));
  route(app, A1.closeJob, ({ body, user }) => s.jobAction(db, 'close', body, user));
  route(app, A1.reOpenJob, ({ body, user }) => s.jobAction(db, 'reopen', body, user));
  route(app, A1.voidJob, ({ body, user }) => s.jobAction(db, 'void', body, user));
  route(app, A1.updateJob, ({ body, user }) => s.updateJob(db, body, user));
  route(app, A1.updateJobStatus, ({ body, user }) => s.updateJobStatus(db, body, user));
  route(app, A1.currentProduct, ({ query }) => s.currentProduct(db, query.jobId));
  route(app, A1.jobMailProductServices, ({ query }) => s.mailProductServices(db, query.jobId));
  route(app, A1.jobStatusHistory, ({ query }) => history.statusHistory(db, query.jobId));
  route(app, A1.onHoldHistory, ({ query }) => history.onHoldHistory(db, query.jobId));
  route(app, A1.isCustomerServiceAdmin, ({ user, request }) =>
    userHasCheck(db, request, user.userId, 'customerServiceAdmin'),
  );
  route(app, A1.isJobAdmin, ({ user, request }) => userHasCheck(db, request, user.userId, 'jobAdmin'));
  route(app, A1.jobOnHoldAssignment, ({ query }) => history.onHoldAssignment(db, query.jobId));
  route(app, A1.shipmentReport, ({ query }) => shipmentReport.shipmentReport(db, query));
  route(app, A1.overrideJobOnHoldAssignment, ({ query, user }) =>
    history.overrideOnHoldAssignment(db, query, user.fullName),
  );
};
