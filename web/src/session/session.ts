/**
 * The signed-in session as the browser keeps it (shell §3): the header set as JSON plus the spec's
 * named keys (access_token, module, locationName, AppUserID). Authenticated exactly when an access token exists.
 */
import { SESSION_KEYS, type Location, type LoginResult } from '@a1/shared';
import { emit } from '../shell/events';

export interface SessionValues {
  apiUserName: string;
  apiPassword: string;
  apiKey: string;
  locationId: number | null;
  locationName: string;
  subsidiaryName: string;
  defaultModule: string;
  userID: number;
  appUserID: number;
  userFullName: string;
  userName: string;
  module: string;
  devTest: boolean;
  environment: string;
  workStation: string;
  isInternal: boolean;
  isInternalSecure: boolean;
  availableLocations: Location[];
  /** Auto-print of error labels: from the workstation settings, true when they cannot be read (shell §4). */
  autoPrintErrorLabel: boolean;
  /** The workstation's printer and scale settings, when the server has them. */
  workStationSetting?: Record<string, unknown> | null;
}

export const isAuthenticated = (): boolean => !!sessionStorage.getItem(SESSION_KEYS.accessToken);

export function getSession(): SessionValues | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.session);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionValues;
  } catch {
    return null;
  }
}

export function updateSession(patch: Partial<SessionValues>): void {
  const current = getSession();
  if (!current) return;
  const next = { ...current, ...patch };
  sessionStorage.setItem(SESSION_KEYS.session, JSON.stringify(next));
  if (patch.module !== undefined) sessionStorage.setItem(SESSION_KEYS.module, patch.module);
  if (patch.locationName !== undefined) sessionStorage.setItem(SESSION_KEYS.locationName, patch.locationName);
}

/** Session set-up (shell §4): the default location, else the first available one. */
export function chooseLocation(locations: Location[]): Location | undefined {
  return locations.find((l) => l.isDefault) ?? locations[0];
}

export function storeLogin(result: LoginResult): SessionValues {
  const location = chooseLocation(result.user.availableLocations);
  const values: SessionValues = {
    apiUserName: result.apiUsername,
    apiPassword: result.apiPassword,
    apiKey: result.apiKey,
    locationId: location?.locationId ?? null,
    locationName: location?.locationName ?? '',
    subsidiaryName: location?.subsidiaryName ?? '',
    defaultModule: result.user.defaultMainModule,
    userID: result.user.kanbanUserId,
    appUserID: result.user.userId,
    userFullName: result.user.userFullName,
    userName: result.user.username,
    module: result.user.defaultMainModule,
    devTest: result.isTestMode,
    environment: result.environment,
    workStation: 'Unknown',
    isInternal: result.user.isInternal,
    isInternalSecure: result.user.isInternalSecure,
    availableLocations: result.user.availableLocations,
    autoPrintErrorLabel: true,
    workStationSetting: null,
  };
  sessionStorage.setItem(SESSION_KEYS.session, JSON.stringify(values));
  sessionStorage.setItem(SESSION_KEYS.accessToken, result.accessToken);
  sessionStorage.setItem(SESSION_KEYS.module, values.module);
  sessionStorage.setItem(SESSION_KEYS.locationName, values.locationName);
  sessionStorage.setItem(SESSION_KEYS.appUserId, String(values.appUserID));
  sessionStorage.setItem(SESSION_KEYS.isInternal, String(values.isInternal));
  return values;
}

/** Sign-out clears all session storage (shell §4 Session). */
export function clearSession(): void {
  sessionStorage.clear();
}

export function getPermissions(): string[] | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.sideMenuPermissions);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as string[];
  } catch {
    return null;
  }
}

export function setPermissions(routes: string[] | null, error?: string): void {
  if (routes) sessionStorage.setItem(SESSION_KEYS.sideMenuPermissions, JSON.stringify(routes));
  else sessionStorage.removeItem(SESSION_KEYS.sideMenuPermissions);
  if (error) sessionStorage.setItem(SESSION_KEYS.sideMenuError, error);
  else sessionStorage.removeItem(SESSION_KEYS.sideMenuError);
  emit('permissionsChanged');
}
