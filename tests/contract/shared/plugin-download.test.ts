/**
 * HTTP contract of the Download Plugin step's calls (issue 29 point 7), on PGlite only: the answer reads a file, not
 * the database. The executable is a file of the test's (the server streams whatever `pnpm build:daemon` wrote; the
 * executable itself is tested by plugin-daemon's test:sea), so the test knows its size and bytes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { A1 } from '@a1/shared';
import { sessionHeaders } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';

const dir = mkdtempSync(path.join(tmpdir(), 'a1-plugin-download-'));
const executable = path.join(dir, 'a1-plugin');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the workstation plugin download on pglite', () => {
  const env = signedInServer(
    'pglite',
    { ops: 'ops.manager@a1demo.com', external: 'customer@partnerpost.example' },
    { pluginExecutable: executable },
  );
  const get = (entry: { path: string }, who = env.users.ops) =>
    fetch(`${env.baseUrl}${entry.path}`, { headers: sessionHeaders(who) });

  it('issue 29 point 7: without a build the server says none is offered, and the file answers 404 with the reason', async () => {
    const info = await get(A1.pluginDownloadInfo);
    expect(info.status).toBe(200);
    expect((await info.json()).data).toEqual({ available: false, platform: 'linux', fileName: 'a1-plugin', size: 0 });
    const file = await get(A1.pluginDownloadFile);
    expect(file.status).toBe(404);
    expect((await file.json()).responseStatus.responseStatusMessage).toBe(
      'This server has no workstation plugin to offer: it is built with pnpm build:daemon.',
    );
  });

  it('issue 29 point 7: a build written after the start is offered at once, streamed whole as an attachment', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 0x5a);
    writeFileSync(executable, bytes);
    const info = await get(A1.pluginDownloadInfo);
    expect((await info.json()).data).toEqual({
      available: true,
      platform: 'linux',
      fileName: 'a1-plugin',
      size: 3 * 1024 * 1024 + 7,
    });
    const file = await get(A1.pluginDownloadFile);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="a1-plugin"; filename*=UTF-8''a1-plugin`,
    );
    // Like every download (server/src/files sendDownload): never rendered as a page.
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('issue 29 point 7: the external customer (not internal staff) is refused both calls', async () => {
    expect((await get(A1.pluginDownloadInfo, env.users.external)).status).toBe(403);
    expect((await get(A1.pluginDownloadFile, env.users.external)).status).toBe(403);
  });
});
