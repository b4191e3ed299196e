/**
 * The grid's Excel calls under Shared/ (shell §7, spec 3 §7 Shared): ExportToExcel answers the .xlsx as base64 or,
 * past the row threshold, queues it in Excel Exports; the importer and the two Parse calls read a file sent as
 * base64. Thin: entry → service.
 */
import { A1, DEFAULT_EXCEL_FILE_NAME } from '@a1/shared';
import { shouldQueueExport } from '@a1/shared/rules/grid/index';
import { route, WithExtra } from '../../http/route.ts';
import type { Area } from '../area.ts';
import {
  parseExcelFile,
  parseExcelFileData,
  textData,
  worksheetData,
  worksheetNames,
  writeWorkbook,
} from './service.ts';
import { enqueueExcelExport } from './queue-adapter.ts';

export const excelRoutes: Area = async (app, { db }) => {
  route(app, A1.exportToExcel, async ({ body, user }) => {
    if (shouldQueueExport(body.data.length - 1)) {
      const queued = await enqueueExcelExport(db, user.userId, body.fileName || DEFAULT_EXCEL_FILE_NAME, body);
      return new WithExtra(null, { queued });
    }
    return writeWorkbook(body);
  });
  route(app, A1.workSheetNames, ({ body }) => worksheetNames(body));
  route(app, A1.workSheetData, ({ body }) => worksheetData(body));
  route(app, A1.textData, ({ body }) => textData(body));
  route(app, A1.parseExcelFile, ({ body }) => parseExcelFile(body.contents));
  route(app, A1.parseExcelFileData, ({ body }) => parseExcelFileData(body.contents, body.parseModel));
};
