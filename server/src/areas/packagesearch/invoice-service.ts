/** A package's commercial invoice (spec 3 §7 Package search), as a PDF. */
import { asc, inArray } from 'drizzle-orm';
import { PACKAGE_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { detailRows } from './search.ts';
import { inScope, type Scope } from './scope.ts';

export async function commercialInvoice(
  db: Db,
  scope: Scope,
  query: { packageId: number[]; multiple?: boolean },
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const ids = [...new Set(query.packageId)];
  if (ids.length > 1 && !query.multiple) throw new A1Error(400, PACKAGE_MESSAGES.oneInvoiceUnlessMultiple);
  const rows = await detailRows(db, ids, new Map(), inScope(scope));
  const byId = new Map(rows.map((r) => [r.packageId, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw new A1Error(404, PACKAGE_MESSAGES.notFound(missing));
  const items = await db
    .select()
    .from(t.packageItems)
    .where(inArray(t.packageItems.packageId, ids))
    .orderBy(asc(t.packageItems.packageId), asc(t.packageItems.lineNumber));
  // The PDF module (pdfkit, bwip-js and its fonts: about 22 MB resident) loads with a server's first document, not
  // with every server: an instance that never makes one, or an export job's worker, does without it.
  const { commercialInvoicePdf } = await import('../../pdf/commercial-invoice.ts');
  const content = await commercialInvoicePdf(
    ids.map((id) => {
      const p = byId.get(id)!;
      return {
        trackingNumber: p.trackingNumber,
        customerReference: p.customerReference,
        jobNumber: p.jobNumber,
        sender: p.customer,
        service: p.service,
        consigneeName: p.consigneeName,
        consigneeAddress: [
          p.consigneeAddress1,
          p.consigneeAddress2,
          [p.consigneePostalCode, p.consigneeCity, p.consigneeState].filter(Boolean).join(' '),
        ].filter((line): line is string => !!line),
        consigneeCountry: p.consigneeCountry,
        taxId: p.taxId,
        weightKg: p.weightKg,
        currency: p.currency,
        declaredValue: p.declaredValue,
        createdOn: new Date(p.createdOn),
        items: items
          .filter((i) => i.packageId === id)
          .map((i) => ({
            description: i.description,
            hsCode: i.hsCode,
            quantity: i.quantity,
            value: Number(i.value),
            originCountry: i.originCountry,
          })),
      };
    }),
  );
  const first = byId.get(ids[0])!.trackingNumber;
  return {
    fileName: ids.length > 1 ? `commercial-invoices-${ids.length}.pdf` : `commercial-invoice-${first}.pdf`,
    contentType: 'application/pdf',
    content,
  };
}
