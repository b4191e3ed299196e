/**
 * Each Playwright worker's own A1 server and database: the worker starts support/e2e-server.ts on its port block
 * (support/e2e-ports.ts) with a copy of the run's seeded template (support/e2e-template.ts) as its data directory, and
 * its tests' `baseURL` points there. The `resetDatabase` fixture and `resetE2eDatabase()` reach this worker's
 * supervisor through `A1_E2E_DATA_DIR`. The server stops with the worker.
 */
import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { E2E_SERVER_READY } from '../../support/e2e-control';
import { e2ePorts, e2eServerEnv, type E2ePorts } from '../../support/e2e-ports';
import { e2eAdminUrl, e2eRunDir, e2eTemplateDir } from '../../support/e2e-template';

export interface E2eServer {
  url: string;
  ports: E2ePorts;
  dataDir: string;
}

const supervisor = path.resolve(import.meta.dirname, '../../support/e2e-server.ts');

export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const ports = e2ePorts(workerInfo.parallelIndex);
      // By worker index, so a worker started again after a failure never meets its predecessor's directory.
      const dataDir = path.join(e2eRunDir(), `worker-${workerInfo.workerIndex}`);
      const child = spawn(process.execPath, ['--import', 'tsx', supervisor], {
        cwd: path.dirname(supervisor),
        env: {
          ...process.env,
          ...e2eServerEnv(ports, dataDir),
          A1_E2E_TEMPLATE_DIR: e2eTemplateDir(),
          A1_E2E_ADMIN_URL: e2eAdminUrl(),
        },
        // stdin stays open for the supervisor's life: its end tells the supervisor this worker is gone.
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      const exited = once(child, 'exit');
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk;
          if (output.includes(E2E_SERVER_READY)) {
            child.stdout!.off('data', onData);
            child.stdout!.resume();
            resolve();
          }
        };
        child.stdout!.on('data', onData);
        void exited.then(([code]) => reject(new Error(`the e2e server exited during start (${code}):\n${output}`)));
      });
      process.env.A1_E2E_DATA_DIR = dataDir;
      // The port of this worker's workstation daemons (support/worker-daemon.ts).
      process.env.A1_E2E_DAEMON_PORT = String(ports.daemon);
      await use({ url: `http://localhost:${ports.web}`, ports, dataDir });
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
});
