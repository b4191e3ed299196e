/**
 * Each e2e worker's own workstation daemon port. The web app calls the daemon at the spec's fixed
 * http://localhost:19090 (shell §7); two workers' daemons cannot both listen there, and a daemon one worker's spec
 * started would answer the other worker's browser. So a worker's daemons (support/fake-daemon.ts,
 * e2e/support/real-daemon.ts) listen on the worker's own port (support/e2e-ports.ts `daemon`), and the worker's
 * browser contexts send what they address to localhost:19090 there (e2e/support/fixtures.ts): the app, its URLs and
 * its Content-Security-Policy stay as shipped, and a worker with no daemon running finds none, as a PC without one.
 */
import type { BrowserContext } from '@playwright/test';
import { DAEMON_PORT } from '@a1/shared/daemon/contract';

/** Set by the worker's server fixture (e2e/support/worker-server.ts); outside a worker, the spec's own port. */
export const workerDaemonPort = (): number => Number(process.env.A1_E2E_DAEMON_PORT ?? DAEMON_PORT);

const DAEMON_URL = new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${DAEMON_PORT}/`);

/** The context's requests to the daemon go to the worker's daemon port; nothing listening there refuses them. */
export async function routeDaemonToWorker(context: BrowserContext): Promise<void> {
  const port = workerDaemonPort();
  if (port === DAEMON_PORT) return;
  await context.route(DAEMON_URL, async (route) => {
    const url = new URL(route.request().url());
    // The daemon listens on 127.0.0.1 only (Node may resolve localhost to ::1 first); its Host check takes either.
    url.hostname = '127.0.0.1';
    url.port = String(port);
    let response;
    try {
      response = await route.fetch({ url: url.toString(), maxRetries: 0, maxRedirects: 0 });
    } catch {
      // As from a PC without a daemon: the browser's fetch fails (the app says "Cannot Read Plugin").
      await route.abort('connectionrefused').catch(() => undefined);
      return;
    }
    await route.fulfill({ response }).catch(() => undefined);
  });
}
