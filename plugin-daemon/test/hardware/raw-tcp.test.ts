/** Raw TCP 9100 printing against a real TCP peer that records the exact bytes (design §6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadPort, startDaemon, tcpPrinter } from './peers.ts';

const ZPL = '^XA^CF0,30^FO50,50^FDA1 label: Ünïcödé & 100%^FS^BY2^FO50,100^BCN,80,Y^FD1Z999AA10123456784^FS^XZ';

let printer: Awaited<ReturnType<typeof tcpPrinter>>;
let daemon: Awaited<ReturnType<typeof startDaemon>>;

beforeAll(async () => {
  printer = await tcpPrinter();
  const dead = await deadPort();
  daemon = await startDaemon({
    cupsUrl: `http://127.0.0.1:${await deadPort()}`,
    printers: [
      { name: 'Zebra-Pack07', host: '127.0.0.1', port: printer.port },
      { name: 'Zebra-Off', host: '127.0.0.1', port: dead },
    ],
  });
});
afterAll(async () => {
  await daemon?.close();
  await printer?.close();
});

describe('raw TCP label printer', () => {
  it('S-394: GET print with printername and printstring delivers the string byte for byte', async () => {
    const job = printer.nextJob();
    const r = await daemon.call(`/print?printername=Zebra-Pack07&printstring=${encodeURIComponent(ZPL)}`);
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data).toMatchObject({ printer: 'Zebra-Pack07', state: 'printed', bytes: Buffer.byteLength(ZPL) });
    expect((await job).equals(Buffer.from(ZPL, 'utf8'))).toBe(true);
  });

  it('S-395: POST print with printername, formatcode, contentsize, orientation sends the body unchanged (all 256 byte values)', async () => {
    const body = Buffer.concat([
      Buffer.from('^XA^FO10,10^GFA,256,256,16,'),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      Buffer.from('^XZ\r\n'),
    ]);
    const job = printer.nextJob();
    const r = await daemon.call(
      `/print?printername=Zebra-Pack07&formatcode=zpl&contentsize=${body.length}&orientation=portrait`,
      {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/octet-stream' },
      },
    );
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect((await job).equals(body)).toBe(true);
  });

  it('S-145: an error label (text/plain body) reaches the label printer unchanged', async () => {
    const label = '^XA^FO20,20^A0N,28,28^FDHTTP 500^FS^FO20,60^A0N,24,24^FDServer returned code: 500^FS^XZ';
    const job = printer.nextJob();
    const r = await daemon.call('/print?printername=Zebra-Pack07&formatcode=zpl', {
      method: 'POST',
      body: label,
      headers: { 'content-type': 'text/plain' },
    });
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect((await job).toString('utf8')).toBe(label);
  });

  it('ESC/POS receipts are built by node-thermal-printer and sent raw', async () => {
    const job = printer.nextJob();
    const r = await daemon.call('/print?printername=Zebra-Pack07&formatcode=receipt', {
      method: 'POST',
      body: JSON.stringify({
        lines: [{ text: 'A1 RECEIPT', align: 'center', bold: true }, 'Parcel 1Z999', 'Total: 3'],
      }),
    });
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    const bytes = await job;
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1b, 0x40]))).toBe(true); // ESC @ initialise
    expect(bytes.toString('latin1')).toContain('A1 RECEIPT');
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true); // GS V cut
  });

  it('an offline label printer answers within 5 s with a message a packer can act on', async () => {
    const r = await daemon.call('/print?printername=Zebra-Off&printstring=%5EXA%5EXZ');
    expect(r.ms).toBeLessThan(5000);
    expect(r.body.responseStatus.responseStatusCode).toBe(503);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(/Zebra-Off.*(switched on|online)/);
  });

  it('a printer that is not configured answers within 5 s and says so; no address is taken from the request', async () => {
    const r = await daemon.call(`/print?printername=${encodeURIComponent(`127.0.0.1:${9100}`)}&printstring=x`);
    expect(r.ms).toBeLessThan(5000);
    expect(r.body.responseStatus.responseStatusCode).not.toBe(200);
  });

  it('a truncated upload (fewer bytes than contentsize) is refused, not printed', async () => {
    const r = await daemon.call('/print?printername=Zebra-Pack07&contentsize=999', { method: 'POST', body: '^XA^XZ' });
    expect(r.body.responseStatus.responseStatusCode).toBe(400);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(/incomplete/);
  });

  it('S-397: GET listprinters lists configured label printers with their state, even when CUPS is down', async () => {
    const r = await daemon.call('/listprinters');
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Zebra-Pack07', kind: 'tcp', state: 'idle' }),
        expect.objectContaining({ name: 'Zebra-Off', kind: 'tcp', state: 'offline' }),
      ]),
    );
  });
});
