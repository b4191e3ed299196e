/**
 * Grid Excel services (shell §7, spec 3 §7 Shared): POST Shared/ExportToExcel returns the .xlsx as base64;
 * PUT Shared/ExcelImporter/WorkSheetNames, WorkSheetData and TextData take the Excel import model;
 * POST Shared/ParseExcelFile (contents) and ParseExcelFileData (contents, parseModel) parse a file sent bare.
 * Any signed-in user may call them: every list screen's grid exports and imports (the spec names no permission).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EXCEL_FILE_NAME, envelope, EXPORT_TYPES } from '@a1/shared';
import { shouldQueueExport } from '@a1/shared/rules/grid/index';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { envelopeResponse } from '../../http/schemas.ts';
import {
  parseExcelFile,
  parseExcelFileData,
  textData,
  worksheetData,
  worksheetNames,
  writeWorkbook,
  type ExportRequest,
  type ImportModel,
} from './service.ts';
import { enqueueExcelExport } from './queue-adapter.ts';

const base64File = { type: 'string', description: 'The file as base64 (a data: URL prefix is accepted).' } as const;
/** The import model's fields besides its content: ParseExcelFileData takes them as its parseModel. */
const modelFields = {
  fileName: { type: 'string', minLength: 1, maxLength: 260 },
  filePrefix: { type: ['string', 'null'] },
  headers: { type: ['array', 'null'] },
  rates: { type: ['array', 'null'] },
  workSheetNames: { type: ['array', 'null'], items: { type: 'string' } },
  formData: { type: ['object', 'null'], properties: { worksheetName: { type: ['string', 'null'] } } },
  hasHeaders: { type: ['boolean', 'null'] },
  delimiter: { type: ['string', 'null'], maxLength: 10 },
} as const;
const importModel = {
  type: 'object',
  required: ['fileName', 'content'],
  additionalProperties: false,
  properties: { ...modelFields, content: base64File },
} as const;

export async function excelRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post(
    '/ExportToExcel',
    {
      schema: {
        tags: ['Shared'],
        summary:
          'Rows (column titles first) to an .xlsx. Returns the file as base64 in data, or, past the row threshold, queues it in Excel Exports and returns queued.',
        body: {
          type: 'object',
          required: ['data', 'columnTypes'],
          additionalProperties: false,
          properties: {
            data: { type: 'array', minItems: 1, items: { type: 'array' } },
            columnTypes: { type: 'array', items: { type: 'string', enum: [...EXPORT_TYPES] } },
            createMultipleSheets: { type: 'boolean' },
            fileName: { type: 'string', maxLength: 200 },
            currency: { type: 'string', enum: ['USD', 'EUR'] },
          },
        },
        response: { 200: envelopeResponse('{ data: base64 } or { data: null, queued: { name, displayName } }') },
      },
    },
    async (request) => {
      const body = request.body as ExportRequest & { fileName?: string };
      const user = currentUser(request);
      if (shouldQueueExport(body.data.length - 1)) {
        const queued = await enqueueExcelExport(db, user.userId, body.fileName || DEFAULT_EXCEL_FILE_NAME, body);
        return { ...envelope(null), queued };
      }
      return envelope(await writeWorkbook(body));
    },
  );

  const importRoute = (path: string, summary: string, run: (model: ImportModel) => Promise<unknown>) =>
    app.put(
      path,
      { schema: { tags: ['Shared'], summary, body: importModel, response: { 200: envelopeResponse('{ data }') } } },
      async (request) => envelope(await run(request.body as ImportModel)),
    );

  importRoute('/ExcelImporter/WorkSheetNames', 'Worksheet names of an .xlsx (data: string[]).', worksheetNames);
  importRoute(
    '/ExcelImporter/WorkSheetData',
    'Rows of the worksheet formData.worksheetName: data { fileName, headers, rates }.',
    worksheetData,
  );
  importRoute(
    '/ExcelImporter/TextData',
    'Rows of a .csv (comma) or .txt (delimiter): data { fileName, headers, rates }.',
    async (model) => textData(model),
  );

  app.post(
    '/ParseExcelFile',
    {
      schema: {
        tags: ['Shared'],
        summary:
          'An .xlsx sent as contents: data { workSheetNames, headers, rates } of its first worksheet (headers in row 1).',
        body: {
          type: 'object',
          required: ['contents'],
          additionalProperties: false,
          properties: { contents: base64File },
        },
        response: { 200: envelopeResponse('{ data: { workSheetNames, headers, rates } }') },
      },
    },
    async (request) => envelope(await parseExcelFile((request.body as { contents: string }).contents)),
  );

  app.post(
    '/ParseExcelFileData',
    {
      schema: {
        tags: ['Shared'],
        summary:
          'A file sent as contents, read as parseModel says (the import model without content): data { fileName, headers, rates }.',
        body: {
          type: 'object',
          required: ['contents', 'parseModel'],
          additionalProperties: false,
          properties: {
            contents: base64File,
            parseModel: { type: 'object', additionalProperties: false, properties: modelFields },
          },
        },
        response: { 200: envelopeResponse('{ data: { fileName, headers, rates } }') },
      },
    },
    async (request) => {
      const { contents, parseModel } = request.body as { contents: string; parseModel: Omit<ImportModel, 'content'> };
      return envelope(await parseExcelFileData(contents, parseModel));
    },
  );
}
