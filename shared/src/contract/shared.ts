/** Shared/: the app version, the grid's Excel export and import, and the Excel Exports list (shell §7, spec 3 §7). */
import { call, check, publicCall, signedIn } from './call.ts';
import type { TSchema } from '@sinclair/typebox';
import { Base64File, Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { EXPORT_TYPES } from '../constants/grid.ts';

const SHARED = `${API_BASE}/Shared`;
const everyGrid =
  'Every list screen of every module has a grid that exports and imports; the rows are the caller’s own.';
const ownExports = 'A user sees and downloads only the exports they queued.';

/** The import model of shell §3, without its content (ParseExcelFileData's parseModel). */
const modelFields = {
  fileName: T.String({ minLength: 1, maxLength: 260 }),
  filePrefix: T.Optional(Nullable(T.String({ maxLength: 260 }))),
  headers: T.Optional(Nullable(T.Array(T.String({ maxLength: 1000 }), { maxItems: 1000 }))),
  rates: T.Optional(Nullable(T.Array(T.Unknown()))),
  workSheetNames: T.Optional(Nullable(T.Array(T.String({ maxLength: 260 }), { maxItems: 1000 }))),
  formData: T.Optional(Nullable(T.Object({ worksheetName: T.Optional(Nullable(T.String({ maxLength: 260 }))) }))),
  hasHeaders: T.Optional(Nullable(T.Boolean())),
  delimiter: T.Optional(Nullable(T.String({ maxLength: 10 }))),
};
export const ImportModel = Strict({ ...modelFields, content: Base64File }, 'The Excel import model of shell §3.');
export const ImportResult = T.Object({
  fileName: T.String(),
  headers: T.Array(T.String()),
  rates: T.Array(T.Record(T.String(), T.Unknown())),
});
export const ExportRequest = Strict({
  data: T.Array(T.Array(T.Unknown()), { minItems: 1 }),
  columnTypes: T.Array(T.Union(EXPORT_TYPES.map((type) => T.Literal(type)))),
  createMultipleSheets: T.Optional(T.Boolean()),
  fileName: T.Optional(T.String({ maxLength: 200 })),
  currency: T.Optional(T.Union([T.Literal('USD'), T.Literal('EUR')])),
});
/** The workstation daemon's executable as this server offers it (the system it was built for: its own). */
export const PluginDownloadInfo = T.Object({
  available: T.Boolean(),
  platform: T.Union([T.Literal('windows'), T.Literal('macos'), T.Literal('linux')]),
  fileName: T.String(),
  size: T.Integer({ minimum: 0 }),
});
export type PluginDownloadInfo = typeof PluginDownloadInfo.static;
export const ExcelExportItem = T.Object({
  name: T.String(),
  displayName: T.String(),
  createdOn: T.String(),
  updatedOn: T.String(),
  isComplete: T.Boolean(),
  isExpired: T.Boolean(),
});

const importCall = <R extends TSchema>(name: string, summary: string, response: R) =>
  call({
    method: 'PUT',
    path: `${SHARED}/ExcelImporter/${name}`,
    summary,
    permission: signedIn(everyGrid),
    body: ImportModel,
    response,
  });

export const sharedCalls = {
  appVersion: call({
    method: 'GET',
    path: `${SHARED}/AppVersion/AppVersion`,
    summary: 'Build timestamp (ISO 8601).',
    permission: publicCall('The new-version check runs on the login screen too; the build time reveals nothing.'),
    response: T.String(),
  }),
  exportToExcel: call({
    method: 'POST',
    path: `${SHARED}/ExportToExcel`,
    summary:
      'Rows (column titles first) to an .xlsx. Returns the file as base64 in data, or, past the row threshold, queues it in Excel Exports and returns queued.',
    permission: signedIn(everyGrid),
    body: ExportRequest,
    response: Nullable(T.String()),
    extra: T.Object({ queued: T.Optional(T.Object({ name: T.String(), displayName: T.String() })) }),
    ours: 'Past 25,000 rows the export is queued: data is null and queued names the export.',
  }),
  workSheetNames: importCall('WorkSheetNames', 'Worksheet names of an .xlsx (data: string[]).', T.Array(T.String())),
  workSheetData: importCall(
    'WorkSheetData',
    'Rows of the worksheet formData.worksheetName: data { fileName, headers, rates }.',
    ImportResult,
  ),
  textData: importCall(
    'TextData',
    'Rows of a .csv (comma) or .txt (delimiter): data { fileName, headers, rates }.',
    ImportResult,
  ),
  parseExcelFile: call({
    method: 'POST',
    path: `${SHARED}/ParseExcelFile`,
    summary:
      'An .xlsx sent as contents: data { workSheetNames, headers, rates } of its first worksheet (headers in row 1).',
    permission: signedIn(everyGrid),
    body: Strict({ contents: Base64File }),
    response: T.Object({
      workSheetNames: T.Array(T.String()),
      headers: ImportResult.properties.headers,
      rates: ImportResult.properties.rates,
    }),
    ours: 'The body { contents } and the answer.',
  }),
  parseExcelFileData: call({
    method: 'POST',
    path: `${SHARED}/ParseExcelFileData`,
    summary:
      'A file sent as contents, read as parseModel says (the import model without content): data { fileName, headers, rates }.',
    permission: signedIn(everyGrid),
    body: Strict({ contents: Base64File, parseModel: T.Partial(Strict(modelFields)) }),
    response: ImportResult,
    ours: 'The body { contents, parseModel } and the answer.',
  }),
  excelExports: call({
    method: 'GET',
    // Spelled as shell §7 spells it, in lower case (the server's router ignores case).
    path: `${API_BASE.toLowerCase()}/shared/excelexports/`,
    summary: "The signed-in user's Excel exports: name, displayName, createdOn, updatedOn, isComplete, isExpired.",
    permission: signedIn(ownExports),
    response: T.Array(ExcelExportItem),
  }),
  excelExportDownload: call({
    method: 'GET',
    path: `${API_BASE.toLowerCase()}/shared/excelexports/download`,
    summary: 'Download one complete, unexpired export: data { fileName, contentType, content (base64) }.',
    permission: signedIn(ownExports),
    query: Strict({ name: T.String({ minLength: 1, maxLength: 200 }) }),
    response: T.Object({ fileName: T.String(), contentType: T.String(), content: T.String() }),
    ours: 'The download path and its answer.',
  }),
  pluginDownloadInfo: call({
    method: 'GET',
    path: `${SHARED}/PluginDownload`,
    summary:
      'Whether this server offers the workstation daemon’s executable (pnpm build:daemon), for which system, its file name and size.',
    permission: check('internal'),
    response: PluginDownloadInfo,
    ours: 'Not in the spec: the Download Plugin step (shell §2) offers the executable (issue 29 point 7).',
  }),
  pluginDownloadFile: call({
    method: 'GET',
    path: `${SHARED}/PluginDownload/File`,
    summary: 'The workstation daemon’s executable itself (the file, not an envelope); 404 when the server has none.',
    permission: check('internal'),
    stream: true,
    ours: 'Not in the spec: the Download Plugin step’s download.',
  }),
} as const;
export type ExcelExportItem = typeof ExcelExportItem.static;
export type ImportModel = typeof ImportModel.static;
export type ImportResult = typeof ImportResult.static;
export type ExportRequest = typeof ExportRequest.static;
