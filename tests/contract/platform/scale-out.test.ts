/**
 * Two instances on one PostgreSQL behind Debian's nginx (deploy/nginx/a1.conf): a session made on one works on the
 * other, a change on one reaches an event stream held on the other within 1 s, an export queued on one is finished
 * by the other while the first is stopped, and a sign-out on one refuses the credentials on the other at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { call, sessionHeaders, signIn } from '../../support/a1-http';
import { startNginx, type Nginx } from '../../support/nginx';
import {
  seededPostgres,
  startServerProcess,
  until,
  type ServerProcess,
  type ThrowawayDatabase,
} from '../../support/server-processes';

const started = Date.now();

describe('two instances behind nginx on one PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: Nginx;
  const byPort = new Map<number, () => ServerProcess>();
  beforeAll(async () => {
    database = await seededPostgres();
    const env = { DATABASE_URL: database.url, A1_JOB_POLL_MS: '100' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    byPort.set(a.port, () => a).set(b.port, () => b);
    // The test's own addition: which instance served each answer.
    nginx = await startNginx([a.port, b.port], ['add_header X-A1-Upstream $upstream_addr always;']);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await database?.drop();
    console.log(`scale-out test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  const servedBy = (response: Response) => Number(response.headers.get('x-a1-upstream')?.split(':').pop());

  it('issue 23 point 9: nginx terminates TLS, redirects plain HTTP to HTTPS and sends HSTS', async () => {
    const plain = await fetch(`${nginx.httpUrl}${A1.locationList.path}?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://127.0.0.1:${nginx.port}${A1.locationList.path}?x=1`);
    expect(nginx.baseUrl.startsWith('https://')).toBe(true);
    const secure = await fetch(`${nginx.baseUrl}/health`);
    expect(secure.status).toBe(200);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('a session made through one instance works on the other, and nginx spreads the calls over both', async () => {
    const finance = await signIn(a.baseUrl, 'finance.admin@a1demo.com');
    const headers = sessionHeaders(finance);
    expect((await call(b.baseUrl, 'GET', A1.locationList.path, { headers })).status).toBe(200);
    const served = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${nginx.baseUrl}${A1.locationList.path}`, { headers });
      expect(response.status).toBe(200);
      served.add(servedBy(response));
    }
    expect([...served].sort()).toEqual([a.port, b.port].sort());
  });

  it('a ticket change on one instance reaches the event stream held (through nginx) on the other within 1 s', async () => {
    const finance = await signIn(nginx.baseUrl, 'finance.admin@a1demo.com');
    const headers = sessionHeaders(finance);
    const controller = new AbortController();
    const stream = await fetch(`${nginx.baseUrl}${A1.unreadTicketEvents.path}`, { headers, signal: controller.signal });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const holder = servedBy(stream);
    const other = holder === a.port ? b : a;
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    // nginx passes the first comment through at once: nothing is buffered.
    expect((await reader.read()).value).toMatch(/connected/);

    const unread = (await call(other.baseUrl, 'GET', A1.unreadTickets.path, { headers })).body.data;
    expect(unread.length).toBeGreaterThan(0);
    const changed = Date.now();
    const marked = await call(other.baseUrl, 'PUT', A1.unreadTicketMarkRead.path, {
      headers,
      body: { ticketId: unread[0].ticketId },
    });
    expect(marked.body).toMatchObject({ data: 1 });
    expect((await reader.read()).value).toMatch(/event: unread/);
    expect(Date.now() - changed).toBeLessThan(1_000);
    controller.abort();
  });

  it('sign-out on one instance refuses the same credentials on the other at once', async () => {
    const user: LoginResult = await signIn(a.baseUrl, 'admin@a1demo.com');
    const headers = sessionHeaders(user);
    // B has resolved (and keeps) the session…
    expect((await call(b.baseUrl, 'GET', A1.locationList.path, { headers })).status).toBe(200);
    expect((await call(b.baseUrl, 'GET', A1.locationList.path, { headers })).status).toBe(200);
    expect((await call(a.baseUrl, 'PUT', A1.signOut.path, { headers })).status).toBe(200);
    // …and refuses it on the very next call, as does every instance behind nginx.
    const onB = await call(b.baseUrl, 'GET', A1.locationList.path, { headers });
    expect(onB.status).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await call(nginx.baseUrl, 'GET', A1.locationList.path, { headers })).status).toBe(401);
  });

  it('what a user may reach is kept per instance, yet a role change on one shows on the other at once, and one made in SQL within 1 s', async () => {
    const developer = await signIn(a.baseUrl, 'it.developer@a1demo.com');
    const admin = await signIn(a.baseUrl, 'admin@a1demo.com');
    const modules = async (server: ServerProcess) =>
      (await call(server.baseUrl, 'GET', A1.mainMenu.path, { headers: sessionHeaders(developer) })).body.mainMenu.map(
        (m: { moduleName: string }) => m.moduleName,
      ) as string[];
    const [{ id: roleId }] = (await database.query(`SELECT id FROM roles WHERE name = 'IT Developer'`)).rows;
    const granted = (
      await database.query(`SELECT menu_item_id AS id FROM role_menu_items WHERE role_id = $1`, [roleId])
    ).rows.map((r: { id: number }) => r.id);
    // A side-menu item of a module the developer's roles do not reach.
    const own = await modules(b);
    const [extra] = (
      await database.query(
        `SELECT mi.id, m.name FROM menu_items mi JOIN modules m ON m.id = mi.module_id
         WHERE m.name <> ALL($1::text[]) ORDER BY mi.id LIMIT 1`,
        [own],
      )
    ).rows;
    expect(extra).toBeDefined();
    // Both instances keep the developer's menu now (the keep time is 5 s, far longer than this test waits).
    expect(await modules(a)).toEqual(own);
    expect(await modules(b)).toEqual(own);

    // Through the security screen's call on A: the next menu load on B has the module.
    const assigned = await call(a.baseUrl, 'PUT', `${A1.roleModulesAssign.path}?roleId=${roleId}`, {
      headers: sessionHeaders(admin),
      body: { menuItemIds: [...granted, extra.id] },
    });
    expect(assigned.status).toBe(200);
    expect(await modules(b)).toContain(extra.name);
    expect(await modules(a)).toContain(extra.name);

    // Written in SQL behind both servers' backs: the table's trigger tells both instances, well inside the keep time.
    const written = Date.now();
    await database.query(`DELETE FROM role_menu_items WHERE role_id = $1 AND menu_item_id = $2`, [roleId, extra.id]);
    await until(
      async () => !(await modules(a)).includes(extra.name) && !(await modules(b)).includes(extra.name),
      1_000,
    );
    expect(Date.now() - written).toBeLessThan(1_000);
    expect(await modules(b)).toEqual(own);
  });

  it("an Excel export queued on one instance is finished by the other's worker while the first is stopped", async () => {
    const user = await signIn(a.baseUrl, 'admin@a1demo.com');
    const headers = sessionHeaders(user);
    // B is frozen while the export is queued on A and A stops, so only B's worker can finish it afterwards.
    b.child.kill('SIGSTOP');
    let queued;
    try {
      const rows = Array.from({ length: 25_001 }, (_, i) => [i, `Row ${i}`]);
      queued = await call(a.baseUrl, 'POST', A1.exportToExcel.path, {
        headers,
        body: { data: [['Number', 'Name'], ...rows], columnTypes: ['number', 'string'], fileName: 'Scale out' },
      });
      expect(queued.status).toBe(200);
      expect(await a.stop('SIGTERM')).toBe(0);
    } finally {
      b.child.kill('SIGCONT');
    }
    const name = queued.body.queued.name as string;
    const state = async () =>
      (
        await database.query<{ is_complete: boolean; error: string | null; size: number | null }>(
          'SELECT is_complete, error, length(content) AS size FROM excel_exports WHERE name = $1',
          [name],
        )
      ).rows[0];
    expect((await state()).is_complete).toBe(false);
    await until(async () => (await state()).is_complete, 30_000, 'the export to be finished');
    expect(await state()).toMatchObject({ is_complete: true, error: null });
    expect((await state()).size).toBeGreaterThan(1000);
    // Through nginx, which now only has B: the export is listed as complete.
    const list = await call(nginx.baseUrl, 'GET', A1.excelExports.path, { headers });
    expect(list.body.data.find((item: { name: string }) => item.name === name)).toMatchObject({ isComplete: true });
  });
});
