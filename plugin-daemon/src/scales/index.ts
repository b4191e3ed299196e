/** `GET weight`: find the configured scale the request names, then read it with its protocol. */
import { DAEMON_MESSAGES, SCALE_TIMEOUT_MS, isScaleType, type WeightReading } from '@a1/shared/daemon/contract';
import type { DaemonConfig, ScaleConfig } from '../config.ts';
import { DaemonFailure, KeyedMutex } from '../errors.ts';
import { CUBISCAN_MEASURE, parseCubiScan } from './cubiscan.ts';
import { readHidScale } from './hid.ts';
import { MTSICS_COMMANDS, parseMtSics } from './mtsics.ts';
import { readQubevu } from './qubevu.ts';
import { exchange, firstLine, type Link } from './transport.ts';

export interface WeightQuery {
  mode?: string;
  port?: string;
  vid?: string;
  pid?: string;
  ipaddress?: string;
}

const same = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
const hostOf = (s: string) => s.replace(/^https?:\/\//, '').replace(/[:/].*$/, '');
/** USB ids arrive as "0x0922", "0922" (hex) or "2338" (decimal): an id matches if any reading of both agrees. */
const usbIds = (s: string | undefined): number[] => {
  if (!s) return [];
  const t = s.trim();
  if (/^0x[0-9a-f]+$/i.test(t)) return [parseInt(t, 16)];
  if (/^[0-9a-f]+$/i.test(t)) return /^\d+$/.test(t) ? [parseInt(t, 16), Number(t)] : [parseInt(t, 16)];
  return [];
};
const sameUsbId = (a: string | undefined, b: string | undefined) => usbIds(a).some((x) => usbIds(b).includes(x));

/**
 * Only configured scales are reachable: the request's port / ids / address select among them and are never
 * used to open anything the configuration does not list.
 */
export function resolveScale(scales: ScaleConfig[], q: WeightQuery): ScaleConfig {
  if (q.mode && !isScaleType(q.mode))
    throw new DaemonFailure(400, `'${q.mode}' is not a scale type. Use usb, com, cubiScan, mtind, mtvip or qubevu.`);
  const ofType = q.mode ? scales.filter((s) => s.type === q.mode) : scales;
  const named = q.port || q.ipaddress || q.vid || q.pid;
  const match = ofType.filter((s) => {
    if (!named) return true;
    if (q.port && !same(s.port, q.port)) return false;
    if (q.ipaddress && !(s.ipaddress && hostOf(s.ipaddress).toLowerCase() === hostOf(q.ipaddress).toLowerCase()))
      return false;
    if (q.vid && !sameUsbId(s.vid, q.vid)) return false;
    if (q.pid && !sameUsbId(s.pid, q.pid)) return false;
    return true;
  });
  if (match.length === 0) throw new DaemonFailure(403, DAEMON_MESSAGES.scaleNotConfigured);
  if (match.length > 1)
    throw new DaemonFailure(
      400,
      'More than one scale matches. Give the scale port, address or USB ids in Workstation Settings.',
    );
  return match[0];
}

export function scaleLink(s: ScaleConfig, defaultTcpPort: number): Link {
  if (s.port) return { kind: 'serial', path: s.port, baudRate: s.baudRate ?? 9600 };
  if (s.ipaddress) {
    const [host, p] = hostOf(s.ipaddress) === s.ipaddress ? [s.ipaddress, undefined] : s.ipaddress.split(':');
    return { kind: 'tcp', host, port: s.tcpPort ?? (p ? Number(p) : defaultTcpPort) };
  }
  throw new DaemonFailure(400, `Scale '${s.name}' has no port or address configured.`);
}

export function describeScale(s: ScaleConfig): string {
  if (s.type === 'usb') return `USB ${s.vid ?? '?'}:${s.pid ?? '?'}`;
  if (s.type === 'qubevu') return `http://${s.ipaddress ?? '?'}`;
  return s.port ? `${s.port} @ ${s.baudRate ?? 9600}` : `${s.ipaddress ?? '?'}${s.tcpPort ? `:${s.tcpPort}` : ''}`;
}

// Usual TCP ports: MT-SICS on Mettler's Ethernet option, CubiScan's network module.
const MT_TCP_PORT = 4305;
const CUBI_TCP_PORT = 1050;

export async function readScale(s: ScaleConfig, timeoutMs = SCALE_TIMEOUT_MS): Promise<WeightReading> {
  const base = { scale: s.name, type: s.type };
  switch (s.type) {
    case 'usb': {
      const r = await readHidScale(s.vid, s.pid, timeoutMs);
      return { ...base, ...r };
    }
    case 'qubevu': {
      if (!s.ipaddress) throw new DaemonFailure(400, `Dimensioner '${s.name}' has no IP address configured.`);
      const r = await readQubevu(s.ipaddress, timeoutMs, s.path);
      return { ...base, ...r };
    }
    case 'cubiScan': {
      const frame = await exchange(scaleLink(s, CUBI_TCP_PORT), CUBISCAN_MEASURE, firstLine, timeoutMs);
      const r = parseCubiScan(frame);
      return { ...base, stable: true, ...r };
    }
    case 'com':
    case 'mtind':
    case 'mtvip': {
      const cmd = Buffer.from(s.command === 'S' ? MTSICS_COMMANDS.stable : MTSICS_COMMANDS.immediate, 'latin1');
      const line = await exchange(scaleLink(s, MT_TCP_PORT), cmd, firstLine, timeoutMs);
      return { ...base, ...parseMtSics(line) };
    }
  }
}

export class Scales {
  private readonly lock = new KeyedMutex();
  constructor(private readonly cfg: DaemonConfig) {}

  weigh(q: WeightQuery): Promise<WeightReading> {
    const s = resolveScale(this.cfg.scales, q);
    // One conversation per device at a time: two tabs weighing at once must not interleave on one port.
    return this.lock.run(s.name, () => readScale(s));
  }
}
