import { describe, expect, it } from 'vitest';
import {
  badgeText,
  currencyFor,
  defaultExportTab,
  exportTab,
  formatDate,
  isGlobalSubsidiary,
  isSalesUser,
  makeLocale,
  defaultLocaleFor,
  menuForModule,
  menuHref,
  moduleOfPage,
  normalizeScaleFields,
  pageTitle,
  sectionPages,
  parseStoredLocale,
  scaleFieldKind,
  subsidiaryLabel,
  validateGridFontSize,
  DEFAULT_LOCALE,
} from './shell.ts';
import type { MenuEntry } from '../contract/auth.ts';

const entry = (moduleName: string, parentModule: string, routeLink: string, subMenu: MenuEntry[] = []): MenuEntry => ({
  moduleName,
  parentModule,
  routeLink,
  moduleIcon: '',
  subMenu,
});

describe('shell rules', () => {
  it('S-119 S-120: badge shows 1-9 as the number and 9+ from 10', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('S-328: global is any subsidiary not named USA', () => {
    expect(isGlobalSubsidiary('USA')).toBe(false);
    expect(isGlobalSubsidiary('France')).toBe(true);
  });

  it('S-81: location in brackets only when it differs from the subsidiary', () => {
    expect(subsidiaryLabel('USA', 'JFK Gateway')).toBe('USA (JFK Gateway)');
    expect(subsidiaryLabel('France', 'France')).toBe('France');
    expect(subsidiaryLabel('France', '')).toBe('France');
  });

  it('S-6: sales user when the side menu holds a Sales module', () => {
    expect(isSalesUser([entry('Quote Request', 'Sales', 'quote/x')])).toBe(true);
    expect(isSalesUser([entry('Tickets', 'Ticketing', 'ticketing/ticket')])).toBe(false);
  });

  it('S-105 S-106: side menu filtered by main module, Operations by default', () => {
    const menu = [entry('Job Dashboard', 'Operations', 'a'), entry('Tickets', 'Ticketing', 'b')];
    expect(menuForModule(menu, 'Ticketing').map((e) => e.moduleName)).toEqual(['Tickets']);
    expect(menuForModule(menu, '').map((e) => e.moduleName)).toEqual(['Job Dashboard']);
  });

  it('issue 29 point 4: the side menu follows a page reached by a direct link', () => {
    const menu = [
      entry('Job Dashboard', 'Operations', '/operation/admin/job-dashboard'),
      entry('Tickets', 'Ticketing', 'ticketing/tickets', [entry('Pricing', 'Ticketing', 'ticketing/pricing')]),
      entry('Job Dashboard', 'Volume', 'operation/admin/job-dashboard'),
    ];
    expect(moduleOfPage(menu, 'Operations', '/ticketing/tickets')).toBe('Ticketing');
    expect(moduleOfPage(menu, '', '/ticketing/pricing')).toBe('Ticketing');
    // Listed by the selected module too: the selection stays; a page no menu lists keeps it as well.
    expect(moduleOfPage(menu, 'Volume', '/operation/admin/job-dashboard')).toBeNull();
    expect(moduleOfPage(menu, 'Ticketing', '/home')).toBeNull();
  });

  it('S-109: supplier links open with readOnly=true', () => {
    expect(menuHref('supplier/asendia-service-bundle')).toBe('/supplier/asendia-service-bundle?readOnly=true');
    expect(menuHref('supplier/new-service?x=1')).toBe('/supplier/new-service?x=1&readOnly=true');
    expect(menuHref('/volume/summary')).toBe('/volume/summary');
  });

  it('S-258 S-259: export tabs and the default tab rule', () => {
    const ready = { isComplete: true, isExpired: false };
    const pending = { isComplete: false, isExpired: false };
    const expired = { isComplete: true, isExpired: true };
    expect([ready, pending, expired].map(exportTab)).toEqual(['ready', 'pending', 'expired']);
    expect(defaultExportTab([expired, pending, ready])).toBe('ready');
    expect(defaultExportTab([expired, pending])).toBe('pending');
    expect(defaultExportTab([expired])).toBe('expired');
    expect(defaultExportTab([])).toBe('expired');
  });

  it('S-296: a locale is saved only with a chosen language', () => {
    expect(() => makeLocale({ language: '', country: 'FR', format: 'dd/mm/yyyy' })).toThrow(
      'A locale needs a language and a country.',
    );
    expect(makeLocale({ language: 'fr', country: 'FR', format: 'dd/mm/yyyy' }).language).toBe('fr');
  });

  it('S-192 S-418 S-419: locale default, missing parts throw, unparsable falls back', () => {
    expect(DEFAULT_LOCALE).toEqual({ language: 'en', country: 'US', format: 'mm/dd/yyyy' });
    expect(() => makeLocale({ language: 'fr' })).toThrow();
    expect(() => makeLocale({ country: 'FR' })).toThrow();
    expect(parseStoredLocale('{not json')).toEqual(DEFAULT_LOCALE);
    expect(parseStoredLocale('{"language":"fr"}')).toEqual(DEFAULT_LOCALE);
    expect(parseStoredLocale('{"language":"fr","country":"FR","format":"dd/mm/yyyy"}')).toEqual({
      language: 'fr',
      country: 'FR',
      format: 'dd/mm/yyyy',
    });
  });

  it('S-192: a user who chose no locale gets English in the formats of their subsidiary; a country brings its format', () => {
    // Written by hand (issue 29): France reads dd/mm/yyyy, the USA and an unknown subsidiary the spec's default.
    expect(defaultLocaleFor('France')).toEqual({ language: 'en', country: 'FR', format: 'dd/mm/yyyy' });
    expect(defaultLocaleFor('USA')).toEqual({ language: 'en', country: 'US', format: 'mm/dd/yyyy' });
    expect(defaultLocaleFor('Atlantis')).toEqual({ language: 'en', country: 'US', format: 'mm/dd/yyyy' });
    expect(defaultLocaleFor(undefined)).toEqual({ language: 'en', country: 'US', format: 'mm/dd/yyyy' });
    expect(makeLocale({ language: 'fr', country: 'FR' }).format).toBe('dd/mm/yyyy');
    expect(makeLocale({ language: 'fr', country: 'FR', format: 'yyyy-mm-dd' }).format).toBe('yyyy-mm-dd');
    // A stored choice wins over the subsidiary's formats; nothing stored gives them.
    const france = defaultLocaleFor('France');
    expect(parseStoredLocale(null, france)).toEqual(france);
    expect(parseStoredLocale('{not json', france)).toEqual(france);
    expect(parseStoredLocale('{"language":"en","country":"US","format":"mm/dd/yyyy"}', france).country).toBe('US');
  });

  it('S-434: a day without a time is that calendar day in any time zone, in each date format', () => {
    const zone = process.env.TZ;
    try {
      // West of UTC, "2026-01-15" read as an instant would be the evening of the 14th.
      process.env.TZ = 'America/New_York';
      expect(formatDate('2026-01-15')).toBe('01/15/2026');
      expect(formatDate('2026-01-15', 'dd/mm/yyyy')).toBe('15/01/2026');
      expect(formatDate('2026-01-15', 'yyyy-mm-dd')).toBe('2026-01-15');
      // An instant stays an instant: 03:00 UTC is the evening before in New York.
      expect(formatDate('2026-01-15T03:00:00Z', 'dd/mm/yyyy', true)).toBe('14/01/2026 10:00 PM');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('S-193: currency EUR for FR, USD otherwise', () => {
    expect(currencyFor('FR')).toBe('EUR');
    expect(currencyFor('US')).toBe('USD');
  });

  it('S-434 S-435: dates default to mm/dd/yyyy and date-time adds hh:mm a', () => {
    const d = new Date(2026, 0, 5, 14, 7);
    expect(formatDate(d)).toBe('01/05/2026');
    expect(formatDate(d, 'dd/mm/yyyy')).toBe('05/01/2026');
    expect(formatDate(d, 'mm/dd/yyyy', true)).toBe('01/05/2026 02:07 PM');
    expect(formatDate(null)).toBe('');
  });

  it('S-298 S-299 S-300: grid font size required, 25 to 200, step 5', () => {
    expect(validateGridFontSize(undefined)).toBe(false);
    expect(validateGridFontSize(20)).toBe(false);
    expect(validateGridFontSize(25)).toBe(true);
    expect(validateGridFontSize(102)).toBe(false);
    expect(validateGridFontSize(200)).toBe(true);
    expect(validateGridFontSize(205)).toBe(false);
  });

  it('S-303 S-305 S-306: the scale field each type shows', () => {
    expect(scaleFieldKind('usb')).toBe('usb');
    for (const t of ['com', 'cubiScan', 'mtind', 'mtvip'] as const) expect(scaleFieldKind(t)).toBe('port');
    expect(scaleFieldKind('qubevu')).toBe('ip');
  });

  it('S-304 S-307: the VID/PID switch keeps one of them; fields unused by the type are sent as null', () => {
    const all = {
      scaleConnection: 'usb' as const,
      scaleSerialComPort: 'COM3',
      scaleUSBVID: '0922',
      scaleUSBPID: '8003',
      scaleIPAddress: '10.0.0.9',
    };
    expect(normalizeScaleFields(all, 'pid')).toEqual({
      scaleConnection: 'usb',
      scaleSerialComPort: null,
      scaleUSBVID: null,
      scaleUSBPID: '8003',
      scaleIPAddress: null,
    });
    expect(normalizeScaleFields({ ...all, scaleConnection: 'qubevu' })).toEqual({
      scaleConnection: 'qubevu',
      scaleSerialComPort: null,
      scaleUSBVID: null,
      scaleUSBPID: null,
      scaleIPAddress: '10.0.0.9',
    });
    expect(normalizeScaleFields({ ...all, scaleConnection: 'mtind' }).scaleSerialComPort).toBe('COM3');
  });

  it('S-78 S-442: page title from the menu or the URL, Home by default', () => {
    const menu = [
      entry('Projects', 'Kanban', 'kanban/project/grid-view', [
        entry('Add Project', 'Kanban', 'kanban/project/add-new'),
      ]),
    ];
    expect(pageTitle('/home', menu)).toBe('Home');
    expect(pageTitle('/kanban/project/add-new', menu)).toBe('Add Project');
    expect(pageTitle('/volume/job-dashboard', menu)).toBe('Job Dashboard');
  });

  it("a section root lists the section's pages of the menu once each, without dialog links", () => {
    const menu = [
      entry('Projects', 'Kanban', 'kanban/project/grid-view', [
        entry('Project Grid', 'Kanban', 'kanban/project/grid-view'),
        { ...entry('Add Project', 'Kanban', 'kanban/project/add-new'), isDialog: true },
      ]),
      entry('Card Board', 'Kanban', '/kanban/card/board-view'),
      entry('Receiving', 'Operations', 'operations/receiving'),
    ];
    expect(sectionPages(menu, 'kanban').map((e) => e.moduleName)).toEqual(['Projects', 'Card Board']);
    expect(sectionPages(menu, 'operations').map((e) => e.moduleName)).toEqual(['Receiving']);
    expect(sectionPages(menu, 'customer')).toEqual([]);
  });
});
