/** The user's locale and global grid font size as the shell keeps them in local storage (shell §3, spec 2 §9). */
import { currencyForCountry, GRID_FONT_SIZE, LOCAL_KEYS, SESSION_KEYS } from '@a1/shared';
import type { GridLocale } from '@a1/shared/rules/grid/index';
import { getSession } from '../session/session';
import { currentLocale } from '../shell/useLocaleFormat';

export function gridLocale(): GridLocale {
  const { language, country, format } = currentLocale();
  return { language, country, currency: currencyForCountry(country), format };
}

/** The signed-in app user's id, which keys the per-user values of local storage. */
const appUserId = (): string | number =>
  getSession()?.appUserID ?? sessionStorage.getItem(SESSION_KEYS.appUserId) ?? 'anonymous';

/** The user's global grid font size (User Settings), or 100 %. */
export function globalGridFontSize(): number {
  const n = Number(localStorage.getItem(LOCAL_KEYS.gridFontSize(appUserId())));
  return Number.isFinite(n) && n >= GRID_FONT_SIZE.min && n <= GRID_FONT_SIZE.max ? n : GRID_FONT_SIZE.default;
}

export function saveGlobalGridFontSize(size: number): void {
  localStorage.setItem(LOCAL_KEYS.gridFontSize(appUserId()), String(size));
}

/** Saved grid settings are per grid id and per app user id (shell §3). */
export function settingsKey(gridId: string): string {
  return LOCAL_KEYS.gridSettings(gridId, appUserId());
}
