/**
 * The ticketing-service base (spec 2 §7, spec 3 §7): the `/api/A1/Ticketing/` calls go to the environment's host, or
 * to an internal host when the session flag asks for it. The spec names neither, so: the flag is the session-storage
 * key `SESSION_KEYS.ticketingInternalHost` set to 'true', and the internal host is the web build's
 * `VITE_A1_TICKETING_INTERNAL_ORIGIN`. Without an internal host configured the flag changes nothing; every other call
 * always uses the environment's host.
 */
const TICKETING_PREFIX = '/api/a1/ticketing/';

export interface ApiHosts {
  /** The environment's host ('' for the page's own origin). */
  origin: string;
  /** The internal host of the ticketing service, when one is configured. */
  internalOrigin?: string;
}

/** Whether the session flag is on (its stored text). */
export const internalHostFlag = (raw: string | null | undefined): boolean => raw === 'true';

/** The origin a call's path goes to. */
export function apiOriginFor(path: string, hosts: ApiHosts, internalFlag: boolean): string {
  const ticketing = path.toLowerCase().startsWith(TICKETING_PREFIX);
  return ticketing && internalFlag && hosts.internalOrigin ? hosts.internalOrigin : hosts.origin;
}
