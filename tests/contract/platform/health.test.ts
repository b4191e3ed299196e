/** The load balancer's probes: /health (the process runs) and /ready (the database answers, migrations current). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../../support/test-server';

for (const engine of await engines()) {
  describe(`health probes (${engine})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(async () => server?.close());

    const probe = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers });
      return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
    };

    it('GET /health answers without credentials, whatever credentials are sent, and says nothing else', async () => {
      expect(await probe('/health')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
      expect((await probe('/health', { authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' })).status).toBe(200);
    });

    it('GET /ready answers ready while the database answers and its migrations are current, 503 when they are not', async () => {
      expect(await probe('/ready')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
      // The newest migration forgotten: this build expects a schema the database does not have.
      const db = server.database.db;
      const newest = (await db.execute(
        sql`SELECT max(created_at) AS m FROM drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { m: string }[];
      };
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest.rows[0].m}`,
      );
      expect(await probe('/ready')).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'migrations pending' },
        cache: 'no-store',
      });
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest.rows[0].m} WHERE created_at = ${Number(newest.rows[0].m) - 1}`,
      );
      expect((await probe('/ready')).status).toBe(200);
    });

    it('GET /ready says stopping once a graceful stop has begun', async () => {
      server.app.a1Stopping = true;
      try {
        expect((await probe('/ready')).body).toEqual({ status: 'unavailable', reason: 'stopping' });
        expect((await probe('/health')).status).toBe(200);
      } finally {
        server.app.a1Stopping = false;
      }
    });
  });
}
