import { describe, expect, it } from 'vitest';
import {
  canAccess,
  GUARDED_SECTIONS,
  inGuardedSection,
  isResourceName,
  permissionRoute,
  RESOURCE_ROUTES,
  skipsGuard,
} from './access.ts';
import { JOB_DASHBOARD_ROUTES } from '../contract/jobdashboard.ts';

describe('canAccess (shell §6)', () => {
  const permissions = ['kanban/project/grid-view', 'operation/admin/job-dashboard'];
  it('allows a path the permitted side-menu list contains, whatever the slashes or case', () => {
    expect(canAccess(permissions, { resource: '/Kanban/Project/Grid-View' })).toBe(true);
    expect(canAccess(permissions, { resource: '/operation/admin/job-dashboard?filterOnHold=true' })).toBe(true);
  });
  it('refuses a path the list does not contain', () => {
    expect(canAccess(permissions, { resource: '/security/users' })).toBe(false);
  });
  it('allows everything when no permission list is stored', () => {
    expect(canAccess(null, { resource: '/security/users' })).toBe(true);
  });
  it('S-333 S-337: skips the guard for home and the skip list', () => {
    expect(canAccess([], { resource: '/home' })).toBe(true);
    expect(canAccess([], { resource: '/ticketing/ticket/123' })).toBe(true);
    expect(canAccess([], { resource: '/operations/receiving' })).toBe(true);
  });
  it('checks adding a project as the grid view and adding a card as the board view', () => {
    expect(canAccess(permissions, { resource: '/kanban/project/add-new' })).toBe(true);
    expect(canAccess(['kanban/card/board-view'], { resource: '/kanban/project/add-new' })).toBe(false);
  });
});

describe('the guard skip list (shell §6), row by row', () => {
  // Each skipped route is allowed with an empty permission list, and so is a page under it.
  const skipped: Array<[string, string]> = [
    ['S-334', 'quote/quote-request/quote-request-form'],
    ['S-335', 'finance/automated-billing-job-queue'],
    ['S-336', 'globe-billing/invoice-information'],
    ['S-338', 'kanban/card/board-view'],
    ['S-339', 'quote/ratesheet-upload'],
    ['S-340', 'quote/calculation'],
    ['S-341', 'routing/no-routing-price-sheet'],
    ['S-341', 'routing/customer-zone-upload'],
    ['S-342', 'routing/routing-details'],
    ['S-343', 'supplier/postage-importer-bulk'],
  ];
  for (const [row, route] of skipped) {
    it(`${row}: the permission check is skipped for ${route} and the pages under it`, () => {
      expect(skipsGuard(route)).toBe(true);
      expect(canAccess([], { resource: `/${route}` })).toBe(true);
      expect(canAccess([], { resource: `/${route}/42?readOnly=true` })).toBe(true);
    });
  }

  it('S-344: the permission check is skipped for the new service page', () => {
    expect(skipsGuard('/supplier/new-service')).toBe(true);
    expect(canAccess([], { resource: '/supplier/new-service?readOnly=true' })).toBe(true);
  });

  it('S-345: the permission check is skipped for the asendia service bundle page', () => {
    expect(skipsGuard('/supplier/asendia-service-bundle')).toBe(true);
    expect(canAccess([], { resource: '/supplier/asendia-service-bundle?readOnly=true' })).toBe(true);
  });

  it('does not skip a route that merely starts like a skipped one, nor another page of its section', () => {
    expect(canAccess([], { resource: '/quote/calculation-history' })).toBe(false);
    expect(canAccess([], { resource: '/finance/closed-on' })).toBe(false);
  });

  it("skips the root of every guarded section (it lists only the user's own pages), not the pages in it", () => {
    for (const section of GUARDED_SECTIONS) expect(canAccess([], { resource: `/${section}` })).toBe(true);
    expect(canAccess([], { resource: '/security/users' })).toBe(false);
    expect(canAccess([], { resource: '/not-a-section' })).toBe(false);
  });
});

describe('the route a permission is checked against (shell §6)', () => {
  it('S-347: adding a card is authorized as the card board view (itself on the skip list)', () => {
    expect(permissionRoute('/kanban/card/add-new')).toBe('kanban/card/board-view');
    expect(canAccess([], { resource: '/kanban/card/add-new' })).toBe(true);
  });

  it('S-348: adding a project is authorized as the project grid view', () => {
    expect(permissionRoute('/kanban/project/add-new')).toBe('kanban/project/grid-view');
    expect(canAccess(['kanban/project/grid-view'], { resource: '/kanban/project/add-new' })).toBe(true);
    expect(canAccess(['kanban/project/add-new'], { resource: '/kanban/project/add-new' })).toBe(false);
  });

  it('the issue and timesheet registers (ours) are authorized as the project grid view', () => {
    for (const path of ['/kanban/project/issues-and-risks', '/kanban/project/timesheets']) {
      expect(permissionRoute(path)).toBe('kanban/project/grid-view');
      expect(canAccess(['kanban/project/grid-view'], { resource: path })).toBe(true);
      expect(canAccess(['kanban/my-projects', 'search/package-search'], { resource: path })).toBe(false);
    }
  });

  it("S-349: a new service of the postal-service bundle is authorized against that service's own permission", () => {
    const bundle = ['supplier/asendia-service-bundle/priority-tracked'];
    expect(permissionRoute('/supplier/new-service/priority-tracked?readOnly=true')).toBe(
      'supplier/asendia-service-bundle/priority-tracked',
    );
    expect(canAccess(bundle, { resource: '/supplier/new-service/priority-tracked' })).toBe(true);
    expect(canAccess(bundle, { resource: '/supplier/new-service/economy' })).toBe(false);
    // The service's own page is guarded by that same permission, not skipped with the bundle page.
    expect(canAccess(bundle, { resource: '/supplier/asendia-service-bundle/priority-tracked' })).toBe(true);
    expect(canAccess([], { resource: '/supplier/asendia-service-bundle/priority-tracked' })).toBe(false);
  });

  it('S-54: a package page is authorized as the package search screen it opens from', () => {
    expect(permissionRoute('/search/package-search/1234')).toBe('search/package-search');
    expect(canAccess(['search/package-search'], { resource: '/search/package-search/1234' })).toBe(true);
    expect(canAccess(['search/job-search'], { resource: '/search/package-search/1234' })).toBe(false);
    expect(permissionRoute('/search/package-search/1/x')).toBe('search/package-search/1/x');
  });

  it('leaves any other route as it is', () => {
    expect(permissionRoute('/Security/Users/?x=1')).toBe('security/users');
  });
});

