import { describe, expect, it } from 'vitest';
import { anySession, check, menu, publicCall, signedIn, staffMenu } from '../contract/call.ts';
import { refusal, serverGrants, type Caller } from './authorisation.ts';

const caller = (over: Partial<Caller> = {}): Caller => ({
  routes: [],
  checks: new Set(),
  isInternal: true,
  pendingChange: false,
  ...over,
});

describe('serverGrants: the server decides from roles and flags, never from the browser guard (issue 23)', () => {
  it('S-330: a route is granted when the role-given list holds it; one on the guard skip list (ticketing/ticket, operations/receiving, home) only so', () => {
    expect(serverGrants(menu('ticketing/ticket'), caller())).toBe(false);
    expect(serverGrants(menu('operations/receiving'), caller({ routes: ['search/package-search'] }))).toBe(false);
    expect(serverGrants(menu('home'), caller())).toBe(false);
    expect(serverGrants(menu('ticketing/ticket'), caller({ routes: ['ticketing/ticket'] }))).toBe(true);
  });

  it('no menu list means denied, not allowed (the opposite of shell §6 navigation)', () => {
    expect(refusal(menu('security/users'), caller({ routes: [] }))).toBe('forbidden');
  });

  it('a menu route matches whatever its case and slashes, and only exactly (no prefix, no section root)', () => {
    expect(serverGrants(menu('kanban/project/grid-view'), caller({ routes: ['/Kanban/Project/Grid-View/'] }))).toBe(
      true,
    );
    expect(serverGrants(menu('kanban/project/grid-view'), caller({ routes: ['kanban'] }))).toBe(false);
    expect(serverGrants(menu('kanban'), caller({ routes: ['kanban/project/grid-view'] }))).toBe(false);
  });

  it('a staff menu route is refused to an external account even when a role grants the route', () => {
    const external = caller({ isInternal: false, routes: ['ticketing/ticket', 'search/package-search'] });
    expect(refusal(staffMenu('ticketing/ticket', 'ticketing/pricing'), external)).toBe('forbidden');
    expect(serverGrants(menu('search/package-search'), external)).toBe(true);
  });

  it('checks: internal from the user flag, the others from the role checks; isAdmin says so', () => {
    expect(serverGrants(check('internal'), caller({ isInternal: true }))).toBe(true);
    expect(refusal(check('internal'), caller({ isInternal: false }))).toBe('forbidden');
    expect(serverGrants(check('jobAdmin'), caller({ checks: new Set(['jobAdmin']) }))).toBe(true);
    expect(refusal(check('financeAdmin'), caller({ checks: new Set(['isAdmin']) }))).toBe('forbidden');
    expect(refusal(check('isAdmin'), caller())).toBe('adminOnly');
  });

  it('a pending password or user-name change refuses every call but public ones and sign-out', () => {
    const pending = caller({ pendingChange: true, routes: ['ticketing/ticket'], checks: new Set(['isAdmin']) });
    expect(refusal(menu('ticketing/ticket'), pending)).toBe('pendingChange');
    expect(refusal(check('isAdmin'), pending)).toBe('pendingChange');
    expect(refusal(check('internal'), pending)).toBe('pendingChange');
    expect(refusal(signedIn('menus'), pending)).toBe('pendingChange');
    expect(serverGrants(anySession('sign out'), pending)).toBe(true);
    expect(serverGrants(publicCall('proves itself'), pending)).toBe(true);
  });

  it('signedIn lets any session without a pending change through', () => {
    expect(serverGrants(signedIn('menus'), caller({ isInternal: false }))).toBe(true);
  });

  it('an unknown permission kind is denied', () => {
    expect(refusal({ kind: 'someday' } as never, caller({ checks: new Set(['isAdmin']) }))).toBe('forbidden');
  });
});
