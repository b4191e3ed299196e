/** USB HID point-of-sale scales (usage page 0x8D): report = [id 3], status, unit, exponent, weight LSB, MSB. */
import { DaemonFailure } from '../errors.ts';

export interface HidReading {
  stable: boolean;
  weight: number;
  unit: string;
}

// HID POS usage tables, "Weight Unit" values.
const UNITS: Record<number, string> = {
  1: 'mg',
  2: 'g',
  3: 'kg',
  4: 'ct',
  5: 'taels',
  6: 'gr',
  7: 'dwt',
  8: 't',
  9: 'ton',
  10: 'ozt',
  11: 'oz',
  12: 'lb',
};

/** Parses one input report; with or without the leading report id (hidraw on some systems strips it). */
export function parseHidReport(report: Buffer | number[]): HidReading {
  const b = Buffer.from(report);
  const r =
    b.length >= 6 ? b.subarray(b.length === 6 && b[0] === 3 ? 1 : b.length - 5) : b.length === 5 ? b : undefined;
  if (!r)
    throw new DaemonFailure(
      502,
      `The USB scale sent a report of ${b.length} bytes; a point-of-sale scale sends 5 or 6.`,
    );
  const [status, unitCode, expByte, lo, hi] = [r[0], r[1], r[2], r[3], r[4]];
  const exponent = expByte > 127 ? expByte - 256 : expByte;
  const raw = lo | (hi << 8);
  const unit = UNITS[unitCode] ?? `unit ${unitCode}`;
  const weight = Number((raw * 10 ** exponent).toFixed(Math.max(0, -exponent)));
  switch (status) {
    case 1:
      throw new DaemonFailure(502, 'The USB scale reports a fault. Unplug it and plug it in again.');
    case 2:
      return { stable: true, weight: 0, unit };
    case 3:
      return { stable: false, weight, unit };
    case 4:
      return { stable: true, weight, unit };
    case 5:
      throw new DaemonFailure(422, 'The USB scale is below zero. Empty it and zero it.');
    case 6:
      throw new DaemonFailure(422, 'The USB scale is overloaded. Take weight off it.');
    case 7:
      throw new DaemonFailure(502, 'The USB scale needs calibrating.');
    case 8:
      throw new DaemonFailure(422, 'The USB scale needs re-zeroing. Empty it and press zero.');
    default:
      throw new DaemonFailure(502, `The USB scale sent an unknown status ${status}.`);
  }
}

export function parseUsbId(v: string | undefined): number {
  // Hex unless plainly decimal: "0x0922", "0922" and "922a" are hex; "2338" is decimal.
  const n = v === undefined ? NaN : /^0x/i.test(v) || /[a-f]/i.test(v) || /^0/.test(v) ? parseInt(v, 16) : Number(v);
  if (!Number.isInteger(n)) throw new DaemonFailure(400, `'${v}' is not a USB vendor or product id.`);
  return n;
}

/** Reads a fresh report from the scale. The first report after opening is stale (the last one buffered before), so it is dropped. */
export async function readHidScale(
  vid: string | undefined,
  pid: string | undefined,
  timeoutMs: number,
): Promise<HidReading> {
  const v = parseUsbId(vid);
  const p = parseUsbId(pid);
  let hid: typeof import('node-hid');
  try {
    hid = await import('node-hid');
  } catch {
    throw new DaemonFailure(503, 'USB scales are not supported in this build (node-hid is missing).');
  }
  const device = await hid.HIDAsync.open(v, p).catch(() => {
    throw new DaemonFailure(
      503,
      `No USB scale ${hex(v)}:${hex(p)} is plugged in. Check the cable, or the VID/PID in Workstation Settings.`,
    );
  });
  try {
    return parseHidReport(
      await readFreshReport(
        device,
        timeoutMs,
        `The USB scale ${hex(v)}:${hex(p)} sent no weight within ${Math.round(timeoutMs / 1000)} s.`,
      ),
    );
  } finally {
    await device.close().catch(() => undefined);
  }
}

export interface ReportSource {
  read(timeoutMs: number): Promise<Buffer | number[] | undefined>;
}

/**
 * The stale-first-read quirk: the first report after opening is whatever the scale sent last, possibly long ago.
 * A scale that reports continuously sends a fresh one within a few hundred ms, which wins; a scale that only
 * reports on change sends nothing more, and then the first report is the current weight.
 */
export async function readFreshReport(
  device: ReportSource,
  timeoutMs: number,
  silentMessage: string,
  freshWindowMs = 400,
): Promise<Buffer> {
  const deadline = Date.now() + timeoutMs;
  let first: Buffer | undefined;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) {
      if (first) return first;
      throw new DaemonFailure(504, silentMessage);
    }
    const data = await device.read(Math.min(left, first ? freshWindowMs : 1000));
    if (data && data.length > 0) {
      if (first) return Buffer.from(data);
      first = Buffer.from(data);
    } else if (first) {
      return first;
    }
  }
}

const hex = (n: number) => `0x${n.toString(16).padStart(4, '0')}`;
