/**
 * Bins (spec 2 §7 operation/admin/bins/, ReceptacleSorting/): bins of a job's pieces and their receptacles.
 * Closing a bin closes its open receptacles in the same transaction. The three bin closes differ by what the bin
 * holds: closeBin one customer's pieces, closeBinMix several (a mixed bin), closeBinresidual a bin not full.
 */
import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { JOB_MESSAGES, type BinCloseType } from '@a1/shared/constants/jobs';
import type { Bin, BinDetail, Receptacle, ReceptacleDetail } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { iso, validDay } from '../jobdashboard/jobs.ts';
import type { Reader } from '../jobdashboard/reader.ts';

const pieceCount = sql<number>`(select count(*)::int from job_pieces p where p.bin_id = ${t.bins.id})`;
const pieceWeight = sql<number>`(select coalesce(sum(p.weight_kg), 0)::float8 from job_pieces p where p.bin_id = ${t.bins.id})`;
const receptacleCount = sql<number>`(select count(*)::int from receptacles r where r.bin_id = ${t.bins.id})`;

async function binRows(db: Reader, where: SQL | undefined, descending = true, limit = 500): Promise<Bin[]> {
  const rows = await db
    .select({
      bin: t.bins,
      jobNumber: t.jobs.number,
      customer: t.customers.name,
      pieces: pieceCount,
      weightKg: pieceWeight,
      receptacles: receptacleCount,
    })
    .from(t.bins)
    .innerJoin(t.jobs, eq(t.jobs.id, t.bins.jobId))
    .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
    .where(where)
    .orderBy(descending ? desc(t.bins.createdOn) : asc(t.bins.createdOn), descending ? desc(t.bins.id) : asc(t.bins.id))
    .limit(limit);
  return rows.map(({ bin, ...r }) => ({
    id: bin.id,
    binNumber: bin.binNumber,
    jobId: bin.jobId,
    jobNumber: r.jobNumber,
    customer: r.customer,
    status: bin.status,
    closeType: bin.closeType,
    mixed: bin.mixed,
    pieces: r.pieces,
    capacity: bin.capacity,
    weightKg: Math.round(r.weightKg * 100) / 100,
    receptacles: r.receptacles,
    createdOn: bin.createdOn.toISOString(),
    closedOn: iso(bin.closedOn),
    closedBy: bin.closedBy,
  }));
}

