/**
 * Shared/ calls: the app version (the new-version check), the Excel Exports list and the workstation plugin's download.
 * Thin: entry → service.
 */
import { A1, errorEnvelope, SERVER_MESSAGES } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { downloadExport, listExports } from './service.ts';
import { pluginDownloadInfo, sendPluginExecutable } from './plugin-download.ts';

export const sharedRoutes: Area = async (app, { db, config }) => {
  route(app, A1.appVersion, () => config.buildTime);
  route(app, A1.excelExports, ({ user }) => listExports(db, user.userId));
  route(app, A1.excelExportDownload, ({ query, user }) => downloadExport(db, user.userId, query.name));
  route(app, A1.pluginDownloadInfo, () => pluginDownloadInfo(config.pluginExecutable));
  route(app, A1.pluginDownloadFile, ({ reply }) => {
    sendPluginExecutable(reply, config.pluginExecutable).catch((error: unknown) => {
      reply.log.error({ err: error }, 'plugin download failed');
      if (!reply.sent) void reply.code(500).send(errorEnvelope(500, SERVER_MESSAGES.internal));
    });
  });
};
