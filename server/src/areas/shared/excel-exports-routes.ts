/**
 * Excel exports (shell §7): GET /api/a1/shared/excelexports/ lists the user's exports; GET .../download?name
 * returns one complete, unexpired export as base64 with its file name and type.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { envelope } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { currentUser } from '../../http/context.ts';
import { A1Error } from '../../http/errors.ts';
import { expireExports } from '../../jobs/excel-export.ts';

const tags = ['Shared'];

export async function excelExportsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/ExcelExports/',
    {
      schema: {
        tags,
        summary: "The signed-in user's Excel exports: name, displayName, createdOn, updatedOn, isComplete, isExpired.",
      },
    },
    async (request) => {
      await expireExports(db);
      const rows = await db
        .select({
          name: t.excelExports.name,
          displayName: t.excelExports.displayName,
          createdOn: t.excelExports.createdOn,
          updatedOn: t.excelExports.updatedOn,
          isComplete: t.excelExports.isComplete,
          isExpired: t.excelExports.isExpired,
        })
        .from(t.excelExports)
        .where(eq(t.excelExports.userId, currentUser(request).userId))
        .orderBy(desc(t.excelExports.createdOn));
      return envelope(rows);
    },
  );

  app.get<{ Querystring: { name: string } }>(
    '/ExcelExports/download',
    {
      schema: {
        tags,
        summary: 'Download one complete, unexpired export: data { fileName, contentType, content (base64) }.',
        querystring: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      await expireExports(db);
      const [row] = await db
        .select()
        .from(t.excelExports)
        .where(and(eq(t.excelExports.name, request.query.name), eq(t.excelExports.userId, currentUser(request).userId)))
        .limit(1);
      if (!row) throw new A1Error(404, `No export named '${request.query.name}' belongs to you.`);
      if (!row.isComplete) throw new A1Error(409, 'This export is still being prepared. Try again in a moment.');
      if (row.isExpired || !row.content)
        throw new A1Error(410, 'This export has expired. Run the export again from its screen.');
      return envelope({ fileName: row.fileName, contentType: row.contentType, content: row.content });
    },
  );
}
