/** Excel exports of shell §7: the signed-in user's list and the download of one finished export. */
import { and, desc, eq } from 'drizzle-orm';
import type { ExcelExportItem } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { expireExports } from '../../jobs/excel-export.ts';

export async function listExports(db: Db, userId: number): Promise<ExcelExportItem[]> {
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
    .where(eq(t.excelExports.userId, userId))
    .orderBy(desc(t.excelExports.createdOn));
  return rows.map((row) => ({
    ...row,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  }));
}

export async function downloadExport(
  db: Db,
  userId: number,
  name: string,
): Promise<{ fileName: string; contentType: string; content: string }> {
  await expireExports(db);
  const [row] = await db
    .select()
    .from(t.excelExports)
    .where(and(eq(t.excelExports.name, name), eq(t.excelExports.userId, userId)))
    .limit(1);
  if (!row) throw new A1Error(404, `No export named '${name}' belongs to you.`);
  if (!row.isComplete) throw new A1Error(409, 'This export is still being prepared. Try again in a moment.');
  if (row.isExpired || !row.content)
    throw new A1Error(410, 'This export has expired. Run the export again from its screen.');
  return { fileName: row.fileName, contentType: row.contentType, content: row.content };
}
