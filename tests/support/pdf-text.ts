/**
 * The text of a PDF made by pdfkit (server/src/pdf), for tests that check what a document says: its streams are
 * inflated, each embedded font's ToUnicode map read, and the strings shown (Tj, TJ) decoded with the map of the font
 * selected (Tf) at that point. Enough for our own documents; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

type CMap = Map<number, string>;

function objects(pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const text = pdf.toString('latin1');
  const found = new Map<number, { dict: string; stream: Buffer | null }>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const body = m[2];
    const at = body.indexOf('stream');
    if (at < 0) {
      found.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end), 'latin1');
    if (/\/FlateDecode/.test(dict)) {
      const length = /\/Length (\d+)/.exec(dict);
      if (length) raw = raw.subarray(0, Number(length[1]));
      raw = inflateSync(raw);
    }
    found.set(Number(m[1]), { dict, stream: raw });
  }
  return found;
}

const hexToString = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function readCMap(source: string): CMap {
  const map: CMap = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(code, 16), hexToString(value.replace(/\s/g, '')));
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, rest] of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      if (rest.startsWith('[')) {
        const values = [...rest.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((v) => hexToString(v[1].replace(/\s/g, '')));
        for (let c = from; c <= to; c++) map.set(c, values[c - from] ?? '');
      } else {
        const base = parseInt(rest.slice(1, -1), 16);
        for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(base + c - from));
      }
    }
  return map;
}

/** The document's text, a line per text-showing operator, in the order drawn. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  // Font resource name (/F1) → its ToUnicode map.
  const fonts = new Map<string, CMap>();
  for (const { dict } of all.values())
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(Number(ref));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && all.get(Number(toUnicode[1]))?.stream;
      if (cmap) fonts.set(name, readCMap(cmap.toString('latin1')));
    }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream) continue;
    const content = stream.toString('latin1');
    if (!/\bTf\b/.test(content)) continue;
    let map: CMap | undefined;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]) TJ|(<[0-9a-fA-F]*>) Tj/g)) {
      if (op[1]) {
        map = fonts.get(op[1]);
        continue;
      }
      const strings = [...(op[2] ?? op[3]).matchAll(/<([0-9a-fA-F]*)>/g)].map((s) => s[1]);
      let line = '';
      for (const hex of strings)
        for (let i = 0; i + 4 <= hex.length; i += 4) line += map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      lines.push(line);
    }
  }
  return lines.join('\n');
}
