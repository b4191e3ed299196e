/**
 * The REAL workstation daemon (plugin-daemon's `a1-plugin serve`, from source as `pnpm --filter @a1/plugin-daemon
 * start` runs it) in a process of its own on 127.0.0.1, on the worker's daemon port (which the worker's browser reaches
 * as localhost:19090: support/worker-daemon.ts), with a configuration of the test's: start it, and stop it with its
 * configuration folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workerDaemonPort } from '../../support/worker-daemon';
import { within } from '@a1/plugin-daemon/test/hardware/peers.ts';

export interface RealDaemon {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the daemon with this configuration (the worker's port; reportsDir in its own temporary folder) and waits for it. */
export async function startRealDaemon(config: Record<string, unknown>): Promise<RealDaemon> {
  const port = workerDaemonPort();
  const configDir = mkdtempSync(path.join(tmpdir(), 'a1-real-daemon-'));
  const file = path.join(configDir, 'config.json');
  writeFileSync(file, JSON.stringify({ port, reportsDir: path.join(configDir, 'reports'), ...config }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--config', file, 'serve'], {
    cwd: path.resolve(import.meta.dirname, '../../../plugin-daemon'),
    env: { ...process.env, A1_PLUGIN_NO_OPEN: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await within(
    new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (output.includes(`listening on http://127.0.0.1:${port}`)) resolve();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) =>
        reject(new Error(`the daemon exited (${code}); is port ${port} taken by another daemon?\n${output}`)),
      );
    }),
    30_000,
    'the real daemon to listen',
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(configDir, { recursive: true, force: true });
    throw error;
  });
  return {
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await within(exited, 10_000, 'the daemon to stop').catch(() => child.kill('SIGKILL'));
      }
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
