import { describe, expect, it } from 'vitest';
import { A1 } from '../../contract/index.ts';
import { apiOriginFor, internalHostFlag } from './service-base.ts';

const hosts = { origin: 'https://a1.example.com', internalOrigin: 'http://a1-internal:8080' };

describe('the ticketing-service base', () => {
  it('P-154: the session flag switches the ticketing calls between the environment host and the internal host', () => {
    expect(apiOriginFor(A1.ticketList.path, hosts, false)).toBe('https://a1.example.com');
    expect(apiOriginFor(A1.ticketList.path, hosts, true)).toBe('http://a1-internal:8080');
    expect(apiOriginFor(A1.ticketMarkAsRead.path, hosts, true)).toBe('http://a1-internal:8080');
    // Only the ticketing service moves: the shell's calls stay on the environment's host.
    expect(apiOriginFor(A1.mainMenu.path, hosts, true)).toBe('https://a1.example.com');
    // No internal host configured: the flag changes nothing.
    expect(apiOriginFor(A1.ticketList.path, { origin: '' }, true)).toBe('');
    expect([internalHostFlag('true'), internalHostFlag('false'), internalHostFlag(null)]).toEqual([true, false, false]);
  });
});
