/** MT-SICS and CubiScan over a real serial line: a socat pty pair with the scale simulated on the far end. */
import { createServer, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptyPair, serialScale, startDaemon } from './peers.ts';

let mtPty: Awaited<ReturnType<typeof ptyPair>>;
let cubiPty: Awaited<ReturnType<typeof ptyPair>>;
let silentPty: Awaited<ReturnType<typeof ptyPair>>;
let mt: Awaited<ReturnType<typeof serialScale>>;
let cubi: Awaited<ReturnType<typeof serialScale>>;
let silent: Awaited<ReturnType<typeof serialScale>>;
let daemon: Awaited<ReturnType<typeof startDaemon>>;
let tcpScale: ReturnType<typeof createServer>;

/** What the MT-SICS scale answers next; tests set it before weighing. */
let mtAnswer = 'S S      12.345 kg\r\n';
let cubiAnswer = '\x02MAC123456,L 10.5,W  8.0,H  4.5,E,K   2.3,D   2.7,E,F 166,D\x03\r\n';

beforeAll(async () => {
  [mtPty, cubiPty, silentPty] = await Promise.all([ptyPair(), ptyPair(), ptyPair()]);
  mt = await serialScale(mtPty.peer, () => mtAnswer);
  cubi = await serialScale(cubiPty.peer, () => cubiAnswer);
  silent = await serialScale(silentPty.peer, () => undefined);
  // MT-SICS over TCP (Mettler's Ethernet option): same protocol, a socket instead of a port.
  tcpScale = createServer((s) => {
    let buf = '';
    s.on('data', (d) => {
      buf += d.toString('latin1');
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        if (buf.slice(0, i).trim() === 'SI') s.write('S D       0.815 kg\r\n');
        buf = buf.slice(i + 1);
      }
    });
    s.on('error', () => undefined);
  });
  tcpScale.listen(0, '127.0.0.1');
  await once(tcpScale, 'listening');
  daemon = await startDaemon({
    scales: [
      { name: 'Bench scale', type: 'mtind', port: mtPty.device, baudRate: 9600 },
      { name: 'CubiScan 125', type: 'cubiScan', port: cubiPty.device },
      { name: 'Dead scale', type: 'com', port: silentPty.device },
      { name: 'Floor scale', type: 'mtvip', ipaddress: '127.0.0.1', tcpPort: (tcpScale.address() as AddressInfo).port },
    ],
  });
});
afterAll(async () => {
  await daemon?.close();
  await Promise.all([mt?.close(), cubi?.close(), silent?.close()]);
  await Promise.all([mtPty?.close(), cubiPty?.close(), silentPty?.close()]);
  tcpScale?.close();
});

const weigh = (q: string) => daemon.call(`/weight?${q}`);

describe('MT-SICS scale on a serial port', () => {
  it('S-393: GET weight with mode and port returns a stable weight with its unit', async () => {
    mtAnswer = 'S S      12.345 kg\r\n';
    const r = await weigh(`mode=mtind&port=${encodeURIComponent(mtPty.device)}&vid=&pid=&ipaddress=`);
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data).toMatchObject({
      scale: 'Bench scale',
      type: 'mtind',
      stable: true,
      weight: 12.345,
      unit: 'kg',
    });
    expect(mt.commands.at(-1)).toBe('SI\r\n');
  });

  it('S-393: a dynamic reading (S D) is reported as in motion', async () => {
    mtAnswer = 'S D       1.200 lb\r\n';
    const r = await weigh(`mode=mtind&port=${encodeURIComponent(mtPty.device)}`);
    expect(r.body.data).toMatchObject({ stable: false, weight: 1.2, unit: 'lb' });
  });

  it.each([
    ['S I\r\n', /busy/],
    ['S +\r\n', /overloaded/],
    ['S -\r\n', /below zero/],
    ['ES\r\n', /did not understand/],
    ['ET\r\n', /transmission error/],
    ['EL\r\n', /could not carry out/],
  ])('the answer %j is a clear error', async (answer, message) => {
    mtAnswer = answer;
    const r = await weigh(`mode=mtind&port=${encodeURIComponent(mtPty.device)}`);
    expect(r.body.responseStatus.responseStatusCode).not.toBe(200);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(message);
  });

  it('a silent scale answers within 3 s with a clear error, and the daemon keeps serving', async () => {
    const r = await weigh(`mode=com&port=${encodeURIComponent(silentPty.device)}`);
    expect(r.ms).toBeLessThan(3000);
    expect(r.body.responseStatus.responseStatusCode).toBe(504);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(/did not answer/);
    expect(silent.commands).toContain('SI\r\n');
    expect((await daemon.call('/plugininstalled')).body.responseStatus.responseStatusCode).toBe(200);
  });

  it('MT-SICS over TCP (mtvip by ipaddress)', async () => {
    const r = await weigh('mode=mtvip&ipaddress=127.0.0.1');
    expect(r.body.responseStatus.responseStatusMessage).toBe('OK');
    expect(r.body.data).toMatchObject({ scale: 'Floor scale', stable: false, weight: 0.815, unit: 'kg' });
  });

  it('S-393: weight reaches only configured devices: another port or address is refused with 403', async () => {
    for (const q of [
      'mode=mtind&port=/dev/ttyS0',
      'mode=mtvip&ipaddress=10.1.2.3',
      `mode=cubiScan&port=${encodeURIComponent(mtPty.device)}`,
    ]) {
      const r = await weigh(q);
      expect(r.status).toBe(403);
      expect(r.body.responseStatus.responseStatusMessage).toMatch(/not set up/);
    }
  });
});

describe('CubiScan on a serial port', () => {
  it('sends STX M ETX CR LF and parses MAC into dimensions, weight and dimensional weight', async () => {
    cubiAnswer = '\x02MAC123456,L 10.5,W  8.0,H  4.5,E,K   2.3,D   2.7,E,F 166,D\x03\r\n';
    const r = await weigh(`mode=cubiScan&port=${encodeURIComponent(cubiPty.device)}`);
    expect(cubi.commands.at(-1)).toBe('\x02M\x03\r\n');
    expect(r.body.data).toMatchObject({
      scale: 'CubiScan 125',
      stable: true,
      length: 10.5,
      width: 8,
      height: 4.5,
      dimensionUnit: 'in',
      weight: 2.3,
      unit: 'lb',
      dimWeight: 2.7,
    });
  });

  it('metric units', async () => {
    cubiAnswer = '\x02MAC000001,L 030.2,W 020.0,H 010.1,M,K 001.25,D 001.52,M,F 6000,I\x03\r\n';
    const r = await weigh(`mode=cubiScan&port=${encodeURIComponent(cubiPty.device)}`);
    expect(r.body.data).toMatchObject({ length: 30.2, dimensionUnit: 'cm', weight: 1.25, unit: 'kg', dimWeight: 1.52 });
  });

  it.each([
    ['C', /corner sensor/],
    ['M', /measurement failed/],
    ['Z', /zeroing failed/],
  ])('MNC%s is a clear error', async (code, message) => {
    cubiAnswer = `\x02MNC${code}\x03\r\n`;
    const r = await weigh(`mode=cubiScan&port=${encodeURIComponent(cubiPty.device)}`);
    expect(r.body.responseStatus.responseStatusCode).toBe(422);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(message);
  });
});
