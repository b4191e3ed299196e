/** The demo's tickets with comments, timesheets and unread marks, each on a feature. */
import * as t from '../schema/index.ts';
import * as c from './catalog.ts';
import { DAY_MS, isoDate } from './random.ts';
import type { SeedRun, SeedStaff } from './seed-run.ts';
import { insertChunked } from './tables.ts';

export async function seedTickets(
  { db, rnd, size, daysAgo }: SeedRun,
  { internalUsers, itUsers }: SeedStaff,
  featureRows: t.FeatureInsert[],
): Promise<void> {
  // Tickets with comments, timesheets and unread marks.
  const ticketRows: t.TicketInsert[] = [];
  const commentRows: t.TicketCommentInsert[] = [];
  const timesheetRows: Array<typeof t.timesheets.$inferInsert> = [];
  const unreadRows: Array<{ ticketId: number; userId: number; fields: string }> = [];
  for (let id = 1; id <= size.tickets; id++) {
    const feature = rnd.pick(featureRows);
    const requester = rnd.pick(internalUsers);
    const agent = rnd.chance(0.85) ? rnd.pick(itUsers) : undefined;
    const created = daysAgo(rnd.int(0, 365));
    const laneId = rnd.int(1, c.LANES.length);
    ticketRows.push({
      id,
      title: `${rnd.pick(['Label', 'Scale', 'Manifest', 'Invoice', 'Report', 'Login', 'Tracking', 'Customs form'])} ${rnd.pick(['not printing', 'shows wrong total', 'needs new field', 'slow to load', 'missing for customer', 'export fails'])} #${id}`,
      description: 'Steps to reproduce are in the first comment.',
      type: rnd.pick(c.TICKET_TYPES),
      priority: rnd.pick(c.TICKET_PRIORITIES),
      status: laneId === 9 ? 'Completed' : agent ? rnd.pick(['Assigned', 'Awaiting']) : 'Submitted',
      laneId,
      points: String(rnd.pick([0.25, 0.5, 1, 2, 3, 5])),
      sortPriority: String(rnd.int(1, 9)),
      projectId: feature.projectId,
      milestoneId: feature.milestoneId,
      sprintId: feature.id,
      requesterId: requester.id,
      agentId: agent?.id,
      customerId: rnd.int(1, c.CUSTOMERS.length),
      scheduleGroupId: rnd.chance(0.6) ? rnd.int(1, 12) : undefined,
      healthStatusId: 1,
      moduleName: rnd.pick(c.MODULES).name,
      createdBy: requester.email,
      createdOn: created,
      updatedBy: (agent ?? requester).email,
      updatedOn: new Date(created.getTime() + rnd.int(0, 20) * DAY_MS),
    });
    const comments = rnd.int(1, 3);
    for (let k = 0; k < comments; k++)
      commentRows.push({
        ticketId: id,
        comment: rnd.pick([
          'Looking into it.',
          'Reproduced on the JFK station.',
          'Fix deployed to UAT.',
          'Customer confirmed.',
          'Waiting on carrier response.',
        ]),
        createdBy: (k % 2 && agent ? agent : requester).email,
        createdOn: new Date(created.getTime() + k * DAY_MS),
      });
    if (agent && rnd.chance(0.7))
      timesheetRows.push({
        ownerKind: 'Ticket',
        ownerId: id,
        userId: agent.id!,
        date: isoDate(new Date(created.getTime() + DAY_MS)),
        hours: String(rnd.pick([0.5, 1, 1.5, 2, 4])),
        categoryId: rnd.int(1, c.TIMESHEET_CATEGORIES.length),
        notes: 'Investigation',
        createdBy: agent.email,
      });
    if (rnd.chance(0.02))
      unreadRows.push({
        ticketId: id,
        userId: requester.id!,
        fields: rnd.pick(['LANE', 'COMMENT', 'ASSIGNED', 'LANE,COMMENT']),
      });
  }
  await insertChunked(db, t.tickets, ticketRows, 500);
  await insertChunked(db, t.ticketComments, commentRows);
  await insertChunked(db, t.timesheets, timesheetRows);
  await insertChunked(db, t.ticketUnreads, dedupeUnreads(unreadRows));
}

function dedupeUnreads(rows: Array<{ ticketId: number; userId: number; fields: string }>) {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(`${r.ticketId}:${r.userId}`) && !!seen.add(`${r.ticketId}:${r.userId}`));
}
