/** The shared timesheet calls of spec 3 §7 (Shared/Timesheet, catalogue rows T-342..T-346) on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, newTicket } from '../support/ticketing';
import { expectEvery } from '../../support/expect-every';

const FEATURE = 13837;
const INITIATIVE = 4317;

describe.each(await engines())('shared timesheet calls on %s', (engine) => {
  const env = signedInServer(engine, {
    it: 'it.developer@a1demo.com',
  });
  const send = caller(() => env.baseUrl);
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

  it('T-342: GET TimesheetCategoriesOptions answers the seeded categories as value/label options', async () => {
    const answer = await send(env.users.it, A1.timesheetCategoriesOptions);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { value: 1, label: 'Development' },
      { value: 2, label: 'Requirements' },
      { value: 3, label: 'Testing' },
      { value: 4, label: 'Meetings' },
      { value: 5, label: 'Support' },
      { value: 6, label: 'Documentation' },
    ]);
    // Signed-in callers only (the ticket screen is on the guard's skip list, shell §6).
    expect((await send(null, A1.timesheetCategoriesOptions)).status).toBe(401);
  });

  it('T-343: POST Timesheet posts the caller’s hours on a ticket, a feature or an initiative', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    const onTicket = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: ticketId, timesheetType: 'Ticket', date: '2026-11-04', hours: 1.5, description: 3, notes: 'Retest' },
    });
    expect(onTicket.status).toBe(200);
    expect(onTicket.body.data).toMatchObject({
      timesheetType: 'Ticket',
      parentId: ticketId,
      hours: 1.5,
      description: 3,
      categoryName: 'Testing',
      notes: 'Retest',
      userName: 'Sam Patel',
      createdBy: 'it.developer@a1demo.com',
    });
    // The ticket's own Timesheets tab sees the row.
    const tab = await send(env.users.it, A1.ticketTimesheetList, { query: { ticketId } });
    expect(ids(tab.body.data)).toContain(onTicket.body.data.id);
    for (const [timesheetType, id] of [
      ['Feature', FEATURE],
      ['Initiative', INITIATIVE],
    ] as const) {
      const posted = await send(env.users.it, A1.sharedTimesheetCreate, {
        body: { id, timesheetType, date: '2026-11-05', hours: 2, description: 1 },
      });
      expect(posted.body.data, timesheetType).toMatchObject({ timesheetType, parentId: id, hours: 2 });
    }
    // An unknown category or parent is refused with the reason, and nothing is written.
    const badCategory = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: FEATURE, timesheetType: 'Feature', date: '2026-11-05', hours: 2, description: 99 },
    });
    expect(badCategory.status).toBe(400);
    const noParent = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: 999999, timesheetType: 'Feature', date: '2026-11-05', hours: 2, description: 1 },
    });
    expect(noParent.status).toBe(404);
  });

  it('T-344: PUT Timesheet changes a row’s date, hours, category and notes', async () => {
    const posted = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: INITIATIVE, timesheetType: 'Initiative', date: '2026-11-06', hours: 1, description: 4 },
    });
    const changed = await send(env.users.it, A1.sharedTimesheetUpdate, {
      body: {
        timesheetId: posted.body.data.id,
        timesheetType: 'Initiative',
        date: '2026-11-07',
        hours: 3.25,
        description: 6,
        notes: 'Design review',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id: posted.body.data.id,
      date: '2026-11-07',
      hours: 3.25,
      description: 6,
      categoryName: 'Documentation',
      notes: 'Design review',
    });
    const missing = await send(env.users.it, A1.sharedTimesheetUpdate, {
      body: { timesheetId: 999999, timesheetType: 'Initiative', date: '2026-11-07', hours: 1, description: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('T-345: GET Timesheet with id and timesheetType lists that parent’s rows only', async () => {
    const mine = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: FEATURE, timesheetType: 'Feature', date: '2026-11-08', hours: 4, description: 2 },
    });
    const list = await send(env.users.it, A1.sharedTimesheetList, { query: { id: FEATURE, timesheetType: 'Feature' } });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(mine.body.data);
    expectEvery(
      list.body.data,
      (r: any) => r.timesheetType === 'Feature' && r.parentId === FEATURE,
      'the feature’s rows',
    );
    // The same number read as an initiative is another parent.
    const asInitiative = await send(env.users.it, A1.sharedTimesheetList, {
      query: { id: FEATURE, timesheetType: 'Initiative' },
    });
    expect(ids(asInitiative.body.data)).not.toContain(mine.body.data.id);
    const badType = await send(env.users.it, A1.sharedTimesheetList, { query: { id: FEATURE, timesheetType: 'Job' } });
    expect(badType.status).toBe(400);
  });

  it('T-346: DELETE Timesheet with timesheetId, id and timesheetType removes only a row of that parent', async () => {
    const posted = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: FEATURE, timesheetType: 'Feature', date: '2026-11-09', hours: 1, description: 5 },
    });
    const timesheetId = posted.body.data.id;
    const wrongParent = await send(env.users.it, A1.sharedTimesheetDelete, {
      query: { timesheetId, id: INITIATIVE, timesheetType: 'Feature' },
    });
    expect(wrongParent.status).toBe(404);
    const deleted = await send(env.users.it, A1.sharedTimesheetDelete, {
      query: { timesheetId, id: FEATURE, timesheetType: 'Feature' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBe(true);
    const after = await send(env.users.it, A1.sharedTimesheetList, {
      query: { id: FEATURE, timesheetType: 'Feature' },
    });
    expect(ids(after.body.data)).not.toContain(timesheetId);
    const again = await send(env.users.it, A1.sharedTimesheetDelete, {
      query: { timesheetId, id: FEATURE, timesheetType: 'Feature' },
    });
    expect(again.status).toBe(404);
  });
});

describe.each(await engines())('one timesheets store for every call on %s', (engine) => {
  const env = signedInServer(engine, { it: 'it.developer@a1demo.com' });
  const send = caller(() => env.baseUrl);
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

  it('an entry booked on a ticket is its card’s and Shared/Timesheet’s; deleted by one call, it is gone from all', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    const posted = await send(env.users.it, A1.ticketTimesheetCreate, {
      body: { ticketId, date: '2026-11-10', hours: 2.5, description: 1, notes: 'Pairing' },
    });
    expect(posted.status).toBe(200);
    const id = posted.body.data.id;
    const card = await send(env.users.it, A1.kanbanCardTimesheets, { query: { CardID: ticketId } });
    expect(card.body.data).toEqual([
      expect.objectContaining({ cardTimesheetID: id, cardID: ticketId, hours: 2.5, categoryTypeId: 1 }),
    ]);
    const shared = await send(env.users.it, A1.sharedTimesheetList, {
      query: { id: ticketId, timesheetType: 'Ticket' },
    });
    expect(shared.body.data).toEqual([
      expect.objectContaining({ id, timesheetType: 'Ticket', parentId: ticketId, hours: 2.5, notes: 'Pairing' }),
    ]);
    // Deleted on the card, gone from the ticket's tab and from Shared/Timesheet.
    expect((await send(env.users.it, A1.kanbanCardTimesheetDelete, { query: { CardTimesheetID: id } })).body.data).toBe(
      1,
    );
    expect(ids((await send(env.users.it, A1.ticketTimesheetList, { query: { ticketId } })).body.data)).toEqual([]);
    expect(
      ids(
        (await send(env.users.it, A1.sharedTimesheetList, { query: { id: ticketId, timesheetType: 'Ticket' } })).body
          .data,
      ),
    ).toEqual([]);
  });

  it('deleting a ticket takes its entries with it; project hours are not reachable through Shared/Timesheet', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    await send(env.users.it, A1.ticketTimesheetCreate, {
      body: { ticketId, date: '2026-11-11', hours: 1, description: 2 },
    });
    expect((await send(env.users.it, A1.ticketDelete, { query: { ticketId } })).body.data).toBe(true);
    // No entry is left pointing at the gone ticket (the owner is a kind and an id: no foreign key cascades).
    const left = await env.server.database.db.execute(
      sql`SELECT count(*)::int AS n FROM timesheets WHERE owner_kind = 'Ticket' AND owner_id = ${ticketId}`,
    );
    expect(left.rows).toEqual([{ n: 0 }]);
    // Project entries ask the project-edit permission (KanbanBoard/ProjectTimesheet), which these calls do not.
    const project = await send(env.users.it, A1.sharedTimesheetList, { query: { id: 1, timesheetType: 'Project' } });
    expect(project.status).toBe(400);
    expect(project.body.responseStatus.responseStatusMessage).toMatch(/timesheetType/);
  });
});
