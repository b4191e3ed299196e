/**
 * The one PDF module (design §3 "The parcel domain"): documents are made with pdfkit, barcodes with bwip-js, text in
 * DejaVu Sans (a TrueType font shipped in the dejavu-fonts-ttf package, embedded in each PDF) so accents and
 * non-Latin-1 letters (é, ł, ő, ş, ā…) render on any machine. Package search's commercial invoice uses it, and
 * receiving's SCD document is to be made with it too.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document with the fonts registered as 'regular' and 'bold' (regular selected). */
export function newPdf(info: { title: string; author?: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: false,
    info: { Title: info.title, Author: info.author ?? 'A1 Back Office', Creator: 'A1 Back Office' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A Code 128 barcode of the text, as a PNG to place with doc.image (the text printed under it). */
export function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center' });
}
