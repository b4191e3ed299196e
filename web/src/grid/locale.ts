/** The user's locale and global grid font size as the shell keeps them in local storage (shell §3, spec 2 §9). */
import { currencyForCountry, GRID_FONT_SIZE, LOCAL_KEYS, SESSION_KEYS } from '@a1/shared';
import { DEFAULT_GRID_LOCALE, type GridLocale } from '@a1/shared/rules/grid/index';
import { getSession } from '../session/session';

export function gridLocale(): GridLocale {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_KEYS.locale) ?? 'null') as {
      language?: string;
      country?: string;
    } | null;
    if (!stored?.language || !stored.country) return DEFAULT_GRID_LOCALE;
    return { language: stored.language, country: stored.country, currency: currencyForCountry(stored.country) };
  } catch {
    // A stored locale that fails to parse falls back to the default (shell §8).
    return DEFAULT_GRID_LOCALE;
  }
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
