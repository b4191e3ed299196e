/**
 * Session set-up after a successful sign-in (shell §4): store the login (default location, else the first),
 * fetch the permitted side-menu list (design §4: fetch permissions at login and cache them), then the
 * workstation from the daemon and its settings from the server.
 */
import { securityCalls, type LoginResult } from '@a1/shared';
import { menuRoutes } from '@a1/shared/rules/sign-in';
import { dataProvider } from '../providers/dataProvider';
import { getWorkstation, getWorkstationSettings } from '../plugin/workstation';
import { setPermissions, storeLogin, updateSession } from './session';
import { setWorkstationSetting } from '../shell/workstationSession';

/** Name kept when the daemon cannot tell the workstation (shell §4). */
export const UNKNOWN_WORKSTATION = 'Unknown';

export async function loadPermissions(): Promise<void> {
  // A failed side-menu load stores the message and clears the permissions (shell §4 Timers).
  await dataProvider.call(securityCalls.sideMenu, {}, { quiet: true }).then(
    (sideMenu) => setPermissions(menuRoutes(sideMenu)),
    (error: Error) => setPermissions(null, error.message || 'The side menu could not be loaded.'),
  );
}

export async function loadWorkstation(): Promise<void> {
  const name = await getWorkstation();
  if (!name) {
    updateSession({ workStation: UNKNOWN_WORKSTATION, autoPrintErrorLabel: true });
    return;
  }
  const settings = await getWorkstationSettings(name);
  // The shell's printing and scale code reads the settings from their own session key.
  setWorkstationSetting(settings ?? null);
  updateSession({
    workStation: name,
    // A failed settings call means auto-print stays on (shell §4).
    autoPrintErrorLabel: settings?.autoPrintErrorLabel ?? true,
    workStationSetting: settings ? { ...settings } : null,
  });
}

export async function setUpSession(result: LoginResult): Promise<void> {
  storeLogin(result);
  await Promise.all([loadPermissions(), loadWorkstation()]);
}
