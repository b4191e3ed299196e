/**
 * Grid Excel services (shell §7, spec 3 §7 Shared): POST Shared/ExportToExcel returns the .xlsx as base64;
 * PUT Shared/ExcelImporter/WorkSheetNames, WorkSheetData and TextData take the Excel import model.
 * Any signed-in user may call them: every list screen's grid exports and imports (the spec names no permission).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EXCEL_FILE_NAME, envelope, EXPORT_TYPES } from '@a1/shared';
import { shouldQueueExport } from '@a1/shared/rules/grid/index';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { envelopeResponse } from '../../http/schemas.ts';
import { textData, worksheetData, worksheetNames, writeWorkbook, type ExportRequest, type ImportModel } from './service.ts';
import { enqueueExcelExport } from './queue-adapter.ts';

const importModel = {
  type: 'object',
  required: ['fileName', 'content'],
  additionalProperties: false,
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 260 },
    filePrefix: { type: ['string', 'null'] },
    content: { type: 'string', description: 'The file as base64 (a data: URL prefix is accepted).' },
    headers: { type: ['array', 'null'] },
    rates: { type: ['array', 'null'] },
    workSheetNames: { type: ['array', 'null'], items: { type: 'string' } },
    formData: { type: ['object', 'null'], properties: { worksheetName: { type: ['string', 'null'] } } },
    hasHeaders: { type: ['boolean', 'null'] },
    delimiter: { type: ['string', 'null'], maxLength: 10 },
  },
} as const;

export async function excelRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post('/ExportToExcel', {
    schema: {
      tags: ['Shared'],
      summary: 'Rows (column titles first) to an .xlsx. Returns the file as base64 in data, or, past the row threshold, queues it in Excel Exports and returns queued.',
      body: {
        type: 'object', required: ['data', 'columnTypes'], additionalProperties: false,
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
  }, async (request) => {
    const body = request.body as ExportRequest & { fileName?: string };
    const user = currentUser(request);
    if (shouldQueueExport(body.data.length - 1)) {
      const queued = await enqueueExcelExport(db, user.userId, body.fileName || DEFAULT_EXCEL_FILE_NAME, body);
      return { ...envelope(null), queued };
    }
    return envelope(await writeWorkbook(body));
  });

  const importRoute = (path: string, summary: string, run: (model: ImportModel) => Promise<unknown>) =>
    app.put(path, { schema: { tags: ['Shared'], summary, body: importModel, response: { 200: envelopeResponse('{ data }') } } }, async (request) => envelope(await run(request.body as ImportModel)));

  importRoute('/ExcelImporter/WorkSheetNames', 'Worksheet names of an .xlsx (data: string[]).', worksheetNames);
  importRoute('/ExcelImporter/WorkSheetData', 'Rows of the worksheet formData.worksheetName: data { fileName, headers, rates }.', worksheetData);
  importRoute('/ExcelImporter/TextData', 'Rows of a .csv (comma) or .txt (delimiter): data { fileName, headers, rates }.', async (model) => textData(model));
}
