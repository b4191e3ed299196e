/** A small text-to-PDF writer (PDF 1.4, the built-in Courier font): enough for tabular reports, no dependency. */

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

export function textToPdf(title: string, lines: string[], opts: { landscape?: boolean } = {}): Buffer {
  const [w, h] = opts.landscape ? [842, 595] : [595, 842]; // A4 points
  const size = 9;
  const lead = 11;
  const margin = 40;
  const perPage = Math.max(1, Math.floor((h - 2 * margin - 2 * lead) / lead));
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += perPage) pages.push(lines.slice(i, i + perPage));

  const objs: string[] = [];
  const add = (s: string) => objs.push(s) - 1 + 1; // 1-based object numbers
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold >>');
  const kids: number[] = [];
  pages.forEach((pl, i) => {
    let text = `BT /F2 ${size + 3} Tf ${margin} ${h - margin} Td (${esc(title)}) Tj ET\n`;
    text += `BT /F1 ${size} Tf ${lead} TL ${margin} ${h - margin - 2 * lead} Td\n`;
    for (const l of pl) text += `(${esc(l)}) Tj T*\n`;
    text += `ET\nBT /F1 8 Tf ${w - margin - 60} ${margin / 2} Td (Page ${i + 1} of ${pages.length}) Tj ET\n`;
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}endstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objs[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
