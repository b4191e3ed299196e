/** HTTP contract of the ticket list dialog's bulk calls (spec 3 §3, §7) on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { A1, TICKET_MESSAGES } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, message, newTicket } from '../support/ticketing';

describe.each(await engines())('ticketing bulk calls on %s', (engine) => {
  const env = signedInServer(engine, { it: 'it.developer@a1demo.com', ops: 'ops.manager@a1demo.com' });
  const send = caller(() => env.baseUrl);
  const make = async (n: number, over: Record<string, unknown> = {}) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++)
      ids.push(
        (await send(env.users.it, A1.ticketCreate, { body: newTicket({ title: `Bulk ${i}`, ...over }) })).body.data
          .ticketId,
      );
    return ids;
  };
  const get = async (ticketId: number) => (await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data;
  const comments = async (ticketId: number) =>
    ((await send(env.users.it, A1.ticketCommentList, { query: { ticketId } })).body.data as any[]).map(
      (c) => c.comment,
    );

  it('T-249 T-106 T-107: TicketListBulkUpdate sets lane, sprint and agent (-1 unchanged, 0 clears) and comments each ticket', async () => {
    const ids = await make(3, { agentId: 3782, scheduleGroupId: 13 });
    const answer = await send(env.users.it, A1.ticketBulkUpdate, {
      body: { comment: '<p>Moved for the release</p>', laneId: 3, sprintId: 14, agentId: -1, ticketList: ids },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(3);
    for (const id of ids) {
      const t = await get(id);
      expect(t).toMatchObject({
        laneName: 'In Progress',
        scheduleGroupId: 14,
        agentId: 3782,
        latestComment: '<p>Moved for the release</p>',
      });
      expect(await comments(id)).toEqual(
        expect.arrayContaining([
          '<p>Moved for the release</p>',
          TICKET_MESSAGES.laneChanged('Sam Patel', 'Next', 'In Progress'),
        ]),
      );
      const forOps = (await send(env.users.ops, A1.ticketGet, { query: { ticketId: id } })).body.data;
      expect(forOps.unreadFields).toBe('LANE,COMMENT');
    }
    // -1 everywhere changes nothing but the comment; 0 clears sprint and agent.
    await send(env.users.it, A1.ticketBulkUpdate, {
      body: { laneId: -1, sprintId: 0, agentId: null, ticketList: ids },
    });
    const cleared = await get(ids[0]);
    expect(cleared).toMatchObject({
      laneName: 'In Progress',
      scheduleGroupId: null,
      agentId: null,
      status: 'Submitted',
    });
    expect((await send(env.users.ops, A1.ticketGet, { query: { ticketId: ids[0] } })).body.data.unreadFields).toBe(
      'LANE,COMMENT,ASSIGNED',
    );
  });

  it('T-249: a bulk update is one transaction: a lane needing a comment, or an unknown agent, changes no ticket', async () => {
    const ids = await make(2);
    await send(env.users.it, A1.ticketBulkUpdate, { body: { laneId: 3, sprintId: -1, agentId: -1, ticketList: ids } });
    const refused = await send(env.users.it, A1.ticketBulkUpdate, {
      body: { laneId: 7, sprintId: -1, agentId: -1, ticketList: ids },
    });
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(TICKET_MESSAGES.commentRequiredForLane('Production Review'));
    const unknown = await send(env.users.it, A1.ticketBulkUpdate, {
      body: { laneId: 4, sprintId: -1, agentId: 999999, ticketList: ids },
    });
    expect(unknown.status).toBe(400);
    for (const id of ids) expect((await get(id)).laneName).toBe('In Progress');
    const ok = await send(env.users.it, A1.ticketBulkUpdate, {
      body: { laneId: 7, sprintId: -1, agentId: -1, comment: 'Ready', ticketList: ids },
    });
    expect(ok.body.data).toBe(2);
    expect(await comments(ids[0])).not.toContain(
      TICKET_MESSAGES.laneChanged('Sam Patel', 'In Progress', 'Production Review'),
    );
  });

  it("T-250 T-108: ShufflePoints keeps the agent's tickets within the points and moves the rest to the next schedule group", async () => {
    const agentId = env.users.ops.user.userId;
    const ids = await make(4, { agentId, scheduleGroupId: 15, points: 1 });
    const moved = await send(env.users.it, A1.ticketShufflePoints, {
      body: { agentId, scheduleGroupId: 15, points: 2.5 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toBe(2);
    const groups = await Promise.all(ids.map(async (id) => (await get(id)).scheduleGroupId));
    expect(groups).toEqual([15, 15, 16, 16]);
    const again = await send(env.users.it, A1.ticketShufflePoints, {
      body: { agentId, scheduleGroupId: 15, points: 2.5 },
    });
    expect(again.body.data).toBe(0);
    const missingField = await send(env.users.it, A1.ticketShufflePoints, { body: { agentId, points: 1 } });
    expect(message(missingField)).toContain('scheduleGroupId is required');
  });

  it('T-251: BulkDeleteTickets deletes the selected tickets with their comments', async () => {
    const ids = await make(3);
    await send(env.users.it, A1.ticketCommentCreate, { body: { cardId: ids[0], comment: 'bye' } });
    const deleted = await send(env.users.it, A1.ticketBulkDelete, { body: { ticketList: [...ids, 99999999] } });
    expect(deleted.body.data).toBe(3);
    const left = await send(env.users.it, A1.ticketList, { query: { ticketIds: ids.join(',') } });
    expect(left.body.data).toEqual([]);
    const empty = await send(env.users.it, A1.ticketBulkDelete, { body: { ticketList: [] } });
    expect(empty.status).toBe(400);
  });
});
