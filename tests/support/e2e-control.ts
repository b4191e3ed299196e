/** Talks to the e2e server's supervisor (support/e2e-server.ts) over its Unix socket. */
import http from 'node:http';

/** The supervisor's control socket, beside the data directory (so parallel checkouts never share one). */
export const controlSocket = (dataDir: string): string => `${dataDir}.control.sock`;

/** Puts the e2e server's database back to the demo seed; resolves once the server answers on it again. */
export async function resetE2eDatabase(): Promise<void> {
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
