/**
 * Minimal workstation lookups used by the session set-up (shell §4, §7). The shell's full daemon client
 * may replace this file; keep the two exported names.
 */
import { PLUGIN_PORT } from '@a1/shared';
import { DAEMON_ROUTES } from '@a1/shared/daemon/contract';
import { a1Raw } from '../providers/a1Client';

export interface WorkstationSetting {
  workStationName: string;
  reportPrinter?: string | null;
  labelPrinter?: string | null;
  smallLabelPrinter?: string | null;
  scaleConnection?: string | null;
  scaleSerialComPort?: string | null;
  scaleUSBVID?: string | null;
  scaleUSBPID?: string | null;
  scaleIPAddress?: string | null;
  autoPrintErrorLabel?: boolean;
}

const PLUGIN_ORIGIN = `http://localhost:${PLUGIN_PORT}`;
/** A missing daemon must not hold up sign-in for long. */
const LOOKUP_TIMEOUT_MS = 3_000;

/** The workstation name the daemon reports (A1 envelope, data.workStation), or undefined when it cannot be read. */
export async function getWorkstation(): Promise<string | undefined> {
  try {
    const response = await fetch(`${PLUGIN_ORIGIN}${DAEMON_ROUTES.workstation}`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    const body = (await response.json()) as { responseStatusCode?: number; responseStatus?: { responseStatusCode: number }; data?: { workStation?: string } };
    const code = body.responseStatusCode ?? body.responseStatus?.responseStatusCode;
    return code === 200 && body.data?.workStation ? body.data.workStation : undefined;
  } catch {
    return undefined;
  }
}

/** The saved settings of a workstation from the A1 server, or undefined when the call fails. */
export async function getWorkstationSettings(name: string): Promise<WorkstationSetting | undefined> {
  const answer = await a1Raw(`/api/A1/UserSetting/WorkStation`, { query: { workStation: name } });
  if (answer.status !== 200) return undefined;
  return (answer.body as { workStationSetting?: WorkstationSetting } | undefined)?.workStationSetting ?? undefined;
}
