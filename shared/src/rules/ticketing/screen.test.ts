import { describe, expect, it } from 'vitest';
import {
  autoRefreshDelay,
  hasKanbanModule,
  listSprintId,
  parseScreenParams,
  parseSimpleView,
  screenPageName,
  shownScreenTab,
  ticketIdOfPath,
  waitForPermissions,
  TICKET_PATHS,
} from './screen.ts';
import { AUTO_REFRESH_DEFAULT } from '../../constants/ticketing-ui.ts';

describe('ticket screen (spec 3 §2, §4, §8)', () => {
  it('T-133: auto-refresh reloads every 30 seconds when on', () => {
    expect(autoRefreshDelay(true, false)).toBe(30_000);
  });
  it('T-134: auto-refresh is off by default', () => {
    expect(AUTO_REFRESH_DEFAULT).toBe(false);
    expect(autoRefreshDelay(AUTO_REFRESH_DEFAULT, false)).toBeNull();
  });
  it('T-135: the simple view stops auto-refresh', () => {
    expect(autoRefreshDelay(true, true)).toBeNull();
  });
  it('the simple view forces the first tab and reads its stored flag', () => {
    expect(shownScreenTab('project', 'tickets', true)).toBe('tickets');
    expect(shownScreenTab('project', 'tickets', false)).toBe('project');
    expect(parseSimpleView('true')).toBe(true);
    expect(parseSimpleView(null)).toBe(false);
  });
  it('T-25: the screen checks for the Kanban parent module in the stored menu', () => {
    expect(hasKanbanModule(['ticketing/ticket', 'kanban/project/grid-view'])).toBe(true);
    expect(hasKanbanModule(['/Kanban/my-projects'])).toBe(true);
    expect(hasKanbanModule(['ticketing/ticket', 'operation/admin/job-dashboard'])).toBe(false);
  });
  it('addresses, page names and the list query of both screens', () => {
    expect(TICKET_PATHS.tickets.ticket(5)).toBe('/ticketing/ticket/5');
    expect(TICKET_PATHS.pricing.ticket(5)).toBe('/quote/pricing-tickets/ticket/5');
    expect(screenPageName('pricing')).toBe('Pricing Tickets');
    expect(listSprintId('tickets', 50094)).toBe(0);
    expect(listSprintId('pricing', 50094)).toBe(50094);
    expect(ticketIdOfPath('/ticketing/ticket/42')).toBe(42);
    expect(ticketIdOfPath('/ticketing/ticket')).toBeNull();
    expect(ticketIdOfPath('/quote/pricing-tickets/ticket/0')).toBeNull();
    expect(parseScreenParams('?initiative=12&feature=x&unread=true')).toEqual({
      initiative: 12,
      feature: null,
      unread: true,
      readOnly: false,
    });
    expect(parseScreenParams('?readOnly=true').readOnly).toBe(true);
  });
  it('T-416: waits at most 20 seconds, polling every 0.5 s, for the menu permissions', async () => {
    const slept: number[] = [];
    let reads = 0;
    const never = await waitForPermissions(
      () => {
        reads++;
        return null;
      },
      { sleep: async (ms) => void slept.push(ms) },
    );
    expect(never).toBeNull();
    expect(new Set(slept)).toEqual(new Set([500]));
    expect(slept.reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(reads).toBe(41);

    let calls = 0;
    const found = await waitForPermissions(() => (++calls === 3 ? ['ticketing/ticket'] : null), {
      sleep: async () => undefined,
    });
    expect(found).toEqual(['ticketing/ticket']);
    expect(calls).toBe(3);
  });
});
