/** CUPS over IPP against a real cupsd started by the test, its raw queues delivering to a TCP printer peer. */
// The repository's one PDF reader for tests (pdf.js), in the tests package.
import { pdfPages } from '../../../tests/support/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadPort, privateCups, startDaemon, tcpPrinter } from './peers.ts';

let cups: Awaited<ReturnType<typeof privateCups>>;
let peer: Awaited<ReturnType<typeof tcpPrinter>>;
let daemon: Awaited<ReturnType<typeof startDaemon>>;

beforeAll(async () => {
  peer = await tcpPrinter();
  cups = await privateCups({
    LabelQueue: `socket://127.0.0.1:${peer.port}`,
    ReportQueue: `socket://127.0.0.1:${peer.port}`,
    Unplugged: `socket://127.0.0.1:${await deadPort()}`,
    Jammed: { uri: `socket://127.0.0.1:${peer.port}`, stoppedBecause: 'Media jam near the cutter' },
  });
  daemon = await startDaemon({ cupsUrl: cups.url });
});
afterAll(async () => {
  await daemon?.close();
  await cups?.close();
  await peer?.close();
});

describe('CUPS queues over IPP', () => {
  it('S-397: GET listprinters lists the CUPS queues with their state', async () => {
    const r = await daemon.call('/listprinters');
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    const names = r.body.data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['LabelQueue', 'ReportQueue', 'Unplugged']));
    expect(r.body.data.find((p: { name: string }) => p.name === 'LabelQueue')).toMatchObject({
      kind: 'cups',
      state: 'idle',
    });
  });

  it('S-394: GET print through a CUPS raw queue: the printer receives the exact bytes and the job is reported printed', async () => {
    const zpl = '^XA^FO50,50^A0N,40,40^FDCUPS raw ~ é ^FS^XZ';
    const job = peer.nextJob();
    const r = await daemon.call(`/print?printername=LabelQueue&printstring=${encodeURIComponent(zpl)}`);
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect((await job).equals(Buffer.from(zpl, 'utf8'))).toBe(true);
    expect(r.body.data).toMatchObject({ printer: 'LabelQueue', state: 'printed' });
    expect(r.body.data.jobId).toBeGreaterThan(0);
  });

  it('S-395: POST print through CUPS keeps binary bytes unchanged', async () => {
    const body = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
    const job = peer.nextJob();
    const r = await daemon.call(
      `/print?printername=LabelQueue&formatcode=raw&contentsize=${body.length}&orientation=portrait`,
      { method: 'POST', body },
    );
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect((await job).equals(body)).toBe(true);
  });

  it('a missing printer answers within 5 s with a message a packer can act on', async () => {
    const r = await daemon.call('/print?printername=NoSuchQueue&printstring=x');
    expect(r.ms).toBeLessThan(5000);
    expect(r.body.responseStatus.responseStatusCode).toBe(404);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(/NoSuchQueue.*not set up/);
  });

  it('a stopped printer is listed with its reason, and a print to it fails at once with that reason', async () => {
    const list = await daemon.call('/listprinters');
    expect(list.body.data.find((p: { name: string }) => p.name === 'Jammed')).toMatchObject({
      state: 'stopped',
      reason: 'Media jam near the cutter',
    });
    const r = await daemon.call('/print?printername=Jammed&printstring=%5EXA%5EXZ');
    expect(r.ms).toBeLessThan(5000);
    expect(r.body.responseStatus.responseStatusCode).toBe(503);
    expect(r.body.responseStatus.responseStatusMessage).toMatch(/Jammed' is stopped: Media jam near the cutter/);
  });

  it('an unplugged printer answers within 5 s: the job stays queued with the reason', async () => {
    const r = await daemon.call('/print?printername=Unplugged&printstring=%5EXA%5EXZ');
    expect(r.ms).toBeLessThan(5000);
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data.state).toBe('queued');
    expect(r.body.data.reason).toBeTruthy();
  });

  it('S-396: POST report with name, action print and printername renders a PDF and prints it', async () => {
    const job = peer.nextJob();
    const rows = [
      { tracking: '1Z999AA10123456784', weight: '2.30 lb' },
      { tracking: '1Z999AA10123456785', weight: '1.10 lb' },
    ];
    const r = await daemon.call('/report?name=PackageManifest&action=print&printername=ReportQueue', {
      method: 'POST',
      body: JSON.stringify({ title: 'Manifest', rows }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'PackageManifest', action: 'print' });
    // A raw queue passes the PDF through unchanged: the printer gets the report as the daemon wrote it.
    const pdf = await job;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Manifest');
    expect(page).toMatch(/1Z999AA10123456784 +2\.30 lb/);
    expect(page).toMatch(/1Z999AA10123456785 +1\.10 lb/);
  });

  it('S-396: POST report with action view renders a PDF file to open', async () => {
    const r = await daemon.call('/report?name=PackageManifest&action=view', {
      method: 'POST',
      body: JSON.stringify({ rows: [{ a: 1 }] }),
    });
    expect(r.body.responseStatus.responseStatusCode).toBe(200);
    expect(r.body.data.file).toMatch(/PackageManifest-\d+\.pdf$/);
  });
});
