/** ESC/POS receipts built by node-thermal-printer; the daemon sends the bytes through its own transports. */
import ntp from 'node-thermal-printer';
import { DaemonFailure } from '../errors.ts';

const { printer: ThermalPrinter, types: PrinterTypes } = ntp as unknown as {
  printer: typeof import('node-thermal-printer').printer;
  types: typeof import('node-thermal-printer').types;
};

interface ReceiptLine {
  text: string;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
}

/** Body: plain text (one printed line per line) or JSON `{ "lines": [ "text" | { text, align, bold } ], "cut": true }`. */
export function buildReceipt(body: Buffer, width = 48): Buffer {
  const text = body.toString('utf8');
  let lines: ReceiptLine[];
  let cut = true;
  if (text.trimStart().startsWith('{')) {
    let parsed: { lines?: unknown; cut?: boolean };
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new DaemonFailure(400, 'The receipt is not valid JSON.');
    }
    if (!Array.isArray(parsed.lines)) throw new DaemonFailure(400, 'A receipt needs a "lines" list.');
    lines = parsed.lines.map((l) => (typeof l === 'string' ? { text: l } : (l as ReceiptLine)));
    cut = parsed.cut !== false;
  } else {
    lines = text
      .replace(/\r?\n$/, '')
      .split(/\r?\n/)
      .map((t) => ({ text: t }));
  }
  // The interface is never opened: the object only builds the byte buffer.
  const p = new ThermalPrinter({ type: PrinterTypes.EPSON, interface: 'tcp://127.0.0.1:9', width });
  for (const l of lines) {
    if (l.align === 'center') p.alignCenter();
    else if (l.align === 'right') p.alignRight();
    else p.alignLeft();
    p.bold(!!l.bold);
    p.println(String(l.text ?? ''));
  }
  if (cut) p.cut();
  // ESC @ first: a printer left in bold or another code page by an earlier job starts clean.
  return Buffer.concat([Buffer.from([0x1b, 0x40]), p.getBuffer()]);
}
