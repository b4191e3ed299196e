import { describe, expect, it } from 'vitest';
import {
  accountsMatch,
  isIdle,
  isLocalhost,
  isNewerBuild,
  menuRoutes,
  nextLoginStep,
  safeReturnUrl,
} from './sign-in.ts';
import { IDLE_TIMEOUT_MS } from '../constants/limits.ts';

describe('sign-in rules', () => {
  it('S-227 S-228 S-231: username update first, then password update, then done', () => {
    expect(nextLoginStep({ changeUsername: true, changePassword: true })).toBe('usernameUpdate');
    expect(nextLoginStep({ changeUsername: false, changePassword: true })).toBe('passwordUpdate');
    expect(nextLoginStep({ changeUsername: false, changePassword: false })).toBe('done');
  });

  it('S-232: popup account compared with the e-mail ignoring case', () => {
    expect(accountsMatch('Admin@A1demo.com', 'admin@a1demo.com')).toBe(true);
    expect(accountsMatch('admin@a1demo.com', 'other@a1demo.com')).toBe(false);
    expect(accountsMatch('admin@a1demo.com', undefined)).toBe(false);
  });

  it('S-244: idle only after more than 2 hours', () => {
    expect(isIdle(0, IDLE_TIMEOUT_MS)).toBe(false);
    expect(isIdle(0, IDLE_TIMEOUT_MS + 1)).toBe(true);
  });

  it('S-246 S-247: version check host rule and build comparison', () => {
    expect(isLocalhost('localhost')).toBe(true);
    expect(isLocalhost('127.0.0.1')).toBe(false);
    expect(isNewerBuild('2026-01-01T00:00:00Z', '2026-01-01T00:00:01Z')).toBe(true);
    expect(isNewerBuild('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(false);
    expect(isNewerBuild(undefined, '2026-01-01T00:00:00Z')).toBe(false);
  });

  it('S-330: the permitted list holds every route of the menu tree', () => {
    const entry = (routeLink: string, subMenu: never[] = []) => ({
      moduleName: routeLink,
      moduleIcon: '',
      routeLink,
      parentModule: '',
      subMenu,
    });
    expect(
      menuRoutes([
        { ...entry('kanban/project/grid-view'), subMenu: [entry('kanban/project/add-new') as never] },
        entry('search/package-search'),
      ]),
    ).toEqual(['kanban/project/grid-view', 'kanban/project/add-new', 'search/package-search']);
  });

  it('S-230: return URL defaults to /home and stays inside the app', () => {
    expect(safeReturnUrl(null)).toBe('/home');
    expect(safeReturnUrl('//evil.example')).toBe('/home');
    expect(safeReturnUrl('/search/package-search?x=1')).toBe('/search/package-search?x=1');
  });
});
