/** Package search (spec 3 §7, issue 25): thin routes, contract entry → service, the caller's scope first. */
import type { FastifyReply } from 'fastify';
import { A1, errorEnvelope, SEARCH_VIEWS, SERVER_MESSAGES } from '@a1/shared';
import { route } from '../../http/route.ts';
import { A1Error } from '../../http/errors.ts';
import { sendDownload } from '../../files/index.ts';
import { editorOf } from '../../auth/record-owner.ts';
import type { Area } from '../area.ts';
import { searchView } from './search.ts';
import { scopeOf } from './scope.ts';
import * as service from './service.ts';
import * as notes from './notes-service.ts';
import * as label from './label-service.ts';
import * as timeline from './timeline-service.ts';
import * as invoice from './invoice-service.ts';

/** Answers a file, or the error envelope when making it failed. */
function download(
  reply: FastifyReply,
  make: () => Promise<{ fileName: string; contentType: string; content: Buffer }>,
) {
  make().then(
    (file) => sendDownload(reply, file),
    (error: unknown) => {
      const status = error instanceof A1Error ? error.statusCode : 500;
      if (!(error instanceof A1Error)) reply.log.error({ err: error }, 'document failed');
      void reply
        .code(status)
        .send(errorEnvelope(status, error instanceof A1Error ? error.message : SERVER_MESSAGES.internal));
    },
  );
}

export const packageSearchRoutes: Area = async (app, { db }) => {
  route(app, A1.packageStatuses, () => service.packageStatuses());

  // The search views, each as the spec's GET and its POST twin.
  route(app, A1.packageOverview, async ({ query, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageOverview, query),
  );
  route(app, A1.packageOverviewPost, async ({ body, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageOverviewPost, body),
  );
  route(app, A1.packageDetails, async ({ query, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageDetails, query),
  );
  route(app, A1.packageDetailsPost, async ({ body, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageDetailsPost, body),
  );
  route(app, A1.packageItemDetails, async ({ query, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageItemDetails, query),
  );
  route(app, A1.packageItemDetailsPost, async ({ body, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageItemDetailsPost, body),
  );
  route(app, A1.packageMissingTaxId, async ({ query, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageMissingTaxId, query),
  );
  route(app, A1.packageMissingTaxIdPost, async ({ body, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.packageMissingTaxIdPost, body),
  );
  route(app, A1.batchTracking, async ({ query, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.batchTracking, query),
  );
  route(app, A1.batchTrackingPost, async ({ body, user }) =>
    searchView(db, await scopeOf(db, user), SEARCH_VIEWS.batchTrackingPost, body),
  );

  // One package.
  route(app, A1.packageData, async ({ query, user }) =>
    service.packageData(db, await scopeOf(db, user), query.packageId),
  );
  route(app, A1.packageTracking, async ({ query, user }) =>
    service.packageTracking(db, await scopeOf(db, user), query.packageId),
  );
  route(app, A1.packageApiData, async ({ query, user }) =>
    service.packageApiData(db, await scopeOf(db, user), query.packageId),
  );
  route(app, A1.packageTrackingAll, async ({ query, user }) =>
    timeline.packageTimeline(db, await scopeOf(db, user), user.isInternal, query.packageId),
  );
  route(app, A1.packageNotes, async ({ query, user }) =>
    notes.packageNotes(db, await scopeOf(db, user), query.packageId),
  );
  route(app, A1.packageAimbanCardExists, async ({ query, user }) =>
    service.aimbanCardExists(db, await scopeOf(db, user), query.packageId),
  );
  route(app, A1.packageLabel, async ({ query, user }) =>
    label.packageLabel(db, await scopeOf(db, user), user, query.packageId),
  );
  route(app, A1.packageLabelPrint, async ({ body, user }) =>
    label.recordLabelPrint(db, await scopeOf(db, user), user, body),
  );
  route(app, A1.packagePimHistory, async ({ query, user }) =>
    timeline.packagePimHistory(db, await scopeOf(db, user), query.packageId),
  );
  route(app, A1.packageCommercialInvoice, ({ query, user, reply }) =>
    download(reply, async () => invoice.commercialInvoice(db, await scopeOf(db, user), query)),
  );
  route(app, A1.packageReturn, async ({ query, user }) =>
    service.returnPackage(db, await scopeOf(db, user), user, query),
  );

  // Notes.
  route(app, A1.packageNoteCreate, async ({ body, user, request }) =>
    notes.createNote(db, await scopeOf(db, user), editorOf(db, request, user), body),
  );
  route(app, A1.packageNoteUpdate, async ({ body, user, request }) =>
    notes.updateNote(db, await scopeOf(db, user), editorOf(db, request, user), body),
  );
  route(app, A1.packageNoteDelete, async ({ query, user, request }) =>
    notes.deleteNote(db, await scopeOf(db, user), editorOf(db, request, user), query),
  );
};
