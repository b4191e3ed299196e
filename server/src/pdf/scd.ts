/**
 * Receiving's SCD (shipment control document, GET Quote/PdfGenerator/SCD, issue 26) through the one PDF module:
 * the job's number as a Code 128 barcode, its customer, office, carrier and manifests, and every piece with its
 * weight, in DejaVu Sans so accents print ("Réception", "Zoë"), page after page for a job of 1,000 pieces.
 */
import { code128, newPdf, pdfBytes, type Pdf } from './index.ts';

export interface ScdPiece {
  barcode: string;
  stage: string;
  service: string;
  weightKg: number;
}

export interface ScdJob {
  number: string;
  customer: string;
  location: string;
  status: string;
  type: string;
  inboundCarrier: string | null;
  carrierReference: string | null;
  receivedBy: string | null;
  receivedOn: string | null;
  manifests: string[];
  pieces: readonly ScdPiece[];
}

const ROW = 14;
const COLUMNS = [
  { title: '#', x: 0, w: 40, align: 'right' as const },
  { title: 'Pièce / Piece', x: 50, w: 190, align: 'left' as const },
  { title: 'Étape / Stage', x: 245, w: 80, align: 'left' as const },
  { title: 'Service', x: 330, w: 110, align: 'left' as const },
  { title: 'Poids / Weight (kg)', x: 440, w: 59, align: 'right' as const },
];

function header(doc: Pdf, left: number, y: number): number {
  doc.font('bold').fontSize(8);
  for (const c of COLUMNS) doc.text(c.title, left + c.x, y, { width: c.w, align: c.align, lineBreak: false });
  doc
    .moveTo(left, y + ROW - 3)
    .lineTo(left + 499, y + ROW - 3)
    .stroke();
  doc.font('regular');
  return y + ROW;
}

export async function scdPdf(job: ScdJob): Promise<Buffer> {
  const doc = newPdf({ title: `SCD ${job.number}` });
  const left = doc.page.margins.left;
  doc.font('bold').fontSize(16).text('Réception – Shipment Control Document (SCD)', left, 48, { width: 300 });
  doc.image(await code128(job.number), left + 300, 44, { fit: [199, 60] });
  doc.font('regular').fontSize(10);
  const total = job.pieces.reduce((sum, p) => sum + p.weightKg, 0);
  const facts = [
    ['Job', job.number],
    ['Client / Customer', job.customer],
    ['Bureau / Office', job.location],
    ['Statut / Status', `${job.status} (${job.type})`],
    ['Transporteur / Carrier', [job.inboundCarrier, job.carrierReference].filter(Boolean).join(' – ') || '—'],
    [
      'Reçu par / Received by',
      [job.receivedBy, job.receivedOn?.slice(0, 16).replace('T', ' ')].filter(Boolean).join(', ') || '—',
    ],
    ['Manifestes / Manifests', job.manifests.join(', ') || '—'],
    ['Pièces / Pieces', String(job.pieces.length)],
    ['Poids total / Total weight', `${total.toFixed(2)} kg`],
  ];
  let y = 118;
  for (const [label, value] of facts) {
    doc.font('bold').text(`${label}:`, left, y, { width: 150, lineBreak: false });
    doc.font('regular').text(value, left + 155, y, { width: 344, lineBreak: false });
    y += 15;
  }
  y = header(doc, left, y + 10);
  doc.fontSize(8);
  const bottom = doc.page.height - doc.page.margins.bottom - ROW;
  job.pieces.forEach((p, i) => {
    if (y > bottom) {
      doc.addPage();
      y = header(doc, left, doc.page.margins.top);
      doc.fontSize(8);
    }
    const cells = [String(i + 1), p.barcode, p.stage, p.service, p.weightKg.toFixed(2)];
    cells.forEach((text, c) =>
      doc.text(text, left + COLUMNS[c].x, y, { width: COLUMNS[c].w, align: COLUMNS[c].align, lineBreak: false }),
    );
    y += ROW;
  });
  if (y > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc
    .font('bold')
    .fontSize(9)
    .text(`Total: ${job.pieces.length} pièce(s), ${total.toFixed(2)} kg`, left, y + 6, {
      width: 499,
      align: 'right',
    });
  return pdfBytes(doc);
}
