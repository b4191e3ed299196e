/**
 * A test-only workstation daemon: a real HTTP server on 127.0.0.1 (the e2e worker's daemon port, which its browser
 * reaches as localhost:19090: support/worker-daemon.ts) speaking the daemon's API of shell §7
 * (plugininstalled, workstation, weight, print GET/POST, report, listprinters) with the A1 envelope and CORS
 * for the app's origin. It records what it was asked, so tests can check what the app sent.
 */
import http from 'node:http';
import { workerDaemonPort } from './worker-daemon';

export interface FakeDaemonOptions {
  workStation?: string;
  printers?: string[];
  /** Answer listprinters with this code instead of 200. */
  listPrintersCode?: number;
  port?: number;
}

export interface DaemonCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
}

export interface FakeDaemon {
  calls: DaemonCall[];
  options: FakeDaemonOptions;
  close(): Promise<void>;
}

const envelope = (code: number, message: string, data?: unknown) =>
  JSON.stringify({ responseStatus: { responseStatusCode: code, responseStatusMessage: message }, data });

export async function startFakeDaemon(options: FakeDaemonOptions = {}): Promise<FakeDaemon> {
  const calls: DaemonCall[] = [];
  const state: FakeDaemonOptions = {
    workStation: 'PACK-01',
    printers: ['Office-Laser', 'Zebra-ZT410', 'Zebra-GK420'],
    ...options,
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = url.pathname.toLowerCase();
      calls.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body });
      const send = (code: number, message: string, data?: unknown) =>
        res
          .writeHead(code === 200 ? 200 : code, { 'Content-Type': 'application/json' })
          .end(envelope(code, message, data));
      switch (`${req.method} ${path}`) {
        case 'GET /plugininstalled':
          return send(200, 'OK', true);
        case 'GET /workstation':
          return send(200, 'OK', { workStation: state.workStation });
        case 'GET /listprinters':
          return state.listPrintersCode && state.listPrintersCode !== 200
            ? send(state.listPrintersCode, 'Printer service unavailable')
            : send(
                200,
                'OK',
                state.printers!.map((name, i) => ({ name, kind: 'cups', state: 'idle', isDefault: i === 0 })),
              );
        case 'GET /print':
        case 'POST /print': {
          const printer = url.searchParams.get('printername') ?? '';
          if (!state.printers!.includes(printer))
            return send(404, `Printer '${printer}' is not set up on this workstation.`);
          return send(200, 'OK', {
            printer,
            state: 'printed',
            bytes: (url.searchParams.get('printstring') ?? body).length,
          });
        }
        case 'GET /weight':
          return send(200, 'OK', {
            scale: 'fake',
            type: url.searchParams.get('mode') ?? 'usb',
            stable: true,
            weight: 1.25,
            unit: 'kg',
          });
        case 'POST /report':
          return send(200, 'OK', {
            name: url.searchParams.get('name'),
            action: url.searchParams.get('action') ?? 'view',
            file: 'report.pdf',
          });
        default:
          return send(404, 'Unknown plugin call.');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? workerDaemonPort(), '127.0.0.1', () => resolve());
  });
  return {
    calls,
    options: state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
