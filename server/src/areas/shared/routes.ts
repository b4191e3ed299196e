/** Shared/ calls: the app version (the new-version check) and the Excel Exports list. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { downloadExport, listExports } from './service.ts';

export const sharedRoutes: Area = async (app, { db, config }) => {
  route(app, A1.appVersion, () => config.buildTime);
  route(app, A1.excelExports, ({ user }) => listExports(db, user.userId));
  route(app, A1.excelExportDownload, ({ query, user }) => downloadExport(db, user.userId, query.name));
};
