/**
 * Receiving/ (spec 3 §7, issue 26): thin routes, contract entry → service. Every call needs the receiving menu
 * route (the contract's permission; the server never skips it). GET DeleteAttachment, GET ManifestComment and GET
 * JobStatus change data, as the spec has them: the same permission, and recorded like every write.
 */
import type { FastifyReply } from 'fastify';
import { A1, errorEnvelope, SERVER_MESSAGES } from '@a1/shared';
import { route } from '../../http/route.ts';
import { A1Error } from '../../http/errors.ts';
import { sendDownload } from '../../files/index.ts';
import type { Mailer } from '../../mail/index.ts';
import type { AreaDeps } from '../area.ts';
import type { FastifyInstance } from 'fastify';
import { createJob } from './service.ts';
import * as lists from './lists-service.ts';
import * as jobs from './jobs-service.ts';
import * as files from './attachments-service.ts';
import * as costs from './costs-service.ts';
import * as board from './dashboard-service.ts';
import * as manifests from './manifest-service.ts';
import * as dnb from './dnb-service.ts';
import { emailRep } from './email-service.ts';
import { scdDocument } from './scd-service.ts';
import { jobHistory } from './history.ts';
import { receivingJob } from './job-read.ts';

/** Answers a file, or the error envelope when making it failed. */
function download(
  reply: FastifyReply,
  make: () => Promise<{ fileName: string; contentType: string; content: Buffer }>,
) {
  make().then(
    (file) => sendDownload(reply, file),
    (error: unknown) => {
      const status = error instanceof A1Error ? error.statusCode : 500;
      if (!(error instanceof A1Error)) reply.log.error({ err: error }, 'SCD document failed');
      void reply
        .code(status)
        .send(errorEnvelope(status, error instanceof A1Error ? error.message : SERVER_MESSAGES.internal));
    },
  );
}

export function receivingRoutes(app: FastifyInstance, { db }: AreaDeps, mailer: Mailer): void {
  // Lists.
  route(app, A1.receivingInboundCarriers, () => lists.inboundCarriers(db));
  route(app, A1.receivingPrintSetting, ({ user }) => lists.printSetting(db, user.userId));
  route(app, A1.receivingTareTypes, () => lists.tareTypes(db));
  route(app, A1.receivingCosts, () => lists.costList(db));
  route(app, A1.receivingCustomers, () => lists.customers(db, false));
  route(app, A1.receivingCustomersWithEffectiveQuotes, () => lists.customers(db, true));
  route(app, A1.receivingMailingTerms, ({ query }) => lists.mailingTerms(db, query.customerId));
  route(app, A1.receivingLegacyPickups, ({ query }) => lists.legacyPickups(db, query.customerId));
  route(app, A1.receivingQuoteProductOptions, ({ query }) =>
    lists.quoteProductOptions(db, query.customerId, query.joblocationId),
  );
  route(app, A1.receivingPolyBagIgnoreDims, ({ query }) => lists.polyBagIgnoreDims(db, query.customerId));

  // Jobs.
  route(app, A1.createJob, ({ body, user }) => createJob(db, body, user));
  route(app, A1.receivingJob, ({ query }) => jobs.findJobs(db, query));
  route(app, A1.receivingJobUpdate, ({ body, user }) => jobs.updateJob(db, body, user));
  route(app, A1.receivingBulkJob, ({ body, user }) => jobs.bulkJob(db, body.jobs, user));
  route(app, A1.receivingJobStatus, ({ query, user }) => jobs.jobStatus(db, query, user));
  route(app, A1.receivingJobHistory, async ({ query }) => {
    await receivingJob(db, query.jobId);
    return jobHistory(db, query.jobId);
  });
  route(app, A1.receivingDashboard, ({ query }) => board.dashboard(db, query));
  route(app, A1.receivingDashboardPiece, ({ query }) => board.dashboardPieces(db, query));

  // Attachments and costs.
  route(app, A1.receivingAttachments, ({ query }) => files.attachments(db, query));
  route(app, A1.receivingAttachmentCreate, ({ body, user }) => files.createAttachment(db, body, user.email));
  route(app, A1.receivingAttachmentUpdate, ({ body, user }) => files.updateAttachment(db, body, user.email));
  route(app, A1.receivingDeleteAttachment, ({ query, user }) =>
    files.deleteAttachment(db, query.attachmentId, user.email),
  );
  route(app, A1.receivingJobCosts, ({ query }) => costs.jobCosts(db, query.jobId));
  route(app, A1.receivingJobCostSave, ({ body, user }) => costs.saveJobCosts(db, body, user.email));

  // Manifests and DNB jobs.
  route(app, A1.receivingManifest, ({ query }) => manifests.manifest(db, { number: query.ManifestNumber }));
  route(app, A1.receivingManifestTares, ({ body, user }) => manifests.saveTares(db, body, user));
  route(app, A1.receivingManifestComment, ({ query, user }) => manifests.addComment(db, query, user));
  route(app, A1.receivingIsDnbManifest, ({ query }) => dnb.isDnbManifest(db, query.manifestId));
  route(app, A1.receivingCreateDnbJobs, ({ body, user }) => dnb.createDnbJobs(db, body.manifestId, user));
  route(app, A1.receivingDnbJobs, ({ body, user }) => dnb.updateDnbJobs(db, body, user));

  // The rep's e-mail and the SCD document.
  route(app, A1.sendEmailToCustomerRepForJob, ({ body, user, request }) =>
    emailRep(db, mailer, body, user, (error) => request.log.warn({ err: error }, 'rep e-mail failed')),
  );
  route(app, A1.receivingScd, ({ query, reply }) => download(reply, () => scdDocument(db, query.jobId)));
}
