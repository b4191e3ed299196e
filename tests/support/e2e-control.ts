/** Talks to the e2e server's supervisor (support/e2e-server.ts) over its Unix socket. */
import http from 'node:http';

/** What the supervisor prints on stdout once its server answers. */
export const E2E_SERVER_READY = 'E2E_SERVER_READY';

/** The supervisor's control socket, beside the data directory (so parallel workers and checkouts never share one). */
export const controlSocket = (dataDir: string): string => `${dataDir}.control.sock`;

let resets = 0;
/** How many resets this worker has asked for (a reset ends every session: e2e/support/signed-in.ts). */
export const e2eResetCount = (): number => resets;

/**
 * Puts this worker's e2e database back to the demo seed; resolves once its server answers on it again.
 * The worker's server fixture (e2e/support/worker-server.ts) names its data directory in `A1_E2E_DATA_DIR`.
 */
export async function resetE2eDatabase(): Promise<void> {
  resets++;
  const dataDir = process.env.A1_E2E_DATA_DIR;
  if (!dataDir) throw new Error('A1_E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts');
  await new Promise<void>((resolve, reject) => {
    const request = http.request({ socketPath: controlSocket(dataDir), method: 'POST', path: '/reset' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`database reset failed: ${body}`)),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
