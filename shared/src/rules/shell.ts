/** Pure shell rules (shell §2, §3, §4, §5, §6): no React, no Node. */
import {
  NOTIFICATION_BADGE_CAP,
  DEFAULT_LANGUAGE,
  DEFAULT_COUNTRY,
  DEFAULT_MAIN_MODULE,
  GRID_FONT_SIZE,
} from '../constants/limits.ts';
import {
  COUNTRY_DATE_FORMATS,
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  SUBSIDIARY_COUNTRIES,
  TIME_SUFFIX,
  type DateFormat,
} from '../constants/shell.ts';
import type { MenuEntry } from '../contract/auth.ts';
import type { ScaleType } from '../daemon/contract.ts';
import { normalizeRoute, sectionOf } from './access.ts';

/** Badge text: the count 1–9, '9+' from 10, nothing at 0 (shell §2, §9). */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

/** Global means any subsidiary not named USA (shell §6). */
export const isGlobalSubsidiary = (subsidiaryName: string | null | undefined): boolean =>
  !!subsidiaryName && subsidiaryName !== 'USA';

/** Subsidiary, with the location in brackets only when it differs (shell §2 Header). */
export function subsidiaryLabel(subsidiaryName: string, locationName: string): string {
  if (!locationName || locationName === subsidiaryName) return subsidiaryName;
  return `${subsidiaryName} (${locationName})`;
}

/** A sales user holds a Sales module in the side menu (shell §1). */
export function isSalesUser(menu: readonly Pick<MenuEntry, 'parentModule' | 'moduleName'>[]): boolean {
  return menu.some((entry) => entry.parentModule === 'Sales' || entry.moduleName === 'Sales');
}

/** Side-menu entries of the selected main module, default Operations (shell §2 Sidebar). */
export function menuForModule(menu: readonly MenuEntry[], module: string | null | undefined): MenuEntry[] {
  const selected = module || DEFAULT_MAIN_MODULE;
  return menu.filter((entry) => entry.parentModule === selected);
}

/**
 * The main module whose side menu lists `pathname`, when the selected one does not (a page reached by a direct link or
 * a header button): the side menu follows the page, as the module menu would have led there. Null when the selected
 * module lists the page, or none does (Home, a ticket's own address): the selection stays.
 */
export function moduleOfPage(
  menu: readonly MenuEntry[],
  module: string | null | undefined,
  pathname: string,
): string | null {
  const lists = (entry: MenuEntry): boolean =>
    menuHref(entry.routeLink).split('?')[0] === pathname || entry.subMenu.some(lists);
  if (menuForModule(menu, module).some(lists)) return null;
  return menu.find(lists)?.parentModule ?? null;
}

const READ_ONLY_PREFIXES = ['supplier/asendia-service-bundle', 'supplier/new-service'];

/** The link a menu item opens: absolute, with readOnly=true for the supplier pages (shell §2 Sidebar). */
export function menuHref(routeLink: string): string {
  const route = routeLink.replace(/^\/+/, '');
  const href = `/${route}`;
  if (!READ_ONLY_PREFIXES.some((prefix) => route.startsWith(prefix))) return href;
  return `${href}${href.includes('?') ? '&' : '?'}readOnly=true`;
}

export interface ExportItemState {
  isComplete: boolean;
  isExpired: boolean;
}
export type ExportTab = 'ready' | 'pending' | 'expired';

/** Tab of one export (shell §4): Ready = complete, not expired; Pending = not complete; Expired = complete, expired. */
export function exportTab(item: ExportItemState): ExportTab {
  if (!item.isComplete) return 'pending';
  return item.isExpired ? 'expired' : 'ready';
}

/** Default tab (shell §4): Ready if any is ready, else Pending if any is incomplete, else Expired. */
export function defaultExportTab(items: readonly ExportItemState[]): ExportTab {
  if (items.some((i) => exportTab(i) === 'ready')) return 'ready';
  if (items.some((i) => !i.isComplete)) return 'pending';
  return 'expired';
}

export const canDownloadExport = (item: ExportItemState): boolean => item.isComplete && !item.isExpired;

export interface LocaleSetting {
  language: string;
  country: string;
  format: DateFormat;
}
export const DEFAULT_LOCALE: LocaleSetting = {
  language: DEFAULT_LANGUAGE,
  country: DEFAULT_COUNTRY,
  format: DEFAULT_DATE_FORMAT,
};

/** Builds a locale; data missing country or language throws (shell §8). A missing format is the country's (§9). */
export function makeLocale(data: Partial<LocaleSetting> | null | undefined): LocaleSetting {
  if (!data || !data.language || !data.country) throw new Error('A locale needs a language and a country.');
  const format = DATE_FORMATS.includes(data.format as DateFormat)
    ? (data.format as DateFormat)
    : (COUNTRY_DATE_FORMATS[data.country] ?? DEFAULT_DATE_FORMAT);
  return { language: data.language, country: data.country, format };
}

