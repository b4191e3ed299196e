/** KanbanBoard/CardInfo (spec 2 §7): a card with everything that hangs on it, read in one call. */
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import type { DetailedCard } from '@a1/shared/contract/projecttracking';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { found } from './rows.ts';
import { listAttachments } from './attachments-service.ts';
import { cardColumns, toCard } from './kanban-card-queries.ts';
import { listComments } from './kanban-comments-service.ts';
import { listCardTimesheets } from './kanban-card-timesheets-service.ts';
import { listChecklist } from './kanban-checklist-service.ts';
import { toTag } from './kanban-tags-service.ts';
import { listDependencies } from './kanban-dependencies-service.ts';
import { listNotes } from './kanban-notes-service.ts';

const requesterUser = alias(t.users, 'requester_user');
const agentUser = alias(t.users, 'agent_user');

export async function cardInfo(db: Db, cardId: number): Promise<DetailedCard> {
  const [row] = await db
    .select({
      ...cardColumns,
      laneName: t.lanes.name,
      requesterName: requesterUser.fullName,
      agentName: agentUser.fullName,
    })
    .from(t.tickets)
    .innerJoin(t.lanes, eq(t.lanes.id, t.tickets.laneId))
    .leftJoin(requesterUser, eq(requesterUser.id, t.tickets.requesterId))
    .leftJoin(agentUser, eq(agentUser.id, t.tickets.agentId))
    .where(eq(t.tickets.id, cardId));
  const r = found(row, 'Card', cardId);
  const [comments, checklist, tags, dependencies, timesheets, attachments, project, notes] = await Promise.all([
    listComments(db, { CardID: cardId }),
    listChecklist(db, { CardID: cardId }),
    db
      .select()
      .from(t.kanbanTags)
      .innerJoin(t.cardTags, eq(t.cardTags.tagId, t.kanbanTags.id))
      .where(eq(t.cardTags.cardId, cardId))
      .orderBy(asc(t.kanbanTags.name))
      .then((rows) => rows.map((row) => toTag(row.kanban_tags))),
    listDependencies(db, cardId),
    listCardTimesheets(db, cardId),
    listAttachments(db, { cardId }),
    r.ticket.projectId
      ? db
          .select({ projectId: t.projects.id, projectName: t.projects.name })
          .from(t.projects)
          .where(eq(t.projects.id, r.ticket.projectId))
          .then((rows) => rows[0] ?? null)
      : null,
    // The objectives of the card's project.
    r.ticket.projectId ? listNotes(db, r.ticket.projectId) : [],
  ]);
  return {
    card: toCard(r),
    comments,
    checklist,
    tags,
    dependencies,
    timesheets,
    attachments,
    project,
    notes,
    laneName: r.laneName,
    requesterName: r.requesterName,
    agentName: r.agentName,
  };
}
