/** A package's label and its prints (spec 3 §7 Package search): the latest label generated, kept, and each print recorded. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { PACKAGE_MESSAGES, type LabelPrint, type PackageLabel } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import type { Scope } from './scope.ts';
import { packageLabelZpl } from './zpl.ts';
import { isoUtc } from '../../db/pg-time.ts';
import { requirePackage, requireVisible } from './service.ts';

export async function printsOf(db: Db, packageId: number): Promise<LabelPrint[]> {
  const rows = await db
    .select()
    .from(t.labelPrints)
    .where(eq(t.labelPrints.packageId, packageId))
    .orderBy(asc(t.labelPrints.printedOn), asc(t.labelPrints.id));
  return rows.map((r) => ({
    printId: r.id,
    labelId: r.labelId,
    packageId: r.packageId,
    printer: r.printer,
    printedBy: r.printedBy,
    printedOn: isoUtc(r.printedOn),
  }));
}

/** The package's label: the latest one generated, or a new one generated from its data and kept. */
export async function packageLabel(
  db: Db,
  scope: Scope,
  by: { email: string },
  packageId: number,
): Promise<PackageLabel> {
  const p = await requirePackage(db, scope, packageId);
  let [label] = await db
    .select()
    .from(t.packageLabels)
    .where(eq(t.packageLabels.packageId, packageId))
    .orderBy(desc(t.packageLabels.id))
    .limit(1);
  if (!label) {
    [label] = await db
      .insert(t.packageLabels)
      .values({
        packageId,
        format: 'ZPL',
        content: packageLabelZpl({
          trackingNumber: p.trackingNumber,
          service: p.service,
          customer: p.customer,
          jobNumber: p.jobNumber,
          consigneeName: p.consigneeName,
          consigneeAddress1: p.consigneeAddress1,
          consigneeAddress2: p.consigneeAddress2,
          consigneeCity: p.consigneeCity,
          consigneePostalCode: p.consigneePostalCode,
          consigneeCountry: p.consigneeCountry,
          weightKg: p.weightKg,
        }),
        createdBy: by.email,
      })
      .returning();
  }
  return {
    labelId: label.id,
    packageId,
    trackingNumber: p.trackingNumber,
    format: 'ZPL',
    zpl: label.content,
    createdBy: label.createdBy,
    createdOn: isoUtc(label.createdOn),
    prints: await printsOf(db, packageId),
  };
}

export async function recordLabelPrint(
  db: Db,
  scope: Scope,
  by: { email: string },
  body: { packageId: number; labelId: number; printer: string },
): Promise<LabelPrint> {
  await requireVisible(db, scope, body.packageId);
  const [label] = await db
    .select({ id: t.packageLabels.id })
    .from(t.packageLabels)
    .where(and(eq(t.packageLabels.id, body.labelId), eq(t.packageLabels.packageId, body.packageId)));
  if (!label) throw new A1Error(404, PACKAGE_MESSAGES.labelNotFound(body.labelId, body.packageId));
  const [row] = await db
    .insert(t.labelPrints)
    .values({
      labelId: label.id,
      packageId: body.packageId,
      printer: sanitizePlainText(body.printer) || body.printer.trim(),
      printedBy: by.email,
    })
    .returning();
  return {
    printId: row.id,
    labelId: row.labelId,
    packageId: row.packageId,
    printer: row.printer,
    printedBy: row.printedBy,
    printedOn: isoUtc(row.printedOn),
  };
}
