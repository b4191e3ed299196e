/**
 * The workstation, printer and scale settings kept in the session (shell §3 "Further session values").
 * Kept under their own key beside the header set so the sign-in code and the shell do not overwrite each other.
 */
import type { WorkStationSetting } from '@a1/shared';
import { isScaleType, type ScaleType } from '@a1/shared/daemon/contract';

export interface WorkstationSetting {
  workStationName: string;
  reportPrinter: string | null;
  labelPrinter: string | null;
  smallLabelPrinter: string | null;
  scaleConnection: ScaleType | null;
  scaleSerialComPort: string | null;
  scaleUSBVID: string | null;
  scaleUSBPID: string | null;
  scaleIPAddress: string | null;
  autoPrintErrorLabel: boolean;
}

const KEY = 'a1.workstationSettings';

export function getWorkstationSetting(): WorkstationSetting | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as WorkstationSetting | null;
  } catch {
    return null;
  }
}

export function setWorkstationSetting(setting: WorkstationSetting | null): void {
  if (setting) sessionStorage.setItem(KEY, JSON.stringify(setting));
  else sessionStorage.removeItem(KEY);
}

/** The settings as the server answers them (GET WorkStation), its scale type checked against the known ones. */
export const fromServer = (setting: WorkStationSetting): WorkstationSetting => ({
  ...setting,
  scaleConnection: isScaleType(setting.scaleConnection) ? setting.scaleConnection : null,
});
