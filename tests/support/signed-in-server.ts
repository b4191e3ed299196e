/** For a contract test's describe block: a test server on one engine, with demo accounts signed in before the tests. */
import { afterAll, beforeAll } from 'vitest';
import type { LoginResult } from '@a1/shared';
import type { Config } from '@a1/server/config';
import { startTestServer, type Engine, type TestServer } from './test-server';
import { a1Client, signIn, type A1Client } from './a1-http';

export interface SignedInServer<K extends string> {
  readonly server: TestServer;
  readonly baseUrl: string;
  readonly users: Record<K, LoginResult>;
  /** The typed client (support/a1-http.ts) of this server as `who` (null: anonymous). */
  as(who: LoginResult | null): A1Client;
}

export function signedInServer<K extends string>(
  engine: Engine,
  emails: Record<K, string>,
  overrides: Partial<Config> = {},
): SignedInServer<K> {
  let server: TestServer | undefined;
  const users = {} as Record<K, LoginResult>;
  beforeAll(async () => {
    server = await startTestServer(engine, overrides);
    for (const [key, email] of Object.entries(emails) as [K, string][])
      users[key] = await signIn(server.baseUrl, email);
  });
  afterAll(async () => server?.close());
  return {
    get server() {
      return server!;
    },
    get baseUrl() {
      return server!.baseUrl;
    },
    users,
    as: (who) => a1Client(() => server!.baseUrl, who),
  };
}
