/**
 * The workstation API on 127.0.0.1:19090 (shell §7), guarded as design §3 asks: loopback only, Host checked
 * (DNS rebinding), Origin checked against the allow-list on every call including GET (a GET can print),
 * CORS and private-network preflights answered for allowed origins only.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { envelope, errorEnvelope } from '@a1/shared/contract/envelope';
import { DAEMON_MESSAGES, DAEMON_ROUTES, type DaemonError, type DaemonStatus } from '@a1/shared/daemon/contract';
import type { DaemonConfig } from './config.ts';
import { httpDate, isoTime } from './clock.ts';
import { DaemonFailure } from './errors.ts';
import { Printers } from './printers/index.ts';
import { Scales, describeScale } from './scales/index.ts';
import { VERSION } from './version.ts';

export interface ServerDeps {
  printers?: Printers;
  scales?: Scales;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const MAX_BODY = 16 * 1024 * 1024;

type Query = Record<string, string | undefined>;

export function buildServer(cfg: DaemonConfig, deps: ServerDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY,
    return503OnClosing: true,
    // No route has a schema, so Ajv and fast-json-stringify would only cost idle memory (issue 6: <= 60 MB).
    schemaController: {
      compilersFactory: {
        buildValidator: (() => () => () => true) as never,
        buildSerializer: (() => () => (data: unknown) => JSON.stringify(data)) as never,
      },
    },
  });
  const printers = deps.printers ?? new Printers(cfg);
  const scales = deps.scales ?? new Scales(cfg);
  const allowed = new Set(cfg.allowedOrigins);
  const started = Date.now();
  const lastErrors: DaemonError[] = [];
  const note = (area: DaemonError['area'], message: string) => {
    lastErrors.unshift({ at: isoTime(), area, message });
    lastErrors.length = Math.min(lastErrors.length, 20);
  };

  // Bodies are content to print, never parsed as JSON by the framework: bytes must pass untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const listeningPort = () => {
    const a = app.server.address();
    return a && typeof a === 'object' ? a.port : cfg.port;
  };

  app.addHook('onRequest', async (req, reply) => {
    // Set before node would: its own Date header goes through toUTCString (see clock.ts).
    reply.header('date', httpDate());
    const host = (req.headers.host ?? '').toLowerCase();
    const port = String(listeningPort());
    if (!LOOPBACK_HOSTS.some((h) => host === `${h}:${port}`)) {
      note('security', `refused Host '${host.slice(0, 80)}'`);
      return reply.code(403).send(errorEnvelope(403, DAEMON_MESSAGES.hostRefused));
    }
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) {
      note(
        'security',
        `refused Origin '${(origin ?? '(none)').slice(0, 80)}' for ${req.method} ${req.url.split('?')[0]}`,
      );
      return reply.code(403).send(errorEnvelope(403, DAEMON_MESSAGES.originRefused));
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (req.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type');
      reply.header('access-control-max-age', '600');
      // Chrome's Private Network Access: a public page may call this loopback server only if it says so.
      if (req.headers['access-control-request-private-network'] === 'true')
        reply.header('access-control-allow-private-network', 'true');
      return reply.code(204).send();
    }
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorEnvelope(404, DAEMON_MESSAGES.notFound)));
  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const code =
      err instanceof DaemonFailure ? err.code : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const message =
      err instanceof DaemonFailure
        ? err.message
        : code === 413
          ? 'The content is too large to print.'
          : code < 500
            ? err.message
            : 'The plugin hit an unexpected problem. Run "a1-plugin doctor".';
    const path = req.url.split('?')[0];
    note(
      path.includes('weight')
        ? 'weight'
        : path.includes('report')
          ? 'report'
          : path.includes('print')
            ? 'print'
            : 'server',
      message,
    );
    return reply.code(code).send(errorEnvelope(code, message));
  });

  const ok = (reply: FastifyReply, data: unknown) => reply.code(200).send(envelope(data));

  app.get(DAEMON_ROUTES.pluginInstalled, async (_req, reply) =>
    ok(reply, { installed: true, version: VERSION, workStationName: cfg.workStationName }),
  );

  app.get(DAEMON_ROUTES.workstation, async (_req, reply) =>
    ok(reply, { workStationName: cfg.workStationName, workStation: cfg.workStationName }),
  );

  app.get(DAEMON_ROUTES.listPrinters, async (_req, reply) => {
    const { printers: list, error } = await printers.list();
    if (error && list.length === 0) throw new DaemonFailure(503, error);
    if (error) note('print', error);
    return ok(reply, list);
  });

  app.get(DAEMON_ROUTES.print, async (req: FastifyRequest<{ Querystring: Query }>, reply) => {
    const q = req.query;
    if (q.printstring === undefined) throw new DaemonFailure(400, 'Nothing to print: printstring is missing.');
    // The browser URL-encodes UTF-8; encoding back as UTF-8 restores the exact bytes it meant.
    const r = await printers.print({
      printer: q.printername ?? '',
      data: Buffer.from(q.printstring, 'utf8'),
      format: q.formatcode ?? 'raw',
    });
    return ok(reply, r);
  });

  app.post(
    DAEMON_ROUTES.print,
    async (req: FastifyRequest<{ Querystring: Query; Body: Buffer | undefined }>, reply) => {
      const q = req.query;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const size = q.contentsize === undefined || q.contentsize === '' ? NaN : Number(q.contentsize);
      // contentsize counts characters; UTF-8 bytes are never fewer, so fewer bytes means the upload was cut short.
      if (Number.isFinite(size) && body.length < size)
        throw new DaemonFailure(400, `The content arrived incomplete (${body.length} of ${size} bytes). Print again.`);
      const landscape = /^l/i.test(q.orientation ?? '');
      const r = await printers.print({
        printer: q.printername ?? '',
        data: body,
        format: q.formatcode ?? 'raw',
        landscape,
      });
      return ok(reply, r);
    },
  );

  app.post(
    DAEMON_ROUTES.report,
    async (req: FastifyRequest<{ Querystring: Query; Body: Buffer | undefined }>, reply) => {
      const { runReport } = await import('./reports/index.ts');
      const r = await runReport(cfg, printers, req.query, Buffer.isBuffer(req.body) ? req.body : undefined);
      return ok(reply, r);
    },
  );

  app.get(DAEMON_ROUTES.weight, async (req: FastifyRequest<{ Querystring: Query }>, reply) => {
    const { mode, port, vid, pid, ipaddress } = req.query;
    return ok(reply, await scales.weigh({ mode, port, vid, pid, ipaddress }));
  });

  app.get(DAEMON_ROUTES.status, async (_req, reply) => {
    const { printers: list, error } = await printers.list(2000);
    const status: DaemonStatus = {
      version: VERSION,
      workStationName: cfg.workStationName,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      printers: list,
      scales: cfg.scales.map((s) => ({ name: s.name, type: s.type, connection: describeScale(s) })),
      lastErrors: error ? [{ at: isoTime(), area: 'print', message: error }, ...lastErrors] : lastErrors,
    };
    return ok(reply, status);
  });

  return app;
}

/** Loopback only, whatever the configuration says: the daemon is never reachable from the network. */
export async function startServer(cfg: DaemonConfig, deps?: ServerDeps): Promise<FastifyInstance> {
  const app = buildServer(cfg, deps);
  await app.listen({ host: '127.0.0.1', port: cfg.port });
  return app;
}
