/**
 * Each Playwright worker's port block and the environment of its e2e server (playwright.config.ts runs one server per
 * worker: e2e/support/worker-server.ts). Worker `parallelIndex` owns E2E_PORT + 10 × parallelIndex and the nine ports
 * after it, so its server and the side servers its specs start never meet another worker's (or another run's, given
 * another E2E_PORT at least 10 × workers apart).
 */
export const PORTS_PER_WORKER = 10;

export interface E2ePorts {
  /** The A1 server the worker's browser uses (baseURL). */
  web: number;
  /** The local OpenID Connect provider of e2e/platform/sign-in-sso.spec.ts. */
  oidc: number;
  /** The billing receiver of e2e/jobadmin/screens.spec.ts. */
  billing: number;
  /** The SMTP server the e2e server mails to: e2e/receiving/dock.spec.ts listens there for the rep's e-mail. */
  smtp: number;
  /** The workstation daemons its specs start (support/worker-daemon.ts): the browser's localhost:19090. */
  daemon: number;
}

export function e2ePorts(parallelIndex: number, basePort = Number(process.env.E2E_PORT ?? 8181)): E2ePorts {
  const web = basePort + PORTS_PER_WORKER * parallelIndex;
  return { web, oidc: web + 1, billing: web + 2, smtp: web + 3, daemon: web + 4 };
}

/**
 * Where a worker's server looks for the workstation plugin's executable (the Download Plugin step): beside the data
 * directory, which a database reset replaces. Nothing is there unless a spec puts a file there.
 */
export const e2ePluginExecutable = (dataDir: string): string => `${dataDir}-plugin/a1-plugin`;

/** The server's environment on a worker's ports and data directory. */
export function e2eServerEnv(ports: E2ePorts, dataDir: string): Record<string, string> {
  return {
    PORT: String(ports.web),
    A1_DATA_DIR: dataDir,
    A1_PLUGIN_EXECUTABLE: e2ePluginExecutable(dataDir),
    // The embedded database, even when scripts/test.sh exports DATABASE_URL for the contract suite; on PostgreSQL the
    // supervisor names the worker's own database (support/e2e-server.ts).
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Every 200 the browser reads is checked against its contract entry's response schema (server/src/http/answer-check.ts).
    A1_CHECK_ANSWERS: 'fail',
    // SSO e2e (e2e/platform/sign-in-sso.spec.ts): the local OpenID Connect provider it starts on the worker's oidc port, and the
    // seeded staff accounts moved to each sign-in kind (whole addresses, so every other account keeps its password).
    A1_OIDC_IDP_ISSUER: `http://127.0.0.1:${ports.oidc}/idp`,
    A1_OIDC_IDP_CLIENT_ID: 'a1-web',
    A1_OIDC_IDP_DOMAINS: 'quinn.clark14@a1demo.com',
    A1_OIDC_DIRECTORY_ISSUER: `http://127.0.0.1:${ports.oidc}/directory`,
    A1_OIDC_DIRECTORY_CLIENT_ID: 'a1-directory',
    A1_OIDC_DIRECTORY_DOMAINS: 'reese.johnson15@a1demo.com,sage.durand17@a1demo.com',
    // Post to Billing e2e (e2e/jobadmin/screens.spec.ts): the local billing receiver it starts on the worker's port.
    A1_BILLING_URL: `http://127.0.0.1:${ports.billing}/sales-orders`,
    // Mail (receiving's e-mail to the customer's rep, e2e/receiving/dock.spec.ts): the SMTP server a spec starts on the
    // worker's smtp port. With no spec listening a send fails, and the screens say so.
    A1_SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  };
}
