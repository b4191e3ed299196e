/**
 * The ticket list's in-memory cache (server/src/areas/ticketing/list-cache.ts, issue 12 Speed) over HTTP on PGlite
 * and PostgreSQL: every TicketList answer shows every write committed before it, whoever made the write. Changes
 * here are made with plain SQL, around the app, to prove the database's triggers (migration 0006) carry them, not
 * the app's own code paths.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { A1 } from '@a1/shared';
import { openDatabase } from '@a1/server/db/client';
import { buildApp } from '@a1/server';
import { adminDatabaseUrl, engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, newTicket } from '../support/ticketing';

type Row = Record<string, any>;

describe.each(await engines())('ticket list cache on %s', (engine) => {
  const env = signedInServer(engine, { it: 'it.developer@a1demo.com' });
  const send = caller(() => env.baseUrl);
  const list = async (query: Record<string, string | number | boolean> = { sprintId: 0 }, baseUrl = env.baseUrl) =>
    (await caller(() => baseUrl)(env.users.it, A1.ticketList, { query })).body.data as Row[];
  const byId = (rows: Row[]) => new Map(rows.map((r) => [r.ticketId as number, r]));
  const exec = (statement: string) => env.server.database.db.execute(sql.raw(statement));

  it('a ticket changed, added or deleted around the app shows in the next list', async () => {
    const second = (await send(env.users.it, A1.ticketCreate, { body: newTicket({ title: 'To delete' }) })).body.data
      .ticketId as number;
    const before = byId(await list());
    const [first] = before.keys();
    expect(before.get(second)?.title).toBe('To delete');
    await exec(`UPDATE tickets SET title = 'Changed in psql' WHERE id = ${first}`);
    await exec(`DELETE FROM ticket_comments WHERE ticket_id = ${second}`);
    await exec(`DELETE FROM tickets WHERE id = ${second}`);
    const created = (await send(env.users.it, A1.ticketCreate, { body: newTicket({ title: 'Cached new' }) })).body.data
      .ticketId as number;
    const after = byId(await list());
    expect(after.get(first)?.title).toBe('Changed in psql');
    expect(after.has(second)).toBe(false);
    expect(after.get(created)?.title).toBe('Cached new');
    expect(after.size).toBe(before.size);
  });

  it('a renamed lane, feature or user shows on every row that names it', async () => {
    const rows = await list();
    const withFeature = rows.find((r) => r.sprintId != null && r.agentId != null)!;
    await exec(`UPDATE lanes SET name = 'Renamed lane' WHERE id = ${withFeature.laneId}`);
    await exec(`UPDATE features SET name = 'Renamed feature' WHERE id = ${withFeature.sprintId}`);
    await exec(`UPDATE users SET full_name = 'Renamed Agent' WHERE id = ${withFeature.agentId}`);
    const after = await list();
    for (const row of after) {
      if (row.laneId === withFeature.laneId) expect(row.laneName).toBe('Renamed lane');
      if (row.sprintId === withFeature.sprintId) expect(row.sprintName).toBe('Renamed feature');
      if (row.agentId === withFeature.agentId) expect(row.agentName).toBe('Renamed Agent');
    }
    expect(after.filter((r) => r.sprintId === withFeature.sprintId).length).toBeGreaterThan(0);
  });

  it('the cached answer is the row the ticket itself reads, and the caller marks stay per user', async () => {
    const [row] = await list({ ticketIds: '1' });
    const one = (await send(env.users.it, A1.ticketGet, { query: { ticketId: 1 } })).body.data;
    const { description: _d, notificationEmails: _n, ...fields } = one;
    expect(row).toEqual({ ...fields, supportTicket: expect.any(Object), isFeature: false });
    expect(row.supportTicket).toEqual({
      ticketId: 1,
      sprintId: one.sprintId,
      milestoneId: one.milestoneId,
      projectId: one.projectId,
    });
  });

  if (engine === 'postgres') {
    it('a write still uncommitted when a list is read shows once it commits; a second instance sees it too', async () => {
      const url = new URL(adminDatabaseUrl);
      url.pathname = `/${env.server.databaseName}`;
      const other = await openDatabase({ databaseUrl: url.toString() });
      const app = await buildApp({ db: other.db, config: env.server.config });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const [a, b] = [...byId(await list()).keys()];
        await list({ sprintId: 0 }, otherUrl);
        // The slow transaction takes its transaction id first; a later one commits before it.
        await client.query('BEGIN');
        await client.query(`UPDATE tickets SET title = 'Slow writer' WHERE id = ${a}`);
        await env.server.database.db.execute(sql.raw(`UPDATE tickets SET title = 'Quick writer' WHERE id = ${b}`));
        const during = byId(await list());
        expect(during.get(b)?.title).toBe('Quick writer');
        expect(during.get(a)?.title).not.toBe('Slow writer');
        await client.query('COMMIT');
        expect(byId(await list()).get(a)?.title).toBe('Slow writer');
        const there = byId(await list({ sprintId: 0 }, otherUrl));
        expect(there.get(a)?.title).toBe('Slow writer');
        expect(there.get(b)?.title).toBe('Quick writer');
      } finally {
        await client.end();
        await app.close();
        await other.close();
      }
    });
  }
});
