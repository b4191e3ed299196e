/**
 * A commercial invoice (customs): one page per package with sender, consignee and tax id, the tracking number as a
 * barcode, the items with HS codes, origins and values, the total and the declaration. Several packages make one
 * PDF (GET Package/CommercialInvoice with multiple=true).
 */
import { code128, newPdf, pdfBytes, type Pdf } from './index.ts';

export interface InvoiceItem {
  description: string;
  hsCode: string | null;
  quantity: number;
  value: number;
  originCountry: string | null;
}

export interface InvoicePackage {
  trackingNumber: string;
  customerReference: string | null;
  jobNumber: string | null;
  sender: string;
  service: string;
  consigneeName: string;
  consigneeAddress: string[];
  consigneeCountry: string;
  taxId: string | null;
  weightKg: number;
  currency: string;
  declaredValue: number;
  createdOn: Date;
  items: InvoiceItem[];
}

const money = (value: number, currency: string) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

async function page(doc: Pdf, p: InvoicePackage): Promise<void> {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(18).text('Commercial Invoice', left, 48);
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Date: ${p.createdOn.toISOString().slice(0, 10)}    Service: ${p.service}`);
  doc.text(`Reference: ${p.customerReference ?? '—'}    Job: ${p.jobNumber ?? '—'}`);
  doc.image(await code128(p.trackingNumber), left + width - 220, 44, { fit: [220, 60] });
  doc.fillColor('black');

  const top = 130;
  doc.font('bold').fontSize(10).text('Sender', left, top);
  doc.font('regular').text(p.sender, left, top + 14, { width: width / 2 - 10 });
  doc.font('bold').text('Consignee', left + width / 2, top);
  doc
    .font('regular')
    .text([p.consigneeName, ...p.consigneeAddress, p.consigneeCountry].join('\n'), left + width / 2, top + 14, {
      width: width / 2,
    });
  doc.text(`Tax id: ${p.taxId ?? 'missing'}`, left + width / 2);

  // Items.
  let y = 250;
  const columns = [
    { title: 'Description', x: left, w: 190 },
    { title: 'HS code', x: left + 195, w: 70 },
    { title: 'Origin', x: left + 270, w: 50 },
    { title: 'Qty', x: left + 325, w: 40 },
    { title: 'Value', x: left + 370, w: width - 370 },
  ];
  doc.font('bold').fontSize(9);
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.w, align: c.title === 'Value' ? 'right' : 'left' });
  y += 16;
  doc
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .stroke();
  doc.font('regular');
  for (const item of p.items) {
    const cells = [
      item.description,
      item.hsCode ?? '',
      item.originCountry ?? '',
      String(item.quantity),
      money(item.value, p.currency),
    ];
    cells.forEach((text, i) =>
      doc.text(text, columns[i].x, y, { width: columns[i].w, align: i === 4 ? 'right' : 'left' }),
    );
    y += 16;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.font('bold').text(`Total declared value: ${money(p.declaredValue, p.currency)}`, left, y + 8, {
    width,
    align: 'right',
  });
  doc.font('regular').text(`Gross weight: ${p.weightKg.toFixed(2)} kg`, left, y + 24, { width, align: 'right' });
  doc
    .fontSize(8)
    .text(
      'I declare that the information on this invoice is true and correct and that the contents of this shipment are as stated above.',
      left,
      y + 60,
      { width },
    );
  doc.text('Signature: ______________________', left, y + 90);
}

/** The invoice of one or several packages: a page each, in the order given. */
export async function commercialInvoicePdf(packages: readonly InvoicePackage[]): Promise<Buffer> {
  const doc = newPdf({ title: `Commercial invoice ${packages.map((p) => p.trackingNumber).join(', ')}`.slice(0, 200) });
  for (let i = 0; i < packages.length; i++) {
    if (i > 0) doc.addPage();
    await page(doc, packages[i]);
  }
  return pdfBytes(doc);
}
