/** Server configuration, read once from the environment. */
import path from 'node:path';

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
  identityProvider?: SsoDomainConfig;
  directorySuite?: SsoDomainConfig;
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
    identityProvider: ssoFromEnv('A1_OIDC_IDP', env),
    directorySuite: ssoFromEnv('A1_OIDC_DIRECTORY', env),
  };
}
