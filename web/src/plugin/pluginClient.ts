/**
 * Client of the workstation daemon on localhost:19090 (shell §7 "Local plugin"). Every answer is the A1
 * envelope; a request that cannot reach the daemon throws PluginUnavailable, whose message is the spec's
 * 'Cannot Read Plugin. Is it running?'.
 */
import { PLUGIN_PORT, type ResponseStatus } from '@a1/shared';
import { SHELL_MESSAGES } from '@a1/shared/constants/shell';
import type { PrinterInfo, WeightReading } from '@a1/shared/daemon/contract';
import { noteDaemonAbsent, noteDaemonPresent } from './daemonPresence';

/** Overridable for tests and unusual set-ups; the spec fixes localhost:19090. */
export const pluginBase = (): string =>
  (import.meta.env.VITE_A1_PLUGIN_ORIGIN as string | undefined) ?? `http://localhost:${PLUGIN_PORT}`;

export class PluginUnavailable extends Error {
  constructor() {
    super(SHELL_MESSAGES.cannotReadPlugin);
  }
}

export interface PluginAnswer<T> {
  code: number;
  message: string;
  data?: T;
}

type Query = Record<string, string | number | null | undefined>;

async function pluginCall<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; query?: Query; body?: string; timeoutMs?: number } = {},
): Promise<PluginAnswer<T>> {
  const url = new URL(path, pluginBase());
  for (const [key, value] of Object.entries(init.query ?? {}))
    if (value !== null && value !== undefined && value !== '') url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: init.body !== undefined ? { 'Content-Type': 'text/plain' } : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 8000),
    });
  } catch (error) {
    // Refused (a TypeError), not a timeout: nothing listens on the port.
    if (error instanceof TypeError) noteDaemonAbsent();
    throw new PluginUnavailable();
  }
  noteDaemonPresent();
  const body = (await response.json().catch(() => undefined)) as
    { responseStatus?: ResponseStatus; data?: T } | undefined;
  return {
    code: body?.responseStatus?.responseStatusCode ?? response.status,
    message: body?.responseStatus?.responseStatusMessage ?? response.statusText,
    data: body?.data,
  };
}

/** GET plugininstalled: true when the daemon answers 200. Never throws. */
export async function isPluginInstalled(): Promise<boolean> {
  try {
    return (await pluginCall<unknown>('/plugininstalled', { timeoutMs: 3000 })).code === 200;
  } catch {
    return false;
  }
}

/** GET workstation: the workstation name, or undefined when the daemon does not answer 200. */
export async function pluginWorkstation(timeoutMs?: number): Promise<string | undefined> {
  const answer = await pluginCall<{ workStation?: string } | string>('/workstation', { timeoutMs });
  if (answer.code !== 200) return undefined;
  return typeof answer.data === 'string' ? answer.data : answer.data?.workStation;
}

/** GET listprinters; a code other than 200 throws the spec's 'Could not read printers. Please Check Plugin.' */
export async function listPrinters(): Promise<string[]> {
  const answer = await pluginCall<Array<PrinterInfo | string>>('/listprinters');
  if (answer.code !== 200) throw new Error(SHELL_MESSAGES.couldNotReadPrinters);
  return (answer.data ?? []).map((p) => (typeof p === 'string' ? p : p.name));
}

/** GET print: a raw string to a printer (the error label of the error dialog). */
export async function printString(printerName: string, printString: string): Promise<PluginAnswer<unknown>> {
  return pluginCall('/print', { query: { printername: printerName, printstring: printString } });
}

/** POST print: content in the body with its format code. */
export async function printContent(
  printerName: string,
  content: string,
  formatCode: string,
  options: { contentSize?: string; orientation?: string } = {},
): Promise<PluginAnswer<unknown>> {
  return pluginCall('/print', {
    method: 'POST',
    body: content,
    query: {
      printername: printerName,
      formatcode: formatCode,
      contentsize: options.contentSize,
      orientation: options.orientation,
    },
  });
}

/** A ZPL error label with the message, one line per field (the label printer of the workstation). */
export function errorLabel(message: string): string {
  const lines = message
    .split('\n')
    .flatMap((line) => line.match(/.{1,40}/g) ?? [''])
    .slice(0, 12);
  const fields = lines.map((line, i) => `^FO30,${60 + i * 35}^A0N,28,28^FD${line.replace(/[\^~]/g, ' ')}^FS`).join('');
  return `^XA^FO30,20^A0N,34,34^FDERROR^FS${fields}^XZ`;
}

/** The scale settings of the workstation (Workstation Settings) that GET weight takes. */
export interface ScaleSetting {
  scaleConnection: string | null;
  scaleSerialComPort: string | null;
  scaleUSBVID: string | null;
  scaleUSBPID: string | null;
  scaleIPAddress: string | null;
}

/** GET weight with the workstation's scale; a code other than 200 throws the daemon's message. */
export async function readWeight(scale: ScaleSetting, timeoutMs = 4_000): Promise<WeightReading> {
  const answer = await pluginCall<WeightReading>('/weight', {
    timeoutMs,
    query: {
      mode: scale.scaleConnection,
      port: scale.scaleSerialComPort,
      vid: scale.scaleUSBVID,
      pid: scale.scaleUSBPID,
      ipaddress: scale.scaleIPAddress,
    },
  });
  if (answer.code !== 200 || !answer.data) throw new Error(answer.message);
  return answer.data;
}