/** The locale of a user who has chosen none: the spec's default, in the formats of their subsidiary's country. */
export function defaultLocaleFor(subsidiaryName: string | null | undefined): LocaleSetting {
  const country = SUBSIDIARY_COUNTRIES[subsidiaryName ?? ''];
  return country ? makeLocale({ language: DEFAULT_LANGUAGE, country }) : DEFAULT_LOCALE;
}

/** A stored locale that fails to parse falls back to the default (shell §8): the given one, else the spec's. */
export function parseStoredLocale(
  raw: string | null | undefined,
  fallback: LocaleSetting = DEFAULT_LOCALE,
): LocaleSetting {
  if (!raw) return fallback;
  try {
    return makeLocale(JSON.parse(raw) as Partial<LocaleSetting>);
  } catch {
    return fallback;
  }
}

/** Currency is EUR for FR, USD otherwise (shell §3). */
// One rule, kept where the grid's locale reads it too.
export { currencyForCountry as currencyFor } from '../constants/grid.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in the locale's format (default mm/dd/yyyy); date-time adds hh:mm a (shell §9). */
export function formatDate(
  value: Date | string | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
  withTime = false,
): string {
  if (value === null || value === undefined || value === '') return '';
  // A day without a time ("2026-01-15") is that calendar day wherever the user is, not UTC midnight.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(+day[1], +day[2] - 1, +day[3]) : typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const dd = pad(date.getDate());
  const mm = pad(date.getMonth() + 1);
  const yyyy = String(date.getFullYear());
  const text =
    format === 'dd/mm/yyyy'
      ? `${dd}/${mm}/${yyyy}`
      : format === 'yyyy-mm-dd'
        ? `${yyyy}-${mm}-${dd}`
        : `${mm}/${dd}/${yyyy}`;
  if (!withTime) return text;
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${text} ${pad(h12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
export const DATE_TIME_FORMAT = (format: DateFormat) => `${format} ${TIME_SUFFIX}`;

/** Grid font size rule of User Settings (shell §5): required, 25–200, steps of 5. */
export function validateGridFontSize(value: number | null | undefined): boolean {
  if (value === null || value === undefined || Number.isNaN(value)) return false;
  return value >= GRID_FONT_SIZE.min && value <= GRID_FONT_SIZE.max && value % GRID_FONT_SIZE.step === 0;
}

export interface ScaleFields {
  scaleConnection: ScaleType | null;
  scaleSerialComPort: string | null;
  scaleUSBVID: string | null;
  scaleUSBPID: string | null;
  scaleIPAddress: string | null;
}

/** Which scale fields a type uses (shell §5): usb → VID or PID; com and the MT / CubiScan kinds → port; qubevu → IP. */
export function scaleFieldKind(type: ScaleType | null | undefined): 'usb' | 'port' | 'ip' | 'none' {
  if (type === 'usb') return 'usb';
  if (type === 'qubevu') return 'ip';
  if (type === 'com' || type === 'cubiScan' || type === 'mtind' || type === 'mtvip') return 'port';
  return 'none';
}

/** Unused scale fields are sent as null; for USB only the chosen one of VID/PID is kept (shell §5). */
export function normalizeScaleFields(fields: ScaleFields, usbUses: 'vid' | 'pid' = 'vid'): ScaleFields {
  const kind = scaleFieldKind(fields.scaleConnection);
  const orNull = (v: string | null) => (v === null || v === '' ? null : v);
  return {
    scaleConnection: fields.scaleConnection ?? null,
    scaleSerialComPort: kind === 'port' ? orNull(fields.scaleSerialComPort) : null,
    scaleUSBVID: kind === 'usb' && usbUses === 'vid' ? orNull(fields.scaleUSBVID) : null,
    scaleUSBPID: kind === 'usb' && usbUses === 'pid' ? orNull(fields.scaleUSBPID) : null,
    scaleIPAddress: kind === 'ip' ? orNull(fields.scaleIPAddress) : null,
  };
}

/** Every entry of a menu tree, parents before their sub-menus. */
export function flattenMenu(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => [entry, ...flattenMenu(entry.subMenu ?? [])]);
}

/** The pages of one section the user's menu links to, once each, without the dialog links (a section root lists them). */
export function sectionPages(menu: readonly MenuEntry[], section: string): MenuEntry[] {
  const seen = new Set<string>();
  return flattenMenu(menu).filter((entry) => {
    const route = normalizeRoute(entry.routeLink);
    if (entry.isDialog || sectionOf(route) !== section || seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

/** Page title from the menu entry matching the path, else from the URL's last segment (shell §2 Header). */
export function pageTitle(pathname: string, menu: readonly MenuEntry[]): string {
  const route = normalizeRoute(pathname);
  if (route === '' || route === 'home') return 'Home';
  const match = flattenMenu(menu).find((e) => e.routeLink.replace(/^\/+/, '').toLowerCase() === route);
  if (match) return match.moduleName;
  const last =
    route
      .split('/')
      .filter((s) => !/^\d+$/.test(s))
      .pop() ?? '';
  return last
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
