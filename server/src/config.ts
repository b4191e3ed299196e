/** Server configuration, read once from the environment. */
import path from 'node:path';
import { REQUEST_TIMEOUT_MS } from '@a1/shared';

export interface SsoDomainConfig {
  issuer: string;
  clientId: string;
  domains: string[];
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  demo: boolean;
  webDir: string;
  environment: string;
  isTestMode: boolean;
  buildTime: string;
  logLevel: string;
  /** How long a resolved session is kept in memory (A1_SESSION_CACHE_MS, default 5000; 0: off). */
  sessionCacheMs: number;
  /** Open connections one client address may hold (A1_MAX_CONNECTIONS_PER_ADDRESS, default 256). */
  connectionsPerAddress: number;
  /** PostgreSQL connections per instance (A1_DB_POOL_SIZE, default 10). */
  dbPoolSize: number;
  /** Longest a statement may run (A1_STATEMENT_TIMEOUT_MS, default 15000). */
  statementTimeoutMs: number;
  /**
   * How many proxies in front of the server may name the client in X-Forwarded-For (A1_TRUST_PROXY, default 0: none,
   * the socket's address is the client's). Each per-address limit depends on it: never more than the real hops.
   */
  trustProxy: number;
  /** The longest a session lives after sign-in, however busy (A1_SESSION_MAX_HOURS, default 12). */
  sessionMaxHours: number;
  /** How long a request (headers and body) may take to arrive (A1_REQUEST_TIMEOUT_MS, default 30000). */
  requestTimeoutMs: number;
  /** How long SIGTERM lets requests in flight finish before the process exits anyway (A1_SHUTDOWN_GRACE_MS, default 10000). */
  shutdownGraceMs: number;
  identityProvider?: SsoDomainConfig;
  directorySuite?: SsoDomainConfig;
  /** SMTP server for e-mails (smtp://user:pass@host:port or smtps://…); without it no mail is sent. */
  smtpUrl?: string;
  /** The From of e-mails. */
  mailFrom: string;
  /** Extra origins the web app may call (A1_CSP_CONNECT_SRC, space- or comma-separated), e.g. a VITE_A1_API_ORIGIN. */
  cspConnectSrc: string[];
  /** The address links in e-mails point to; without it, the address the request came to. */
  publicUrl?: string;
  /**
   * The workstation daemon's executable the Download Plugin step offers (A1_PLUGIN_EXECUTABLE; default the one
   * `pnpm build:daemon` writes). Looked up at each request: a build made after the start is offered at once.
   */
  pluginExecutable: string;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function ssoFromEnv(prefix: string, env: NodeJS.ProcessEnv): SsoDomainConfig | undefined {
  const issuer = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  if (!issuer || !clientId) return undefined;
  const domains = (env[`${prefix}_DOMAINS`] ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  return { issuer, clientId, domains };
}

/** A non-negative number from the environment, or the default. */
function numberFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.A1_DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.A1_DEMO !== '0',
    webDir: path.resolve(env.A1_WEB_DIR ?? path.join(repoRoot, 'web', 'dist')),
    environment: env.A1_ENVIRONMENT ?? '',
    isTestMode: env.A1_TEST_MODE === '1',
    // The version check compares build times: the start time stands in when none was baked in.
    buildTime: env.A1_BUILD_TIME ?? new Date().toISOString(),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionCacheMs: numberFrom(env.A1_SESSION_CACHE_MS, 5_000),
    connectionsPerAddress: Math.max(1, numberFrom(env.A1_MAX_CONNECTIONS_PER_ADDRESS, 256)),
    dbPoolSize: Math.max(1, numberFrom(env.A1_DB_POOL_SIZE, 10)),
    statementTimeoutMs: numberFrom(env.A1_STATEMENT_TIMEOUT_MS, 15_000),
    trustProxy: Math.floor(numberFrom(env.A1_TRUST_PROXY, 0)),
    sessionMaxHours: numberFrom(env.A1_SESSION_MAX_HOURS, 12) || 12,
    requestTimeoutMs: Math.max(1, numberFrom(env.A1_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS)),
    shutdownGraceMs: numberFrom(env.A1_SHUTDOWN_GRACE_MS, 10_000),
    identityProvider: ssoFromEnv('A1_OIDC_IDP', env),
    directorySuite: ssoFromEnv('A1_OIDC_DIRECTORY', env),
    smtpUrl: env.A1_SMTP_URL || undefined,
    mailFrom: env.A1_MAIL_FROM || 'A1 Back Office <no-reply@a1demo.com>',
    publicUrl: env.A1_PUBLIC_URL || undefined,
    pluginExecutable: path.resolve(
      env.A1_PLUGIN_EXECUTABLE ||
        path.join(repoRoot, 'plugin-daemon', 'dist', process.platform === 'win32' ? 'a1-plugin.exe' : 'a1-plugin'),
    ),
    // Each entry becomes a CSP source: anything that could end the directive (; or a quote) is dropped.
    cspConnectSrc: (env.A1_CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter((s) => s && !/[;'"]/.test(s)),
  };
}
