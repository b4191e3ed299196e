/** Problem packages (spec 3 §7, issue 27): thin routes, contract entry → service. */
import type { FastifyReply } from 'fastify';
import { A1, errorEnvelope, SERVER_MESSAGES } from '@a1/shared';
import { route } from '../../http/route.ts';
import { A1Error } from '../../http/errors.ts';
import { sendDownload } from '../../files/index.ts';
import type { AreaDeps } from '../area.ts';
import type { FastifyInstance } from 'fastify';
import { eventStream } from '../ticketing/routes.ts';
import { packageApiData, packageData } from '../packagesearch/service.ts';
import type { BoardHub } from './board-events.ts';
import { packages, detailReport } from './board-service.ts';
import * as card from './card-service.ts';
import * as pkg from './package-service.ts';
import * as look from './lookups-service.ts';
import * as settings from './settings-service.ts';
import * as screening from './screening-service.ts';
import { bulkLanes, moveCard } from './moves-service.ts';
import { createCard, forceCloseJobs, openFixed, releaseFromHold, requireOnHold } from './open-service.ts';
import { listCards } from './cards-query.ts';

/** Answers a file, or the error envelope when making it failed. */
function download(
  reply: FastifyReply,
  make: () => Promise<{ fileName: string; contentType: string; content: Buffer }>,
) {
  make().then(
    (file) => sendDownload(reply, file),
    (error: unknown) => {
      const status = error instanceof A1Error ? error.statusCode : 500;
      if (!(error instanceof A1Error)) reply.log.error({ err: error }, 'download failed');
      void reply
        .code(status)
        .send(errorEnvelope(status, error instanceof A1Error ? error.message : SERVER_MESSAGES.internal));
    },
  );
}

