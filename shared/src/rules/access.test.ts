import { describe, expect, it } from 'vitest';
import { canAccess } from './access.ts';

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
