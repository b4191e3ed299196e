/**
 * Workstation lookups of the session set-up (shell §4, §7): the name from the daemon, the settings from the A1 server.
 * Both answer undefined on failure, so sign-in goes on with the spec's fallbacks.
 */
import { userSettingCalls } from '@a1/shared';
import { dataProvider } from '../providers/dataProvider';
import { fromServer, type WorkstationSetting } from '../shell/workstationSession';
import { pluginWorkstation } from './pluginClient';
import { daemonKnownAbsent } from './daemonPresence';

/** A missing daemon must not hold up sign-in for long. */
const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * The workstation name the daemon reports, or undefined when it cannot be read or is known to be absent (not asked
 * again at each sign-in: daemonPresence).
 */
export async function getWorkstation(): Promise<string | undefined> {
  if (daemonKnownAbsent()) return undefined;
  try {
    return await pluginWorkstation(LOOKUP_TIMEOUT_MS);
  } catch {
    return undefined;
  }
}

/** The saved settings of a workstation from the A1 server, or undefined when the call fails. */
export async function getWorkstationSettings(name: string): Promise<WorkstationSetting | undefined> {
  const setting = await dataProvider
    .call(userSettingCalls.workStation, { query: { workStation: name } }, { quiet: true })
    .catch(() => undefined);
  return setting ? fromServer(setting) : undefined;
}