export function problemRoutes(app: FastifyInstance, { db }: AreaDeps, hub: BoardHub, streams: Set<() => void>): void {
  // The board and the grid.
  route(app, A1.aimbanIssues, () => look.issues(db));
  route(app, A1.aimbanCategories, () => look.categories(db));
  route(app, A1.aimbanIssueLevels, ({ query }) => look.issueLevels(db, query.level));
  route(app, A1.aimbanLanes, () => look.lanes(db));
  route(app, A1.aimbanPackages, ({ query }) => packages(db, query));
  route(app, A1.aimbanPackageIssueCreate, ({ body, user }) => createCard(db, user, body));
  route(app, A1.aimbanPackageIssueUpdate, ({ body, user }) => moveCard(db, user, body));
  route(app, A1.aimbanPackageIssuesLanes, ({ body, user }) => bulkLanes(db, user, body));
  route(app, A1.aimbanEvents, ({ request, reply }) =>
    eventStream(request, reply, streams, (res) =>
      hub.subscribe((changes) => {
        for (const change of changes) res.write(`event: card\ndata: ${JSON.stringify(change)}\n\n`);
      }),
    ),
  );

  // A card's dialog.
  route(app, A1.aimbanPackageData, ({ query }) => packageData(db, null, query.packageId));
  route(app, A1.aimbanPackageExtraInfo, ({ query }) => pkg.extraInfo(db, query.packageIssueId));
  route(app, A1.aimbanPreProcessData, ({ query }) => packageApiData(db, null, query.packageId));
  route(app, A1.aimbanEditPackage, ({ query }) => pkg.editPackage(db, query.packageId));
  route(app, A1.aimbanPackageInformation, ({ body, user }) => pkg.savePackageInformation(db, user, body));
  route(app, A1.aimbanDownloadPimLog, ({ query, reply }) => download(reply, () => pkg.pimLogCsv(db, query.packageId)));
  route(app, A1.pimLogByPackageId, ({ query }) => pkg.pimLog(db, query.packageId));
  route(app, A1.aimbanCardExists, ({ query }) => pkg.cardExists(db, query));
  route(app, A1.aimbanActivityLog, ({ query }) => card.activityLog(db, query.packageIssueId));
  route(app, A1.aimbanActivityLogCreate, ({ body, user }) => card.addActivityNote(db, user, body));
  route(app, A1.aimbanComments, ({ query }) => card.comments(db, query.packageIssueId));
  route(app, A1.aimbanCommentCreate, ({ body, user }) => card.addComment(db, user, body));
  route(app, A1.aimbanCommentUpdate, ({ body, user }) => card.updateComment(db, user, body));
  route(app, A1.aimbanCommentDelete, ({ query, user }) => card.deleteComment(db, user, query.commentId));
  route(app, A1.aimbanDefaultComments, ({ query }) => card.defaultComments(db, query.categoryId));
  route(app, A1.aimbanAttachments, ({ query }) => card.attachments(db, query.packageIssueId));
  route(app, A1.aimbanAttachmentFile, ({ query, reply }) =>
    download(reply, () => card.attachmentFile(db, query.attachmentId)),
  );
  route(app, A1.aimbanAttachmentCreate, ({ body, user }) => card.addAttachment(db, user, body));
  route(app, A1.aimbanAttachmentDelete, ({ query, user }) => card.deleteAttachment(db, user, query.attachmentId));

  // Lists, settings, postal calls, admin.
  route(app, A1.aimbanIsAdmin, ({ user }) => card.isProblemAdmin(db, user));
  route(app, A1.aimbanDepartments, () => look.departments(db));
  route(app, A1.aimbanAgents, ({ query }) => look.agents(db, query.departmentId));
  route(app, A1.aimbanSalesAgents, () => look.salesAgents(db));
  route(app, A1.aimbanAgentAndDepartment, async () => ({
    agents: await look.agents(db),
    departments: await look.departments(db),
  }));
  route(app, A1.aimbanCustomerList, () => look.customerList(db, false));
  route(app, A1.aimbanAllCustomerList, () => look.customerList(db, true));
  route(app, A1.aimbanPackageDetailReport, ({ query }) => detailReport(db, query));
  route(app, A1.aimbanUnMappedPackages, ({ query }) => look.unmappedPackages(db, query.description));
  route(app, A1.aimbanCategoryMapping, () => look.categoryMappings(db));
  route(app, A1.aimbanFilters, ({ query, user }) => settings.savedFilters(db, user, 'board', query.filterId));
  route(app, A1.aimbanFilterSave, ({ body, user }) => settings.saveFilter(db, user, 'board', body));
  route(app, A1.aimbanDimSetting, () => settings.dimSetting(db));
  route(app, A1.aimbanDimSettingSave, ({ body, user }) => settings.saveDimSetting(db, user, body));
  route(app, A1.aimbanStampsDuplicateData, ({ body, user }) => openFixed(db, user, 'stampsDuplicate', body));
  route(app, A1.aimbanStampsNoData, ({ body, user }) => openFixed(db, user, 'stampsNoData', body));
  route(app, A1.aimbanDuplicatePackage, ({ body, user }) => openFixed(db, user, 'duplicatePackage', body));
  route(app, A1.aimbanNoDataOnHoldPackage, ({ body, user }) => openFixed(db, user, 'noDataOnHold', body));
  route(
    app,
    A1.aimbanForceCloseJob,
    async ({ body, user }) => (await forceCloseJobs(db, user, [body.jobId], body.reason))[0],
  );
  route(app, A1.aimbanForceCloseJobList, ({ body, user }) => forceCloseJobs(db, user, body.jobIds, body.reason));
  route(app, A1.onHoldList, async ({ query }) => {
    const hold = (await look.lanes(db)).find((l) => l.onHold);
    if (!hold) return [];
    const { cards } = await listCards(db, { searchTerm: query.searchTerm });
    return cards.filter((c) => c.laneId === hold.laneId).sort((a, b) => a.laneEnteredOn.localeCompare(b.laneEnteredOn));
  });
  route(app, A1.onHoldUpdate, ({ body, user }) => releaseFromHold(db, user, body));
  route(app, A1.onHoldNote, async ({ body, user }) => {
    await requireOnHold(db, body.packageIssueId);
    const comment = await card.addComment(db, user, { packageIssueId: body.packageIssueId, text: body.note });
    return { packageIssueId: body.packageIssueId, commentId: comment.commentId };
  });

  // Dangerous goods and denied parties.
  route(app, A1.aimbanDangerousGoodsPackages, ({ query }) => screening.dangerousGoodsPackages(db, false, query));
  route(app, A1.aimbanDangerousGoodsPackageArchive, ({ query }) => screening.dangerousGoodsPackages(db, true, query));
  route(app, A1.aimbanDgFilters, ({ query, user }) => settings.savedFilters(db, user, 'dg', query.filterId));
  route(app, A1.aimbanDgFilterSave, ({ body, user }) => settings.saveFilter(db, user, 'dg', body));
  route(app, A1.aimbanDeniedPartyListInfo, () => screening.listInfo(db));
  route(app, A1.aimbanDeniedPartyListImport, ({ body, user }) => screening.importList(db, user, body));
  route(app, A1.aimbanDeniedPartyScreenings, ({ query }) => screening.screenings(db, query.decision));
  route(app, A1.aimbanDeniedPartyScreen, ({ body }) => screening.screenPackages(db, body.packageIds));
  route(app, A1.aimbanDeniedPartyReview, ({ body, user }) => screening.review(db, user, body));
}
