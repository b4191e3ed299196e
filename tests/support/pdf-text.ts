/**
 * The text of a PDF as a reader sees it, page by page (pdf.js, Mozilla's PDF reader, in Node): tests check what a
 * generated PDF says (accents included) instead of searching its bytes, which hold glyph ids once a font is embedded.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      // An item per run of text; hasEOL marks the end of a line.
      pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** The whole text of a PDF, pages joined by a blank line. */
export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join('\n\n');
