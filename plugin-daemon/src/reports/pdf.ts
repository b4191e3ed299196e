/**
 * A text report as a PDF (A4, a bold title, fixed-width lines, "Page n of m" at the foot of each page), written by
 * pdfkit with the report font embedded, so "Réception" prints as such (issue 26 point 6: the hand-written writer
 * that came before knew only ASCII).
 */
import PDFDocument from 'pdfkit';
import { REPORT_FONTS, reportFont } from './fonts.ts';

const SIZE = 9;
const LEAD = 11;
const MARGIN = 40;

export function textToPdf(title: string, lines: string[], opts: { landscape?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    // The default font would be Helvetica, read from pdfkit's data folder, which the single executable has not.
    // (pdfkit takes a font's bytes here as in font(); its types say only a name or path.)
    font: reportFont(REPORT_FONTS.regular) as unknown as string,
    bufferPages: true,
    info: { Title: title, Creator: 'A1 workstation plugin' },
  });
  doc.registerFont('regular', reportFont(REPORT_FONTS.regular));
  doc.registerFont('bold', reportFont(REPORT_FONTS.bold));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const perPage = Math.max(1, Math.floor((height - 2 * MARGIN - 2 * LEAD) / LEAD));
  const all = lines.length ? lines : [''];
  for (let start = 0; start < all.length; start += perPage) {
    if (start > 0) doc.addPage();
    doc
      .font('bold')
      .fontSize(SIZE + 3)
      .text(title, MARGIN, MARGIN, { lineBreak: false });
    doc.font('regular').fontSize(SIZE);
    all.slice(start, start + perPage).forEach((line, i) => {
      doc.text(line, MARGIN, MARGIN + (i + 2) * LEAD, { lineBreak: false });
    });
  }
  const { count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: pdfkit would open a new page for text there unless the margin is lifted.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`Page ${i + 1} of ${count}`, width - MARGIN - 60, height - MARGIN / 2, { lineBreak: false });
  }
  doc.end();
  return done;
}
