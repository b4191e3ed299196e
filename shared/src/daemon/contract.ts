/**
 * The workstation daemon's contract (shell §7 "Local plugin on localhost port 19090", design §3 and §6).
 * Shared so the web app's plugin client and the daemon agree on paths, parameters and payloads.
 */
import { PLUGIN_PORT } from '../constants/limits.ts';

export const DAEMON_PORT = PLUGIN_PORT;
export const DAEMON_HOST = '127.0.0.1';

/** Shell §7 paths, relative to http://localhost:19090/. */
export const DAEMON_ROUTES = {
  pluginInstalled: '/plugininstalled',
  workstation: '/workstation',
  weight: '/weight',
  print: '/print',
  report: '/report',
  listPrinters: '/listprinters',
  status: '/status',
} as const;

/** Origins the daemon acts for when no allow-list is configured: the app served by `pnpm start`. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'] as const;

/** Shell §3: scale connection types are exactly these. */
export const SCALE_TYPES = ['usb', 'com', 'cubiScan', 'mtind', 'mtvip', 'qubevu'] as const;
export type ScaleType = (typeof SCALE_TYPES)[number];
export function isScaleType(v: unknown): v is ScaleType {
  return typeof v === 'string' && (SCALE_TYPES as readonly string[]).includes(v);
}

/** Issue 6 limits: a printer problem answers within 5 s, a scale problem within 3 s. */
export const PRINT_TIMEOUT_MS = 4_500;
export const SCALE_TIMEOUT_MS = 2_500;

/** `POST print` formatcode values the daemon understands; anything else is sent raw. */
export const FORMAT_CODES = ['zpl', 'epl', 'escpos', 'receipt', 'text', 'pdf', 'raw'] as const;
export type FormatCode = (typeof FORMAT_CODES)[number];

export type PrinterKind = 'cups' | 'windows' | 'tcp';
export type PrinterState = 'idle' | 'printing' | 'stopped' | 'offline' | 'unknown';

export interface PrinterInfo {
  name: string;
  kind: PrinterKind;
  state: PrinterState;
  /** The printer's own reason when it is not ready (e.g. "media-empty", "Paper out"). */
  reason?: string;
  isDefault: boolean;
}

export type JobState = 'queued' | 'printed' | 'failed';
export interface PrintResult {
  printer: string;
  state: JobState;
  jobId?: number;
  bytes: number;
  reason?: string;
}

export interface WeightReading {
  scale: string;
  type: ScaleType;
  stable: boolean;
  weight: number;
  unit: string;
  length?: number;
  width?: number;
  height?: number;
  dimensionUnit?: string;
  dimWeight?: number;
}

export interface ReportResult {
  name: string;
  action: 'view' | 'print';
  file: string;
  job?: PrintResult;
}

export interface DaemonError {
  at: string;
  area: 'print' | 'weight' | 'report' | 'security' | 'server';
  message: string;
}

export interface DaemonStatus {
  version: string;
  workStationName: string;
  uptimeSeconds: number;
  printers: PrinterInfo[];
  scales: { name: string; type: ScaleType; connection: string }[];
  lastErrors: DaemonError[];
}

/** Messages a packer can act on. */
export const DAEMON_MESSAGES = {
  originRefused:
    'This page is not allowed to use the workstation plugin. Add its address with "a1-plugin config allow-origin <origin>".',
  hostRefused: 'Refused: the plugin only answers requests addressed to localhost.',
  printerNotFound: (name: string) =>
    `Printer '${name}' is not set up on this workstation. Check the printer name in Workstation Settings.`,
  scaleNotConfigured:
    'This scale is not set up on this workstation. Run "a1-plugin config add-scale" or check Workstation Settings.',
  notFound: 'Unknown plugin call.',
} as const;
