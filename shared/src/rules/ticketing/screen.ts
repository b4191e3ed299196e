/**
 * The ticket screen (spec 3 §2, §4, §8): its addresses, the simple view, auto-refresh and the menu-permission
 * wait.
 */
import { AUTO_REFRESH_MS, KANBAN_PARENT_MODULE, MENU_PERMISSION_WAIT } from '../../constants/ticketing-ui.ts';

/** The two screens: support tickets and pricing tickets (spec 3 §1, §2). */
export type TicketScreenKind = 'tickets' | 'pricing';

/**
 * Addresses (spec 3 §2): the spec's `tickets` list is the side menu's `ticketing/ticket` (on the guard's skip list,
 * shell §6) and `ticket/{id}` is `ticketing/ticket/{id}` (the header's ticket search opens it); pricing tickets
 * live at `quote/pricing-tickets/tickets` and `quote/pricing-tickets/ticket/{id}`.
 */
export const TICKET_PATHS = {
  tickets: { list: '/ticketing/ticket', ticket: (id: number | string) => `/ticketing/ticket/${id}` },
  pricing: {
    list: '/quote/pricing-tickets/tickets',
    ticket: (id: number | string) => `/quote/pricing-tickets/ticket/${id}`,
  },
} as const;

/** The screen's page name (spec 3 §2). */
export const screenPageName = (kind: TicketScreenKind): string => (kind === 'pricing' ? 'Pricing Tickets' : 'Tickets');

/** The list's query: every support ticket (sprint 0) or the pricing tickets (their feature, a setting). */
export const listSprintId = (kind: TicketScreenKind, pricingFeatureId: number): number =>
  kind === 'pricing' ? pricingFeatureId : 0;

/**
 * Optional address parameters (spec 3 §2): initiative, feature and unread; and `readOnly=true`, the read-only mode
 * of spec 3 §6 (the same parameter the shell gives read-only supplier links, shell §2).
 */
export interface ScreenParams {
  initiative: number | null;
  feature: number | null;
  unread: boolean;
  readOnly: boolean;
}

export function parseScreenParams(search: string): ScreenParams {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const raw = params.get(name);
    if (raw == null || !/^\d{1,9}$/.test(raw)) return null;
    return Number(raw) || null;
  };
  const flag = (name: string) => ['true', '1'].includes(params.get(name) ?? '');
  return { initiative: id('initiative'), feature: id('feature'), unread: flag('unread'), readOnly: flag('readOnly') };
}

/** The ticket id of a `ticket/{id}` address, or null. */
export function ticketIdOfPath(pathname: string): number | null {
  const match = /\/ticket\/(\d{1,9})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The simple view flag as local storage keeps it ('true' or absent). */
export const parseSimpleView = (raw: string | null): boolean => raw === 'true';

/** Auto-refresh (spec 3 §4): every 30 s when on, never in the simple view. The delay, or null for none. */
export const autoRefreshDelay = (on: boolean, simpleView: boolean): number | null =>
  on && !simpleView ? AUTO_REFRESH_MS : null;

/** The tab the screen shows: the simple view forces the first (spec 3 §2). */
export const shownScreenTab = <T extends string>(chosen: T, first: T, simpleView: boolean): T =>
  simpleView ? first : chosen;

/**
 * Do the stored menu permissions include the Kanban parent module (spec 3 §2)? The permissions are the side
 * menu's route links: the module is there when one of its routes (section `kanban`) is.
 */
export const hasKanbanModule = (routes: readonly string[]): boolean =>
  routes.some((r) => r.replace(/^\/+/, '').split('/')[0]?.toLowerCase() === KANBAN_PARENT_MODULE.toLowerCase());

/**
 * Waits for the menu permissions to be stored (spec 3 §8): polls every 0.5 s for at most 20 s. Resolves with the
 * permissions, or null when the wait ran out or was aborted. `sleep` is injectable for tests.
 */
export async function waitForPermissions<P>(
  read: () => P | null,
  options: {
    signal?: AbortSignal;
    sleep?: (ms: number) => Promise<void>;
    timeoutMs?: number;
    pollMs?: number;
  } = {},
): Promise<P | null> {
  const { timeoutMs = MENU_PERMISSION_WAIT.timeoutMs, pollMs = MENU_PERMISSION_WAIT.pollMs } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let waited = 0; ; waited += pollMs) {
    if (options.signal?.aborted) return null;
    const value = read();
    if (value != null) return value;
    if (waited + pollMs > timeoutMs) return null;
    await sleep(pollMs);
  }
}
