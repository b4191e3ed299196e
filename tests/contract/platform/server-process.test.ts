/** The server as `scripts/start.sh` runs it: a real process on an embedded data directory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { A1 } from '@a1/shared';
import { call } from '../../support/a1-http';

const mainTs = path.resolve(import.meta.dirname, '../../../server/src/main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'a1-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port nothing listens on now (several checkouts may run this suite at once). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Starts main.ts and resolves once it prints its URL (the line the README's first command shows). */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    // The embedded database: scripts/test.sh exports DATABASE_URL for the PostgreSQL suites, not for this one.
    env: { ...process.env, DATABASE_URL: '', A1_DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('A1 Back Office is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return { child, output: () => output };
}

describe('server process', () => {
  it('seeds an empty embedded database, prints the URL and demo accounts, honours PORT, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = await startServer({ PORT: String(port) });
    expect(output()).toContain(`http://localhost:${port}`);
    expect(output()).toContain('admin@a1demo.com');
    const login = await call(`http://127.0.0.1:${port}`, 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: 'admin@a1demo.com', password: 'Demo#2026' },
    });
    expect(login.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('restarts on the same data directory without seeding again (migrations are versioned)', async () => {
    const port = await freePort();
    const { child, output } = await startServer({ PORT: String(port) });
    expect(output()).not.toContain('Seeding demo data');
    const login = await call(`http://127.0.0.1:${port}`, 'PUT', A1.authenticateLegacyLogin.path, {
      body: { username: 'admin@a1demo.com', password: 'Demo#2026' },
    });
    expect(login.status).toBe(200);
    child.kill('SIGTERM');
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it('A1_DEMO=0 leaves a new embedded database empty', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'a1-empty-'));
    const port = await freePort();
    try {
      const { child } = await startServer({ PORT: String(port), A1_DEMO: '0', A1_DATA_DIR: emptyDir });
      const login = await call(`http://127.0.0.1:${port}`, 'PUT', A1.authenticateLegacyLogin.path, {
        body: { username: 'admin@a1demo.com', password: 'Demo#2026' },
      });
      expect(login.status).toBe(401);
      child.kill('SIGTERM');
      await once(child, 'exit');
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
