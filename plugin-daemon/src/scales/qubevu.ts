/** QubeVu dimensioner over HTTP at the configured address: one GET returns the last measurement as JSON. */
import { DaemonFailure } from '../errors.ts';

export interface QubevuReading {
  stable: boolean;
  weight: number;
  unit: string;
  length: number;
  width: number;
  height: number;
  dimensionUnit: string;
}

/** Default path of the measurement resource; a site can set `path` on the scale if its firmware differs. */
export const QUBEVU_PATH = '/qubevuapi/measure';

/** Case-insensitive field lookup, also one level down (e.g. `{ "Dimensions": { "Length": … } }`). */
function pick(o: Record<string, unknown>, ...names: string[]): unknown {
  for (const [k, v] of Object.entries(o)) if (names.includes(k.toLowerCase())) return v;
  for (const v of Object.values(o))
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const r = pick(v as Record<string, unknown>, ...names);
      if (r !== undefined) return r;
    }
  return undefined;
}

export function parseQubevu(json: unknown): QubevuReading {
  if (!json || typeof json !== 'object') throw new DaemonFailure(502, 'The dimensioner sent no measurement.');
  const o = json as Record<string, unknown>;
  const err = pick(o, 'error', 'errormessage');
  if (typeof err === 'string' && err) throw new DaemonFailure(422, `The dimensioner did not measure: ${err}.`);
  const n = (name: string, ...names: string[]) => {
    const v = Number(pick(o, ...names));
    if (!Number.isFinite(v)) throw new DaemonFailure(502, `The dimensioner's answer has no ${name}.`);
    return v;
  };
  const stableField = pick(o, 'stable', 'isstable');
  return {
    length: n('length', 'length', 'l'),
    width: n('width', 'width', 'w'),
    height: n('height', 'height', 'h'),
    dimensionUnit: String(pick(o, 'dimensionunit', 'dimunit', 'lengthunit') ?? 'in'),
    weight: n('weight', 'weight'),
    unit: String(pick(o, 'weightunit', 'unit') ?? 'lb'),
    stable: stableField === undefined ? true : stableField === true || stableField === 'true',
  };
}

export async function readQubevu(ipaddress: string, timeoutMs: number, path = QUBEVU_PATH): Promise<QubevuReading> {
  const base = /^https?:\/\//.test(ipaddress) ? ipaddress : `http://${ipaddress}`;
  let res: Response;
  try {
    res = await fetch(new URL(path, base), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    if ((e as Error).name === 'TimeoutError')
      throw new DaemonFailure(
        504,
        `The dimensioner at ${ipaddress} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
      );
    throw new DaemonFailure(
      503,
      `Cannot reach the dimensioner at ${ipaddress}. Check that it is on and on the network.`,
    );
  }
  if (!res.ok) throw new DaemonFailure(502, `The dimensioner at ${ipaddress} answered HTTP ${res.status}.`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new DaemonFailure(502, `The dimensioner at ${ipaddress} did not answer with JSON.`);
  }
  return parseQubevu(body);
}
