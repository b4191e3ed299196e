/**
 * A card's package through the package model of package search (issue 25): its data, pre-processed data and PIM
 * log come from that area's services; editing writes the package, a PIM change per changed field and the card's
 * activity-log row in one transaction; dangerous goods are checked by the shared rules (UN number, class, group).
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  dangerousGoodsProblems,
  tidyUnNumber,
  type DangerousGoodsPackage,
  type PackageExtraInfo,
  type PackageInformation,
  type PackageInformationSave,
  type PimChange,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import { requirePackage } from '../packagesearch/service.ts';
import { packagePimHistory } from '../packagesearch/timeline-service.ts';
import { logActivity } from './activity.ts';
import { cardById } from './cards-query.ts';
import { dgRows, screeningRows } from './screening-service.ts';

const ALL = null; // internal staff see every package (package search's scope)

export async function editPackage(db: Db, packageId: number): Promise<PackageInformation> {
  const p = await requirePackage(db, ALL, packageId);
  const [dg] = await db.select().from(t.dangerousGoods).where(eq(t.dangerousGoods.packageId, packageId));
  return {
    packageId,
    trackingNumber: p.trackingNumber,
    consigneeName: p.consigneeName,
    consigneeAddress1: p.consigneeAddress1,
    consigneeAddress2: p.consigneeAddress2,
    consigneeCity: p.consigneeCity,
    consigneeState: p.consigneeState,
    consigneePostalCode: p.consigneePostalCode,
    consigneeCountry: p.consigneeCountry,
    weightKg: p.weightKg,
    lengthCm: p.lengthCm,
    widthCm: p.widthCm,
    heightCm: p.heightCm,
    taxId: p.taxId,
    dangerousGoods: dg
      ? {
          unNumber: dg.unNumber,
          hazardClass: dg.hazardClass,
          packingGroup: dg.packingGroup,
          properShippingName: dg.properShippingName,
          quantity: dg.quantity,
        }
      : null,
  };
}

const TEXT_FIELDS = [
  'consigneeName',
  'consigneeAddress1',
  'consigneeAddress2',
  'consigneeCity',
  'consigneeState',
  'consigneePostalCode',
  'taxId',
] as const;
const OTHER_FIELDS = ['consigneeCountry', 'weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

export async function savePackageInformation(
  db: Db,
  user: SessionUser,
  body: PackageInformationSave,
): Promise<PackageInformation> {
  if (body.dangerousGoods) {
    const problems = dangerousGoodsProblems(body.dangerousGoods);
    if (problems.length) throw new A1Error(400, `dangerousGoods: ${problems.join(' ')}`);
  }
  const before = await editPackage(db, body.packageId);
  const set: Record<string, string | number | null> = {};
  for (const f of TEXT_FIELDS)
    if (body[f] !== undefined)
      set[f] =
        f === 'consigneeName' || f === 'consigneeAddress1' || f === 'consigneeCity'
          ? (sanitizeOptionalPlainText(body[f]) ?? '')
          : sanitizeOptionalPlainText(body[f]);
  for (const f of OTHER_FIELDS) if (body[f] !== undefined) set[f] = body[f] ?? null;
  const changes = Object.entries(set).filter(([k, v]) => before[k as keyof PackageInformation] !== v);
  await db.transaction(async (tx) => {
    if (changes.length) {
      await tx.update(t.packages).set(Object.fromEntries(changes)).where(eq(t.packages.id, body.packageId));
      await tx.insert(t.packagePimChanges).values(
        changes.map(([field, after]) => ({
          packageId: body.packageId,
          field,
          before: before[field as keyof PackageInformation]?.toString() ?? null,
          after: after === null ? null : String(after),
          changedBy: user.email,
        })),
      );
    }
    if (body.dangerousGoods !== undefined) {
      if (body.dangerousGoods === null)
        await tx.delete(t.dangerousGoods).where(eq(t.dangerousGoods.packageId, body.packageId));
      else {
        const dg = {
          ...body.dangerousGoods,
          unNumber: tidyUnNumber(body.dangerousGoods.unNumber),
          hazardClass: body.dangerousGoods.hazardClass.trim(),
          packingGroup: body.dangerousGoods.packingGroup?.trim() || null,
        };
        await tx
          .insert(t.dangerousGoods)
          .values({ packageId: body.packageId, ...dg })
          .onConflictDoUpdate({ target: t.dangerousGoods.packageId, set: dg });
      }
    }
    const [card] = await tx
      .select({ id: t.packageIssues.id })
      .from(t.packageIssues)
      .where(and(eq(t.packageIssues.packageId, body.packageId), isNull(t.packageIssues.closedOn)));
    if (card && (changes.length || body.dangerousGoods !== undefined))
      await logActivity(tx, user, [
        {
          packageIssueId: card.id,
          action: 'packageEdited',
          before: Object.fromEntries(changes.map(([k]) => [k, before[k as keyof PackageInformation] ?? null])),
          after: Object.fromEntries(changes),
          text: body.dangerousGoods !== undefined ? 'Dangerous goods declaration changed.' : null,
        },
      ]);
  });
  return editPackage(db, body.packageId);
}

export const pimLog = (db: Db, packageId: number): Promise<PimChange[]> => packagePimHistory(db, ALL, packageId);

const csvCell = (v: string | null) => {
  const s = v ?? '';
  // A leading =, +, - or @ would be read as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function pimLogCsv(db: Db, packageId: number) {
  const p = await requirePackage(db, ALL, packageId);
  const rows = await pimLog(db, packageId);
  const lines = [
    'changedOn,changedBy,field,before,after',
    ...rows.map((r) => [r.changedOn, r.changedBy, r.field, r.before, r.after].map(csvCell).join(',')),
  ];
  return {
    fileName: `PIM log ${p.trackingNumber}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}

export async function extraInfo(db: Db, packageIssueId: number): Promise<PackageExtraInfo> {
  const card = await cardById(db, packageIssueId);
  const p = await requirePackage(db, ALL, card.packageId);
  const [dg] = await dgRows(db, sql`${t.dangerousGoods.packageId} = ${card.packageId}`);
  const [screening] = await screeningRows(db, eq(t.deniedPartyScreenings.packageId, card.packageId));
  const duplicates = await db
    .select({ packageId: t.packages.id, trackingNumber: t.packages.trackingNumber, createdOn: t.packages.createdOn })
    .from(t.packages)
    .where(
      and(
        ne(t.packages.id, card.packageId),
        eq(t.packages.customerId, card.customerId),
        or(
          eq(t.packages.trackingKey, p.trackingNumber.toUpperCase().replace(/\s/g, '')),
          p.customerReference ? eq(t.packages.customerReference, p.customerReference) : sql`FALSE`,
        ),
      ),
    )
    .limit(20);
  const [dim] = await db.select().from(t.problemDimSettings).where(eq(t.problemDimSettings.id, 1));
  const dimWeightKg =
    p.lengthCm && p.widthCm && p.heightCm && dim
      ? Math.round(((p.lengthCm * p.widthCm * p.heightCm) / dim.divisor) * 100) / 100
      : null;
  return {
    card,
    dangerousGoods: (dg as DangerousGoodsPackage | undefined) ?? null,
    screening: screening ?? null,
    duplicates: duplicates.map((d) => ({ ...d, createdOn: d.createdOn.toISOString() })),
    dimWeightKg,
  };
}

export async function cardExists(db: Db, q: { trackingNumberCustomer: string; jobId?: number }) {
  const key = q.trackingNumberCustomer.toUpperCase().replace(/\s/g, '');
  const [row] = await db
    .select({ packageIssueId: t.packageIssues.id, packageId: t.packageIssues.packageId })
    .from(t.packageIssues)
    .innerJoin(t.packages, eq(t.packages.id, t.packageIssues.packageId))
    .where(
      and(
        isNull(t.packageIssues.closedOn),
        or(eq(t.packages.trackingKey, key), eq(t.packages.customerReferenceKey, key)),
        q.jobId ? eq(t.packages.jobId, q.jobId) : undefined,
      ),
    )
    .limit(1);
  return { exists: Boolean(row), packageIssueId: row?.packageIssueId ?? null, packageId: row?.packageId ?? null };
}
