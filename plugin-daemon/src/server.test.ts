import { describe, expect, it, afterAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { defaultConfig } from './config.ts';
import { buildServer, startServer } from './server.ts';

const cfg = { ...defaultConfig(), workStationName: 'PACK-07', cupsUrl: 'http://127.0.0.1:9', port: 19090 };
const app = buildServer(cfg);
afterAll(() => app.close());
const ok = { host: 'localhost:19090', origin: 'http://localhost:8080' };

describe('daemon API and security (design §3)', () => {
  it('S-390: listens on localhost port 19090 by default, bound to 127.0.0.1 only', async () => {
    expect(defaultConfig().port).toBe(19090);
    const live = await startServer({ ...cfg, port: 0, allowedOrigins: ['http://localhost:8080'] });
    try {
      expect((live.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await live.close();
    }
  });

  it('S-391: GET plugininstalled answers the envelope with code 200', async () => {
    const r = await app.inject({ url: '/plugininstalled', headers: ok });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ responseStatus: { responseStatusCode: 200 }, data: { installed: true } });
  });

  it('S-392: GET workstation returns the workstation name', async () => {
    const r = await app.inject({ url: '/workstation', headers: ok });
    expect(r.json().data.workStationName).toBe('PACK-07');
  });

  it.each(['localhost:19090', '127.0.0.1:19090', '[::1]:19090'])('accepts Host %s', async (host) => {
    const r = await app.inject({ url: '/plugininstalled', headers: { ...ok, host } });
    expect(r.statusCode).toBe(200);
  });

  it.each([
    'evil.example:19090',
    'localhost',
    'localhost:8080',
    'localhost.evil.example:19090',
    '127.0.0.1.nip.io:19090',
  ])('refuses Host %s (DNS rebinding) with 403 and the envelope', async (host) => {
    const r = await app.inject({ url: '/print?printername=x&printstring=y', headers: { ...ok, host } });
    expect(r.statusCode).toBe(403);
    expect(r.json().responseStatus.responseStatusCode).toBe(403);
  });

  it.each([undefined, 'http://evil.example', 'null', 'http://localhost:8081', 'https://localhost:8080'])(
    'refuses Origin %s even on GET, with 403 and the envelope',
    async (origin) => {
      const headers: Record<string, string> = { host: ok.host };
      if (origin) headers.origin = origin;
      const r = await app.inject({ url: '/print?printername=x&printstring=y', headers });
      expect(r.statusCode).toBe(403);
      expect(r.json().responseStatus.responseStatusMessage).toMatch(/not allowed/);
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('answers CORS and private-network preflights for an allowed origin only', async () => {
    const pre = {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
      'access-control-request-private-network': 'true',
    };
    const r = await app.inject({ method: 'OPTIONS', url: '/print', headers: { ...ok, ...pre } });
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(r.headers['access-control-allow-private-network']).toBe('true');
    expect(r.headers['access-control-allow-methods']).toContain('POST');
    const bad = await app.inject({
      method: 'OPTIONS',
      url: '/print',
      headers: { ...ok, origin: 'http://evil.example', ...pre },
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.headers['access-control-allow-private-network']).toBeUndefined();
  });

  it('S-393: GET weight reaches only configured scales: an unconfigured port is refused', async () => {
    const r = await app.inject({ url: '/weight?mode=com&port=/dev/ttyS0', headers: ok });
    expect(r.statusCode).toBe(403);
    expect(r.json().responseStatus.responseStatusMessage).toMatch(/not set up/);
  });

  it('S-394: GET print never reaches an arbitrary address: an unknown printer name goes nowhere', async () => {
    const r = await app.inject({ url: '/print?printername=10.0.0.5:9100&printstring=%5EXA%5EXZ', headers: ok });
    expect(r.json().responseStatus.responseStatusCode).not.toBe(200);
    expect(r.json().responseStatus.responseStatusMessage).not.toMatch(/\n\s+at /);
  });

  it('answers an unknown path and a bad request with the envelope and no stack trace', async () => {
    const r = await app.inject({ url: '/nope', headers: ok });
    expect(r.statusCode).toBe(404);
    expect(r.json().responseStatus.responseStatusCode).toBe(404);
    const p = await app.inject({ method: 'POST', url: '/report?name=../etc/passwd&action=view', headers: ok });
    expect(p.json().responseStatus.responseStatusCode).toBe(400);
    expect(p.body).not.toMatch(/\.ts:\d+/);
  });

  it('GET status gives version, printers, scales and the last errors', async () => {
    await app.inject({
      url: '/print?printername=x&printstring=y',
      headers: { host: ok.host, origin: 'http://evil.example' },
    });
    const r = await app.inject({ url: '/status', headers: ok });
    const d = r.json().data;
    expect(d.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(d.printers)).toBe(true);
    expect(d.lastErrors.some((e: { area: string }) => e.area === 'security')).toBe(true);
  });
});