const like = (value: string) => `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function getBins(
  db: Db,
  q: { jobNumber?: string; startDate?: string; endDate?: string; sortDescending?: boolean; binNumber?: string },
) {
  const where: SQL[] = [];
  if (q.jobNumber?.trim()) where.push(ilike(t.jobs.number, like(q.jobNumber)));
  if (q.binNumber?.trim()) where.push(ilike(t.bins.binNumber, like(q.binNumber)));
  if (q.startDate) where.push(gte(t.bins.createdOn, new Date(`${validDay(q.startDate, 'startDate')}T00:00:00.000Z`)));
  if (q.endDate) where.push(lte(t.bins.createdOn, new Date(`${validDay(q.endDate, 'endDate')}T23:59:59.999Z`)));
  return binRows(db, where.length ? and(...where) : undefined, q.sortDescending ?? true);
}

async function receptacleRows(db: Reader, where: SQL): Promise<Receptacle[]> {
  const rows = await db
    .select({
      r: t.receptacles,
      binNumber: t.bins.binNumber,
      jobNumber: t.jobs.number,
      pieces: sql<number>`(select count(*)::int from job_pieces p where p.receptacle_id = ${t.receptacles.id})`,
      weightKg: sql<number>`(select coalesce(sum(p.weight_kg), 0)::float8 from job_pieces p where p.receptacle_id = ${t.receptacles.id})`,
    })
    .from(t.receptacles)
    .innerJoin(t.bins, eq(t.bins.id, t.receptacles.binId))
    .innerJoin(t.jobs, eq(t.jobs.id, t.bins.jobId))
    .where(where)
    .orderBy(asc(t.receptacles.receptacleNumber));
  return rows.map(({ r, ...x }) => ({
    id: r.id,
    receptacleNumber: r.receptacleNumber,
    binId: r.binId,
    binNumber: x.binNumber,
    jobNumber: x.jobNumber,
    status: r.status,
    pieces: x.pieces,
    weightKg: Math.round(x.weightKg * 100) / 100,
    closedOn: iso(r.closedOn),
    closedBy: r.closedBy,
  }));
}

async function oneBin(db: Reader, binId: number): Promise<Bin> {
  const [bin] = await binRows(db, eq(t.bins.id, binId));
  if (!bin) throw new A1Error(404, JOB_MESSAGES.binNotFound(binId));
  return bin;
}

export async function binDetail(db: Db, binId: number): Promise<BinDetail> {
  const bin = await oneBin(db, binId);
  return { ...bin, receptacleList: await receptacleRows(db, eq(t.receptacles.binId, binId)) };
}

async function oneReceptacle(db: Reader, where: SQL, ref: number | string): Promise<Receptacle> {
  const [r] = await receptacleRows(db, where);
  if (!r) throw new A1Error(404, JOB_MESSAGES.receptacleNotFound(ref));
  return r;
}

export async function receptacleDetail(db: Db, receptacleId: number): Promise<ReceptacleDetail> {
  const r = await oneReceptacle(db, eq(t.receptacles.id, receptacleId), receptacleId);
  const pieceList = await db
    .select({
      id: t.jobPieces.id,
      pieceNumber: t.jobPieces.pieceNumber,
      service: t.jobPieces.service,
      weightKg: t.jobPieces.weightKg,
    })
    .from(t.jobPieces)
    .where(eq(t.jobPieces.receptacleId, receptacleId))
    .orderBy(asc(t.jobPieces.pieceNumber));
  return { ...r, pieceList };
}

export const receptacleByNumber = (db: Db, receptacleNumber: string) =>
  oneReceptacle(db, eq(t.receptacles.receptacleNumber, receptacleNumber.trim()), receptacleNumber.trim());

export async function closeBin(db: Db, binId: number, type: BinCloseType, by: string): Promise<Bin> {
  await db.transaction(async (tx) => {
    const [bin] = await tx.select().from(t.bins).where(eq(t.bins.id, binId)).for('update');
    if (!bin) throw new A1Error(404, JOB_MESSAGES.binNotFound(binId));
    if (bin.status !== 'Open') throw new A1Error(409, JOB_MESSAGES.binClosed(bin.binNumber));
    if (type === 'standard' && bin.mixed)
      throw new A1Error(409, `Bin ${bin.binNumber} holds several customers' pieces: close it as a mixed bin.`);
    if (type === 'mix' && !bin.mixed) throw new A1Error(409, JOB_MESSAGES.binNotMixed(bin.binNumber));
    if (type === 'residual') {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.jobPieces)
        .where(eq(t.jobPieces.binId, binId));
      if (n >= bin.capacity) throw new A1Error(409, JOB_MESSAGES.binNotResidual(bin.binNumber));
    }
    const now = new Date();
    await tx
      .update(t.bins)
      .set({ status: 'Closed', closeType: type, closedOn: now, closedBy: by })
      .where(eq(t.bins.id, binId));
    await tx
      .update(t.receptacles)
      .set({ status: 'Closed', closedOn: now, closedBy: by })
      .where(and(eq(t.receptacles.binId, binId), eq(t.receptacles.status, 'Open')));
  });
  return oneBin(db, binId);
}

export async function closeReceptacle(db: Db, receptacleId: number, by: string): Promise<Receptacle> {
  const [r] = await db.select().from(t.receptacles).where(eq(t.receptacles.id, receptacleId));
  if (!r) throw new A1Error(404, JOB_MESSAGES.receptacleNotFound(receptacleId));
  const [closed] = await db
    .update(t.receptacles)
    .set({ status: 'Closed', closedOn: new Date(), closedBy: by })
    .where(and(eq(t.receptacles.id, receptacleId), eq(t.receptacles.status, 'Open')))
    .returning({ id: t.receptacles.id });
  if (!closed) throw new A1Error(409, JOB_MESSAGES.receptacleClosed(r.receptacleNumber));
  return oneReceptacle(db, eq(t.receptacles.id, receptacleId), receptacleId);
}
