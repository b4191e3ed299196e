/** Daemon configuration: one JSON file per user, so the service sees that user's printers and settings. */
import { readFileSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import { homedir, hostname, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { DAEMON_PORT, DEFAULT_ALLOWED_ORIGINS, isScaleType, type ScaleType } from '@a1/shared/daemon/contract';

export interface TcpPrinterConfig {
  name: string;
  /** Raw TCP (JetDirect, port 9100) straight to a label printer. */
  host: string;
  port?: number;
}

export interface ScaleConfig {
  name: string;
  type: ScaleType;
  /** Serial device (`/dev/ttyUSB0`, `COM3`) for com / mtind / mtvip / cubiScan. */
  port?: string;
  baudRate?: number;
  /** MT-SICS over TCP or the qubevu dimensioner: address, and TCP port for MT-SICS. */
  ipaddress?: string;
  tcpPort?: number;
  /** USB HID scale ids (hex strings like "0x0922" or decimal). */
  vid?: string;
  pid?: string;
  /** qubevu: path of the measurement resource; MT-SICS: `S` (wait for stable) or `SI` (immediate, default). */
  path?: string;
  command?: 'S' | 'SI';
}

export interface DaemonConfig {
  port: number;
  allowedOrigins: string[];
  workStationName: string;
  /** CUPS scheduler, `http://host:port`; default the local one. */
  cupsUrl: string;
  printers: TcpPrinterConfig[];
  scales: ScaleConfig[];
  /** The A1 server address (shown by doctor for support; reports come in the request body), and a folder of local report templates. */
  serverUrl?: string;
  reportsDir: string;
}

export function defaultConfigPath(): string {
  if (process.env.A1_PLUGIN_CONFIG) return process.env.A1_PLUGIN_CONFIG;
  const base =
    platform() === 'win32'
      ? (process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'))
      : platform() === 'darwin'
        ? join(homedir(), 'Library', 'Application Support')
        : (process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'));
  return join(base, 'a1-plugin', 'config.json');
}

export function defaultConfig(): DaemonConfig {
  return {
    port: DAEMON_PORT,
    allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS],
    workStationName: hostname(),
    // CUPS_SERVER is the variable CUPS's own tools honour; reuse it.
    cupsUrl: cupsUrlFromEnv() ?? 'http://localhost:631',
    printers: [],
    scales: [],
    reportsDir: join(dirname(defaultConfigPath()), 'reports'),
  };
}

function cupsUrlFromEnv(): string | undefined {
  const s = process.env.CUPS_SERVER;
  if (!s || s.startsWith('/')) return undefined; // a domain socket: IPP over HTTP cannot use it
  return s.includes('://') ? s : `http://${s.includes(':') ? s : `${s}:631`}`;
}

export class ConfigError extends Error {}

/** Validates untrusted JSON into a config, naming the first bad field. */
export function parseConfig(raw: unknown): DaemonConfig {
  const d = defaultConfig();
  if (raw === null || typeof raw !== 'object') throw new ConfigError('config must be a JSON object');
  const r = raw as Record<string, unknown>;
  const cfg: DaemonConfig = { ...d };
  if (r.port !== undefined) {
    if (!Number.isInteger(r.port) || (r.port as number) < 0 || (r.port as number) > 65535)
      throw new ConfigError('port must be 0..65535');
    cfg.port = r.port as number;
  }
  if (r.allowedOrigins !== undefined) {
    if (!Array.isArray(r.allowedOrigins)) throw new ConfigError('allowedOrigins must be a list');
    cfg.allowedOrigins = r.allowedOrigins.map((o) => normaliseOrigin(String(o)));
  }
  if (typeof r.workStationName === 'string' && r.workStationName) cfg.workStationName = r.workStationName;
  if (typeof r.cupsUrl === 'string' && r.cupsUrl) cfg.cupsUrl = r.cupsUrl;
  if (typeof r.serverUrl === 'string' && r.serverUrl) cfg.serverUrl = r.serverUrl;
  if (typeof r.reportsDir === 'string' && r.reportsDir) cfg.reportsDir = r.reportsDir;
  if (r.printers !== undefined) {
    if (!Array.isArray(r.printers)) throw new ConfigError('printers must be a list');
    cfg.printers = r.printers.map((p, i) => {
      const o = p as Record<string, unknown>;
      if (typeof o?.name !== 'string' || typeof o.host !== 'string')
        throw new ConfigError(`printers[${i}] needs name and host`);
      const port = o.port === undefined ? 9100 : Number(o.port);
      if (!Number.isInteger(port) || port <= 0 || port > 65535)
        throw new ConfigError(`printers[${i}].port is not a port`);
      return { name: o.name, host: o.host, port };
    });
  }
  if (r.scales !== undefined) {
    if (!Array.isArray(r.scales)) throw new ConfigError('scales must be a list');
    cfg.scales = r.scales.map((s, i) => {
      const o = s as Record<string, unknown>;
      if (typeof o?.name !== 'string' || !isScaleType(o.type))
        throw new ConfigError(`scales[${i}] needs name and a type of usb, com, cubiScan, mtind, mtvip, qubevu`);
      const sc: ScaleConfig = { name: o.name, type: o.type };
      for (const k of ['port', 'ipaddress', 'vid', 'pid'] as const) if (o[k] !== undefined) sc[k] = String(o[k]);
      if (o.baudRate !== undefined) sc.baudRate = Number(o.baudRate);
      if (o.tcpPort !== undefined) sc.tcpPort = Number(o.tcpPort);
      if (typeof o.path === 'string') sc.path = o.path;
      if (o.command === 'S' || o.command === 'SI') sc.command = o.command;
      return sc;
    });
  }
  return cfg;
}

/** `http://localhost:8080/` and `HTTP://LOCALHOST:8080` are the same origin. */
export function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    throw new ConfigError(`'${origin}' is not an origin like http://localhost:8080`);
  }
}

export function loadConfig(path = defaultConfigPath()): DaemonConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return defaultConfig();
    throw e;
  }
  try {
    return parseConfig(JSON.parse(text));
  } catch (e) {
    throw new ConfigError(`${path}: ${(e as Error).message}`);
  }
}

/** Written atomically so a crash mid-write never leaves a half file the service cannot start with. */
export function saveConfig(cfg: DaemonConfig, path = defaultConfigPath()): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(cfg, null, 2) + '\n');
  renameSync(tmp, path);
}
