/** HTTP contract of the ticket list and ticket writes (spec 3 §3–§5, §7, §9) on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { A1, LANE_NAMES, SERVER_MESSAGES, TICKET_MESSAGES, TICKET_SETTING_DEFAULTS } from '@a1/shared';
import * as schema from '@a1/server/db/schema/index';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, message, newTicket } from '../support/ticketing';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('ticketing tickets on %s', (engine) => {
  const env = signedInServer(engine, {
    it: 'it.developer@a1demo.com',
    admin: 'admin@a1demo.com',
    ops: 'ops.manager@a1demo.com',
  });
  const send = caller(() => env.baseUrl);

  // The ticket made by the first test; the second checks its defaults (tests of a file run in order).
  let createdTicket: Record<string, unknown> = {};
  it('T-207 T-2 T-114: POST Ticket creates a ticket under project, initiative and feature, in lane Next', async () => {
    const created = await send(env.users.it, A1.ticketCreate, { body: newTicket() });
    expect(created.status).toBe(200);
    const ticket = created.body.data;
    expect(ticket).toMatchObject({
      title: 'Label printer prints blank labels',
      type: 'Issue',
      priority: 'High',
      laneName: 'Next',
      laneId: TICKET_SETTING_DEFAULTS.newLaneId,
      points: 0.25,
      sortPriority: 4,
      healthStatusId: 1,
      status: 'Submitted',
      projectId: 881,
      milestoneId: 4317,
      sprintId: 13837,
      requesterName: 'Sam Patel',
      createdBy: 'it.developer@a1demo.com',
      isPricing: false,
    });
    createdTicket = ticket;
    // A lane sent with a new ticket is ignored: new tickets start in Next.
    const laned = await send(env.users.it, A1.ticketCreate, { body: newTicket({ laneId: 9 }) });
    expect(laned.body.data.laneName).toBe('Next');
  });

  it('T-160 T-162 T-148: a new ticket has points 0.25, sort priority 4 and health 1', () => {
    expect(createdTicket).toMatchObject({ points: 0.25, sortPriority: 4, healthStatusId: 1 });
  });

  const refusedWithout = async (fields: string[]) => {
    for (const field of fields) {
      const body: Record<string, unknown> = newTicket();
      delete body[field];
      const answer = await send(env.users.it, A1.ticketCreate, { body });
      expect(answer.status, field).toBe(400);
      expect(message(answer)).toContain(`${field} is required`);
    }
  };

  it('T-142 T-143 T-144: title, type and priority are required', async () => {
    await refusedWithout(['title', 'type', 'priority']);
    const badType = await send(env.users.it, A1.ticketCreate, { body: newTicket({ type: 'Chore' }) });
    expect(badType.status).toBe(400);
  });

  it('T-145 T-147: description and feature are required', async () => {
    await refusedWithout(['description', 'sprintId']);
    const blank = await send(env.users.it, A1.ticketCreate, { body: newTicket({ description: '<p> </p>' }) });
    expect(blank.status).toBe(400);
    const sort = await send(env.users.it, A1.ticketCreate, { body: newTicket({ sortPriority: 10 }) });
    expect(sort.status).toBe(400);
  });

  let supportCount = 0;
  it('T-202 T-95 T-97: TicketList sprintId 0 lists the support tickets with every field', async () => {
    const support = await send(env.users.it, A1.ticketList, { query: { sprintId: 0 } });
    expect(support.status).toBe(200);
    const rows = support.body.data as any[];
    expect(rows.length).toBeGreaterThan(4000);
    expectEvery(rows, (r) => r.projectId !== 1475 && r.isPricing === false);
    const row = rows[0];
    for (const field of [
      'ticketId',
      'title',
      'requesterId',
      'requesterName',
      'customerId',
      'type',
      'priority',
      'updatedOn',
      'updatedBy',
      'status',
      'moduleName',
      'subModuleName',
      'latestComment',
      'createdBy',
      'createdOn',
      'milestoneId',
      'sprintId',
      'agentId',
      'agentName',
      'agentEmail',
      'projectId',
      'startDate',
      'endDate',
      'points',
      'laneId',
      'laneName',
      'sortPriority',
      'sticker',
      'scheduleGroupId',
      'scheduleGroup',
      'healthStatusId',
      'crfLink',
      'crfSticker',
      'agentGroup',
      'requesterDepartment',
      'projectName',
      'milestoneName',
      'sprintName',
      'featureNote',
      'unread',
      'unreadFields',
      'oldNoScheduleGroup',
      'milestoneSortOrder',
      'sprintSortOrder',
      'sprintStatus',
      'sprintPhase',
      'isTicket',
    ])
      expect(row, field).toHaveProperty(field);
    expect(row.supportTicket).toEqual({
      ticketId: row.ticketId,
      sprintId: row.sprintId,
      milestoneId: row.milestoneId,
      projectId: row.projectId,
    });
    expect(row.isFeature).toBe(false);
    expect(row.isTicket).toBe(true);
    expect(row.latestComment).toEqual(expect.any(String));
    supportCount = rows.length;
  });

  it('T-1 T-203 T-8: the two kinds: TicketList sprintId 50094 lists the pricing tickets only', async () => {
    const rows = { length: supportCount };
    expect(rows.length).toBeGreaterThan(4000);
    const pricing = await send(env.users.it, A1.ticketList, { query: { sprintId: 50094 } });
    const priced = pricing.body.data as any[];
    expect(priced.length).toBeGreaterThan(0);
    expectEvery(priced, (r) => r.projectId === 1475 && r.isPricing);
    expect(priced.length + rows.length).toBe(5000 + 2);
  });

  it('T-8: the pricing tickets (sprintId 50094) need the Pricing Tickets screen, not only the support one', async () => {
    // Take the Pricing Tickets menu item from the Operations role: ops.manager keeps the support ticket screen only.
    const db = env.server.database.db;
    const [pricingItem] = await db
      .select({ id: schema.menuItems.id })
      .from(schema.menuItems)
      .where(eq(schema.menuItems.routeLink, 'ticketing/pricing'));
    const [operations] = await db
      .select({ id: schema.roles.id })
      .from(schema.roles)
      .where(eq(schema.roles.name, 'Operations'));
    await db
      .delete(schema.roleMenuItems)
      .where(and(eq(schema.roleMenuItems.roleId, operations.id), eq(schema.roleMenuItems.menuItemId, pricingItem.id)));
    const refused = await send(env.users.ops, A1.ticketList, { query: { sprintId: 50094 } });
    expect(refused.status).toBe(403);
    expect(message(refused)).toBe(SERVER_MESSAGES.forbidden);
    const support = await send(env.users.ops, A1.ticketList, { query: { sprintId: 0 } });
    expect(support.status).toBe(200);
    // Whoever has the pricing screen still lists them.
    expect((await send(env.users.it, A1.ticketList, { query: { sprintId: 50094 } })).status).toBe(200);
  });

  it('T-127: each assigned ticket carries the agent group quick-filter row 3 matches', async () => {
    const rows = (await send(env.users.it, A1.ticketList, { query: { sprintId: 0 } })).body.data as any[];
    const groups = new Set(rows.filter((r) => r.agentId != null).map((r) => r.agentGroup));
    expectEvery([...groups], (g) => ['Developers', 'Business Analysts', 'Support', 'Past Employees'].includes(g));
    expect(groups.has('Developers')).toBe(true);
    expectEvery(
      rows.filter((r) => r.agentId == null),
      (r) => r.agentGroup === null,
    );
  });

  it('T-9 T-20: TicketList of an initiative holds its tickets and its features (isFeature, not tickets)', async () => {
    const rows = (await send(env.users.it, A1.ticketList, { query: { sprintId: 0, initiativeId: 4317 } })).body
      .data as any[];
    expectEvery(rows, (r) => r.milestoneId === 4317);
    const features = rows.filter((r) => r.isFeature);
    const tickets = rows.filter((r) => !r.isFeature);
    expect(tickets.length).toBeGreaterThan(0);
    expectEvery(tickets, (r) => r.isTicket && r.ticketId > 0);
    expect(features.map((f) => f.supportTicket.sprintId)).toContain(13837);
    for (const f of features) {
      expect(f.isTicket).toBe(false);
      expect(f.ticketId).toBe(-f.supportTicket.sprintId);
      expect(f.sprintName).toBe(f.title);
    }
  });

  it('T-204 T-205 T-206: TicketList by ticketIds, by customFilterName, and unreadOnly', async () => {
    const byIds = await send(env.users.it, A1.ticketList, { query: { ticketIds: '3,1,2' } });
    expect((byIds.body.data as any[]).map((r) => r.ticketId)).toEqual([1, 2, 3]);
    const mine = await send(env.users.it, A1.ticketList, { query: { customFilterName: 'Me' } });
    const me = env.users.it.user.userId;
    expect((mine.body.data as any[]).length).toBeGreaterThan(0);
    expectEvery(mine.body.data as any[], (r) => r.agentId === me);
    const noAgent = await send(env.users.it, A1.ticketList, { query: { customFilterName: 'NoAgent' } });
    expectEvery(noAgent.body.data as any[], (r) => r.agentId === null);
    const unknown = await send(env.users.it, A1.ticketList, { query: { customFilterName: 'Everything' } });
    expect(unknown.status).toBe(400);

    // Another user changes the lane of ticket 10: it becomes unread for this one, with LANE.
    await send(env.users.admin, A1.ticketUpdate, { body: { ticketId: 10, laneId: 3 } });
    const unread = await send(env.users.it, A1.ticketList, { query: { unreadOnly: true } });
    const rows = unread.body.data as any[];
    expectEvery(rows, (r) => r.unread === true && r.unreadFields !== '');
    expect(rows.find((r) => r.ticketId === 10)?.unreadFields).toContain('LANE');
  });

  it('P-159: GET api/A1/Ticketing/unread answers the unread tickets of the signed-in user', async () => {
    expect(A1.unreadTickets).toMatchObject({ method: 'GET', path: '/api/A1/Ticketing/unread' });
    const created = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data;
    const before = await send(env.users.it, A1.unreadTickets);
    expect((before.body.data as any[]).some((u) => u.ticketId === created.ticketId)).toBe(false);
    await send(env.users.admin, A1.ticketUpdate, { body: { ticketId: created.ticketId, laneId: 3 } });
    const after = await send(env.users.it, A1.unreadTickets);
    expect(after.status).toBe(200);
    const row = (after.body.data as any[]).find((u) => u.ticketId === created.ticketId);
    expect(row?.unread).toContain('LANE');
  });

  it('T-117 T-96 T-208: a lane change posts the lane-change comment and marks LANE,COMMENT unread for everyone else', async () => {
    const created = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data;
    const moved = await send(env.users.it, A1.ticketUpdate, { body: { ticketId: created.ticketId, laneId: 3 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ laneName: 'In Progress', unread: false });
    expect(moved.body.emailedTo).toEqual([]);
    const comments = await send(env.users.it, A1.ticketCommentList, { query: { ticketId: created.ticketId } });
    const text = TICKET_MESSAGES.laneChanged('Sam Patel', 'Next', 'In Progress');
    expect(text).toBe('Sam Patel changed the lane from Next to In Progress');
    expect(comments.body.data[0]).toMatchObject({ cardId: created.ticketId, comment: text });
    expect(moved.body.data.latestComment).toBe(text);
    const forOps = await send(env.users.ops, A1.ticketGet, { query: { ticketId: created.ticketId } });
    expect(forOps.body.data).toMatchObject({ unread: true, unreadFields: 'LANE,COMMENT' });
    const forAdmin = await send(env.users.admin, A1.unreadTickets);
    expect((forAdmin.body.data as any[]).some((u) => u.ticketId === created.ticketId)).toBe(true);

    // Assigning adds ASSIGNED to the list, in canonical order.
    await send(env.users.it, A1.ticketUpdate, {
      body: { ticketId: created.ticketId, agentId: env.users.admin.user.userId },
    });
    const again = await send(env.users.ops, A1.ticketGet, { query: { ticketId: created.ticketId } });
    expect(again.body.data).toMatchObject({
      unreadFields: 'LANE,COMMENT,ASSIGNED',
      status: 'Assigned',
      agentName: 'Alex Morgan',
    });
  });

  it('T-115 T-116: moving an existing ticket to lane 2 or 7 needs a comment, saved with the ticket', async () => {
    const created = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data;
    await send(env.users.it, A1.ticketUpdate, { body: { ticketId: created.ticketId, laneId: 3 } });
    for (const laneId of [2, 7]) {
      const refused = await send(env.users.it, A1.ticketUpdate, { body: { ticketId: created.ticketId, laneId } });
      expect(refused.status).toBe(400);
      expect(message(refused)).toBe(TICKET_MESSAGES.commentRequiredForLane(LANE_NAMES[laneId - 1]));
    }
    const unchanged = await send(env.users.it, A1.ticketGet, { query: { ticketId: created.ticketId } });
    expect(unchanged.body.data.laneId).toBe(3);
    const saved = await send(env.users.it, A1.ticketUpdate, {
      body: { ticketId: created.ticketId, laneId: 7, newComment: '<p>Ready for production review</p>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.laneName).toBe('Production Review');
    const comments = (await send(env.users.it, A1.ticketCommentList, { query: { ticketId: created.ticketId } })).body
      .data;
    expect(comments[0].comment).toBe('<p>Ready for production review</p>');
    // The user's comment replaces the automatic one for this move.
    expect(comments.map((c: any) => c.comment)).not.toContain(
      TICKET_MESSAGES.laneChanged('Sam Patel', 'In Progress', 'Production Review'),
    );
  });

  it('T-118: project 165 in lane 2 needs a schedule group', async () => {
    const features = await send(env.users.it, A1.ticketSprintList, { query: { milestoneId: 442 } });
    const sprintId = features.body.data[0].sprintId;
    const refused = await send(env.users.it, A1.ticketCreate, { body: newTicket({ sprintId }) });
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(TICKET_MESSAGES.scheduleGroupRequired);
    const ok = await send(env.users.it, A1.ticketCreate, { body: newTicket({ sprintId, scheduleGroupId: 13 }) });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ projectId: 165, laneId: 2, scheduleGroupId: 13 });
  });

  it('T-417 T-418 T-419: the fixed ids come from the settings rows', async () => {
    const settings = await send(env.users.it, A1.ticketSettings);
    expect(settings.body.data).toMatchObject({
      generalProjectId: 282,
      newProjectId: 881,
      newInitiativeId: 4317,
      newFeatureId: 13837,
      pricingProjectId: 1475,
      pricingInitiativeId: 8807,
      pricingFeatureId: 50094,
      scheduleGroupProjectId: 165,
      commentLaneIds: [2, 7],
      mailConfigured: false,
    });
    // A changed row changes the answer: the ids are not constants in code.
    const { settings: table } = await import('@a1/server/db/schema/index');
    const { eq } = await import('drizzle-orm');
    await env.server.database.db.update(table).set({ value: 4318 }).where(eq(table.key, 'ticket.newInitiativeId'));
    const changed = await send(env.users.it, A1.ticketSettings);
    expect(changed.body.data.newInitiativeId).toBe(4318);
    await env.server.database.db.update(table).set({ value: 4317 }).where(eq(table.key, 'ticket.newInitiativeId'));
  });

  it("T-209 T-246 T-247 T-131: delete a ticket; markasread and markallasread clear the caller's marks only", async () => {
    const created = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data;
    await send(env.users.admin, A1.ticketUpdate, { body: { ticketId: created.ticketId, laneId: 3 } });
    const one = await send(env.users.it, A1.ticketMarkAsRead, { query: { ticketId: created.ticketId } });
    expect(one.body.data).toBe(1);
    expect((await send(env.users.it, A1.ticketGet, { query: { ticketId: created.ticketId } })).body.data.unread).toBe(
      false,
    );
    expect((await send(env.users.ops, A1.ticketGet, { query: { ticketId: created.ticketId } })).body.data.unread).toBe(
      true,
    );
    const all = await send(env.users.ops, A1.ticketMarkAllAsRead);
    expect(all.body.data).toBeGreaterThan(0);
    expect((await send(env.users.ops, A1.ticketList, { query: { unreadOnly: true } })).body.data).toEqual([]);

    const deleted = await send(env.users.it, A1.ticketDelete, { query: { ticketId: created.ticketId } });
    expect(deleted.body.data).toBe(true);
    const gone = await send(env.users.it, A1.ticketGet, { query: { ticketId: created.ticketId } });
    expect(gone.status).toBe(404);
    expect(message(gone)).toBe(TICKET_MESSAGES.ticketNotFound(created.ticketId));
    expect((await send(env.users.it, A1.ticketDelete, { query: { ticketId: created.ticketId } })).status).toBe(404);
  });
});
