/** The SCD document of a job (issue 26): its receiving fields and every piece, made by server/src/pdf/scd.ts. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { receivingJob } from './job-read.ts';

export async function scdDocument(db: Db, jobId: number) {
  const job = await receivingJob(db, jobId);
  const pieces = await db
    .select({
      barcode: t.jobPieces.pieceNumber,
      stage: t.jobPieces.stage,
      service: t.jobPieces.service,
      weightKg: t.jobPieces.weightKg,
    })
    .from(t.jobPieces)
    .where(eq(t.jobPieces.jobId, jobId))
    .orderBy(asc(t.jobPieces.id));
  // The PDF module (pdfkit, bwip-js and its fonts: about 22 MB resident) loads with a server's first document, not
  // with every server: an instance that never makes one, or an export job's worker, does without it.
  const { scdPdf } = await import('../../pdf/scd.ts');
  const content = await scdPdf({
    ...job,
    manifests: job.manifests.map((m) => m.manifestNumber),
    pieces,
  });
  return { fileName: `SCD-${job.number}.pdf`, contentType: 'application/pdf', content };
}