describe('inGuardedSection (shell §2 Routes)', () => {
  it('knows the sections of the guarded layout', () => {
    expect(inGuardedSection('/a1-slice-and-dice/x')).toBe(true);
    expect(inGuardedSection('/Central-Admin')).toBe(true);
    expect(inGuardedSection('/no-such-page')).toBe(false);
  });
});

describe('resources by the menu routes of their screens (react-admin canAccess = the route guard)', () => {
  const actions = ['list', 'show', 'create', 'edit', 'delete'];

  it('S-330: a resource is authorized when the permitted side-menu list holds one of its screens, for every action', () => {
    for (const route of JOB_DASHBOARD_ROUTES)
      for (const action of actions) expect(canAccess([route], { resource: 'jobs', action })).toBe(true);
    expect(canAccess(['security/users'], { resource: 'users', action: 'list' })).toBe(true);
    expect(canAccess(['security/users'], { resource: 'roles', action: 'list' })).toBe(false);
    expect(canAccess(['kanban/my-projects'], { resource: 'features', action: 'edit' })).toBe(true);
    expect(canAccess(['kanban/card/board-view'], { resource: 'initiatives', action: 'list' })).toBe(false);
  });

  it('S-330: the resource answers exactly as the guard answers for its screens, for any permission list', () => {
    const lists = [[], ['volume/job-dashboard'], ['security/roles', 'kanban/project/grid-view'], ['ticketing/pricing']];
    for (const [resource, routes] of Object.entries(RESOURCE_ROUTES))
      for (const permissions of lists)
        expect(canAccess(permissions, { resource, action: 'list' })).toBe(
          routes.some((route) => canAccess(permissions, { resource: `/${route}` })),
        );
  });

  it('S-332: every resource is allowed when no permission list is stored', () => {
    for (const resource of Object.keys(RESOURCE_ROUTES)) expect(canAccess(null, { resource })).toBe(true);
  });

  it('S-346: operations/receiving skips the check: its screens and resources are open to any permission list', () => {
    for (const permissions of [[], ['volume/job-dashboard']]) {
      expect(canAccess(permissions, { resource: '/operations/receiving' })).toBe(true);
      expect(canAccess(permissions, { resource: '/operations/receiving/job/J0240001' })).toBe(true);
      for (const resource of ['receiving-jobs', 'receiving-manifests', 'receiving-attachments'])
        expect(canAccess(permissions, { resource, action: 'edit' })).toBe(true);
    }
  });

  it('S-337: tickets are open to everyone, as the ticketing ticket pages skip the guard', () => {
    expect(canAccess([], { resource: 'tickets', action: 'list' })).toBe(true);
  });

  it('knows the resources of the web app and takes any other name as a route', () => {
    expect(Object.keys(RESOURCE_ROUTES).sort()).toEqual(
      [
        'features',
        'initiatives',
        'issues',
        'jobs',
        'package-notes',
        'packages',
        'receiving-attachments',
        'receiving-jobs',
        'receiving-manifests',
        'package-issues',
        'package-issue-comments',
        'package-issue-attachments',
        'problem-filters',
        'roles',
        'tickets',
        'timesheets',
        'translations',
        'users',
      ].sort(),
    );
    expect(RESOURCE_ROUTES.jobs).toEqual(JOB_DASHBOARD_ROUTES);
    expect(isResourceName('jobs')).toBe(true);
    expect(isResourceName('toString')).toBe(false);
    expect(canAccess([], { resource: 'toString' })).toBe(false);
    expect(canAccess(['operation/admin/job-dashboard'], { resource: 'operation/admin/job-dashboard' })).toBe(true);
  });

  it('opens a problem card from the board, the grid or the dangerous goods; the DG grid as the DG screen', () => {
    expect(canAccess(['aimban/package-grid'], { resource: 'package-issues' })).toBe(true);
    expect(canAccess(['aimban/dangerous-goods'], { resource: 'package-issue-comments' })).toBe(true);
    expect(canAccess(['aimban/dangerous-goods'], { resource: 'problem-filters' })).toBe(false);
    expect(canAccess(['aimban/denied-party'], { resource: 'package-issues' })).toBe(false);
    expect(canAccess(['aimban/dangerous-goods'], { resource: 'aimban/dangerous-goods-grid' })).toBe(true);
    expect(canAccess(['aimban/package-board'], { resource: 'aimban/dangerous-goods-grid' })).toBe(false);
  });
});
