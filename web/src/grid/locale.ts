/** The user's locale and global grid font size as the shell keeps them in local storage (shell §3). */
import { currencyForCountry, GRID_FONT_SIZE, LOCAL_KEYS } from '@a1/shared';
import { DEFAULT_GRID_LOCALE, type GridLocale } from '@a1/shared/rules/grid/index';
import { getSession } from '../session/session';

export function gridLocale(): GridLocale {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_KEYS.locale) ?? 'null') as { language?: string; country?: string } | null;
    if (!stored?.language || !stored.country) return DEFAULT_GRID_LOCALE;
    return { language: stored.language, country: stored.country, currency: currencyForCountry(stored.country) };
  } catch {
    // A stored locale that fails to parse falls back to the default (shell §8).
    return DEFAULT_GRID_LOCALE;
  }
}

export function globalGridFontSize(): number {
  const n = Number(localStorage.getItem(LOCAL_KEYS.gridFontSize));
  return Number.isFinite(n) && n >= GRID_FONT_SIZE.min && n <= GRID_FONT_SIZE.max ? n : GRID_FONT_SIZE.default;
}

/** Saved grid settings are per grid id and per app user id (shell §3). */
export function settingsKey(gridId: string): string {
  return LOCAL_KEYS.gridSettings(gridId, getSession()?.appUserID ?? sessionStorage.getItem('AppUserID') ?? 'anonymous');
}
