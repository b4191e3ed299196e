/** CubiScan dimensioner: `STX M ETX CR LF` measures; the answer is `MAC…` (measured) or `MNC<code>` (not measured). */
import { DaemonFailure } from '../errors.ts';

export const CUBISCAN_MEASURE = Buffer.from('\x02M\x03\r\n', 'latin1');

export interface CubiReading {
  length: number;
  width: number;
  height: number;
  dimensionUnit: 'in' | 'cm';
  weight: number;
  unit: 'lb' | 'kg';
  dimWeight: number;
}

const MNC_ERRORS: Record<string, string> = {
  C: 'a corner sensor is blocked. Clear the measuring area and place the parcel against the corner',
  M: 'the measurement failed. Place the parcel again and keep it still',
  Z: 'zeroing failed. Empty the platform and zero the CubiScan',
};

/**
 * `<STX>MAC<location:6>,L<5>,W<5>,H<5>,<E|M>,K<6>,D<6>,<E|M>,F<4>,<D|I><ETX><CR><LF>`.
 * A value starting `_` is under range, `~` over range, `-` too imprecise: each is an error, not a reading.
 */
export function parseCubiScan(frame: string): CubiReading {
  const body = frame
    .replace(/^\x02/, '')
    .replace(/\x03?\r?\n?$/, '')
    .replace(/\x03$/, '');
  if (body.startsWith('MN')) {
    const code = body.charAt(3) || body.charAt(2);
    throw new DaemonFailure(422, `The CubiScan did not measure: ${MNC_ERRORS[code] ?? `error code '${code}'`}.`);
  }
  if (!body.startsWith('MA'))
    throw new DaemonFailure(502, `The CubiScan sent an answer the plugin does not understand: '${body.slice(0, 20)}'.`);
  const fields = body.split(',').slice(1);
  const num = (prefix: string, name: string): number => {
    const f = fields.find((x) => x.startsWith(prefix));
    if (!f) throw new DaemonFailure(502, `The CubiScan answer has no ${name}.`);
    const v = f.slice(1).trim();
    if (v.startsWith('_')) throw new DaemonFailure(422, `The ${name} is below the CubiScan's range.`);
    if (v.startsWith('~')) throw new DaemonFailure(422, `The ${name} is over the CubiScan's range.`);
    if (v.startsWith('-')) throw new DaemonFailure(422, `The ${name} could not be measured precisely. Measure again.`);
    const n = Number(v);
    if (!Number.isFinite(n)) throw new DaemonFailure(502, `The CubiScan's ${name} '${v}' is not a number.`);
    return n;
  };
  // The single-letter unit fields follow H (dimensions) and D (weights).
  const units = fields.filter((x) => x === 'E' || x === 'M');
  const dimMetric = units[0] === 'M';
  const weightMetric = units[1] === 'M';
  return {
    length: num('L', 'length'),
    width: num('W', 'width'),
    height: num('H', 'height'),
    dimensionUnit: dimMetric ? 'cm' : 'in',
    weight: num('K', 'weight'),
    unit: weightMetric ? 'kg' : 'lb',
    dimWeight: num('D', 'dimensional weight'),
  };
}
