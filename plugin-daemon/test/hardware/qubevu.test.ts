/** The qubevu dimensioner against an HTTP simulator at the configured address. */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon } from './peers.ts';

let sim: Server;
let daemon: Awaited<ReturnType<typeof startDaemon>>;
let answer: { status: number; body: unknown; hang?: boolean } = { status: 200, body: {} };
const paths: string[] = [];

beforeAll(async () => {
  sim = createServer((req, res) => {
    paths.push(req.url ?? '');
    if (answer.hang) return; // a dimensioner that accepts the connection and never answers
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  sim.listen(0, '127.0.0.1');
  await once(sim, 'listening');
  const addr = `127.0.0.1:${(sim.address() as AddressInfo).port}`;
  daemon = await startDaemon({ scales: [{ name: 'QubeVu', type: 'qubevu', ipaddress: addr }] });
});
afterAll(async () => {
  await daemon?.close();
  sim?.closeAllConnections();
  sim?.close();
});

describe('qubevu dimensioner over HTTP', () => {
  it('S-393: GET weight with mode qubevu and ipaddress returns dimensions and weight', async () => {
    answer = {
      status: 200,
      body: { Length: 12.5, Width: 10, Height: 4.25, DimensionUnit: 'in', Weight: 3.4, WeightUnit: 'lb' },
    };
    const r = await daemon.call('/weight?mode=qubevu&ipaddress=127.0.0.1');
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data).toMatchObject({
      scale: 'QubeVu',
      type: 'qubevu',
      stable: true,
      length: 12.5,
      width: 10,
      height: 4.25,
      weight: 3.4,
      unit: 'lb',
      dimensionUnit: 'in',
    });
    expect(paths.at(-1)).toBe('/qubevuapi/measure');
  });

  it('an HTTP error is a clear message', async () => {
    answer = { status: 500, body: {} };
    const r = await daemon.call('/weight?mode=qubevu&ipaddress=127.0.0.1');
    expect(r.body.responseStatus.responseStatusMessage).toMatch(/HTTP 500/);
  });

  it('a dimensioner that never answers gives a clear error within 3 s', async () => {
    answer = { status: 200, body: {}, hang: true };
    const r = await daemon.call('/weight?mode=qubevu&ipaddress=127.0.0.1');
    expect(r.ms).toBeLessThan(3000);
    expect(r.body.responseStatus.responseStatusCode).toBe(504);
  });

  it('another address is refused: the daemon never queries an address from the request', async () => {
    const before = paths.length;
    const r = await daemon.call('/weight?mode=qubevu&ipaddress=169.254.169.254');
    expect(r.status).toBe(403);
    expect(paths.length).toBe(before);
  });
});
