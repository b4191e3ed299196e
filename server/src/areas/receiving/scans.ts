/**
 * Scanned codes at the dock (issue 26): a batch from the browser's queue, recorded in a few set-based statements
 * whatever its size. A piece is a row of job_pieces, unique per job and barcode: a re-scan inserts nothing and says
 * "already received" (ON CONFLICT DO NOTHING, so two sessions scanning the same code at once record it once). A code
 * that is a package's tracking number takes that package's service and weight and marks it Received; a code that is
 * a manifest's number links the manifest to the job.
 */
import { sql } from 'drizzle-orm';
import { PACKAGE_STATUSES, RECEIVING_MESSAGES, type Scan, type ScanResult } from '@a1/shared';
import type { Tx } from '../jobdashboard/reader.ts';
import { floatArray, intArray, numberKey, rowsOf, textArray } from '../../db/sql-arrays.ts';

const RECEIVED = PACKAGE_STATUSES[1];
const DATA_RECEIVED = PACKAGE_STATUSES[0];
/** The service of a piece that is no known package. */
export const UNKNOWN_SERVICE = 'Unmanifested';

export async function recordScans(tx: Tx, jobId: number, scans: readonly Scan[], by: string): Promise<ScanResult[]> {
  // One result per scan, in order; the same code twice in a batch is received once, then "already received".
  const codes = scans.map((s) => numberKey(s.barcode));
  const unique = [...new Set(codes)];
  const weightOf = new Map<string, number | null>();
  scans.forEach((s, i) => {
    if (!weightOf.has(codes[i]) || weightOf.get(codes[i]) == null) weightOf.set(codes[i], s.weightKg ?? null);
  });

  const manifests = rowsOf<{ id: number; key: string; number: string }>(
    await tx.execute(sql`SELECT id, manifest_key AS key, manifest_number AS number FROM manifests
                         WHERE manifest_key = ANY(${textArray(unique)})`),
  );
  const manifestOf = new Map(manifests.map((m) => [m.key, m]));
  const linked = new Set(
    rowsOf<{ id: number }>(
      manifests.length === 0
        ? { rows: [] }
        : await tx.execute(sql`
            INSERT INTO manifest_jobs (manifest_id, job_id, linked_by)
            SELECT m, ${jobId}, ${by} FROM unnest(${intArray(manifests.map((m) => m.id))}) AS m
            ON CONFLICT DO NOTHING RETURNING manifest_id AS id`),
    ).map((r) => r.id),
  );

  const pieceCodes = unique.filter((c) => !manifestOf.has(c));
  const inserted = new Map<string, number>();
  const found = new Map<string, number>();
  if (pieceCodes.length > 0) {
    const rows = rowsOf<{ id: number; code: string; packageId: number | null }>(
      await tx.execute(sql`
        INSERT INTO job_pieces (job_id, piece_number, stage, service, weight_kg, package_id, scanned_by, scanned_on)
        SELECT ${jobId}, s.code, 'Received', coalesce(p.service, ${UNKNOWN_SERVICE}), coalesce(s.w, p.weight_kg, 0),
               p.id, ${by}, now()
        FROM unnest(${textArray(pieceCodes)}, ${floatArray(pieceCodes.map((c) => weightOf.get(c) ?? null))}) AS s(code, w)
        LEFT JOIN LATERAL (SELECT id, service, weight_kg FROM packages WHERE tracking_key = s.code
                           ORDER BY id LIMIT 1) p ON true
        ON CONFLICT (job_id, piece_number) DO NOTHING
        RETURNING id, piece_number AS code, package_id AS "packageId"`),
    );
    for (const r of rows) inserted.set(r.code, r.id);
    const packageIds = rows.map((r) => r.packageId).filter((id): id is number => id !== null);
    if (packageIds.length > 0)
      await tx.execute(sql`
        UPDATE packages SET status = ${RECEIVED}, job_id = coalesce(job_id, ${jobId})
        WHERE id = ANY(${intArray(packageIds)}) AND status = ${DATA_RECEIVED}`);
    const again = pieceCodes.filter((c) => !inserted.has(c));
    if (again.length > 0)
      for (const r of rowsOf<{ id: number; code: string }>(
        await tx.execute(sql`SELECT id, piece_number AS code FROM job_pieces
                             WHERE job_id = ${jobId} AND piece_number = ANY(${textArray(again)})`),
      ))
        found.set(r.code, r.id);
  }

  const seen = new Set<string>();
  return codes.map((code): ScanResult => {
    const first = !seen.has(code);
    seen.add(code);
    const manifest = manifestOf.get(code);
    if (manifest) {
      const fresh = first && linked.has(manifest.id);
      return {
        barcode: code,
        outcome: fresh ? 'manifestLinked' : 'manifestAlreadyLinked',
        pieceId: null,
        manifestId: manifest.id,
        message: (fresh ? RECEIVING_MESSAGES.manifestLinked : RECEIVING_MESSAGES.manifestAlreadyLinked)(
          manifest.number,
        ),
      };
    }
    const fresh = first && inserted.has(code);
    return {
      barcode: code,
      outcome: fresh ? 'received' : 'alreadyReceived',
      pieceId: inserted.get(code) ?? found.get(code) ?? null,
      manifestId: null,
      message: (fresh ? RECEIVING_MESSAGES.received : RECEIVING_MESSAGES.alreadyReceived)(code),
    };
  });
}
