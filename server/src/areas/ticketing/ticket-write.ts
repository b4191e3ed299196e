/**
 * Writing one ticket (spec 3 §4, §5): create in lane Next with the defaults, update with the lane rules (lanes 2
 * and 7 need a comment, any other lane change posts the lane-change comment, project 165 in lane 2 needs a
 * schedule group), delete, the QA ticket. Each write is one transaction: the ticket, its comment, the unread marks
 * of everyone else and the live notice commit together.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  TICKET_DEFAULTS,
  TICKET_MESSAGES,
  type NewTicket,
  type TicketChange,
  type TicketSettings,
  type TicketUpdate,
  type UnreadField,
} from '@a1/shared';
import {
  canCreateQaTicket,
  changeLine,
  createdTicketDefaults,
  laneNeedsComment,
  qaTicketFields,
  scheduleGroupRequired,
  ticketStatus,
} from '@a1/shared/rules/ticket-writes/index';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten, staleRecord } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../http/sanitize-html.ts';
import { checkedAddresses } from './notifications.ts';
import { lastLaneId } from './ticket-read.ts';
import { notifyTicketsChanged } from './unread-events.ts';
import type { Exec, Actor, WriteResult } from './ticket-write-types.ts';
import {
  exists,
  requireRef,
  richText,
  hierarchy,
  laneNames,
  checkLink,
  checkDay,
  addComment,
  announce,
} from './ticket-write-steps.ts';
import { LABELS, nameOf, userName } from './ticket-change-text.ts';
import { deleteOwnerTimesheets } from '../shared/timesheets.ts';
import { deleteOwnerAttachments } from '../shared/attachments.ts';

export async function createTicket(db: Db, actor: Actor, body: NewTicket, settings: TicketSettings): Promise<number> {
  return db.transaction(async (tx) => {
    const feature = await hierarchy(tx, body.sprintId, body.projectId, body.milestoneId);
    await requireRef(tx, t.users, body.requesterId, 'requesterId');
    await requireRef(tx, t.users, body.agentId, 'agentId');
    await requireRef(tx, t.customers, body.customerId, 'customerId');
    await requireRef(tx, t.scheduleGroups, body.scheduleGroupId, 'scheduleGroupId');
    await requireRef(tx, t.healthStatuses, body.healthStatusId, 'healthStatusId');
    checkLink(body.crfLink);
    checkDay('endDate', body.endDate);
    const laneId = settings.newLaneId;
    if (!(await exists(tx, t.lanes, laneId)))
      throw new A1Error(400, TICKET_MESSAGES.unknownReference('laneId', laneId));
    if (scheduleGroupRequired(feature.projectId, laneId, settings) && !body.scheduleGroupId)
      throw new A1Error(400, TICKET_MESSAGES.scheduleGroupRequired);
    const description = richText(body.description);
    if (!description) throw new A1Error(400, 'description is required');
    const agentId = body.agentId ?? null;
    const defaults = createdTicketDefaults(new Date());
    const [row] = await tx
      .insert(t.tickets)
      .values({
        title: body.title.trim(),
        description,
        type: body.type,
        priority: body.priority,
        status: ticketStatus({ inLastLane: laneId === (await lastLaneId(tx)), agentId }),
        laneId,
        points: String(body.points ?? TICKET_DEFAULTS.points),
        sortPriority: String(body.sortPriority ?? TICKET_DEFAULTS.sortPriority),
        sticker: body.sticker ?? null,
        projectId: feature.projectId,
        milestoneId: feature.milestoneId,
        sprintId: body.sprintId,
        requesterId: body.requesterId === undefined ? actor.userId : body.requesterId,
        agentId,
        customerId: body.customerId ?? null,
        scheduleGroupId: body.scheduleGroupId ?? null,
        healthStatusId: body.healthStatusId ?? defaults.healthStatusId,
        moduleName: body.moduleName ?? null,
        subModuleName: body.subModuleName ?? null,
        crfLink: body.crfLink?.trim() || null,
        startDate: defaults.startDate,
        endDate: body.endDate?.slice(0, 10) ?? null,
        createdBy: actor.email,
        updatedBy: actor.email,
      })
      .returning({ id: t.tickets.id });
    const emails = checkedAddresses(body.notificationEmails ?? []);
    if (emails.length)
      await tx.insert(t.ticketNotifications).values(emails.map((email) => ({ ticketId: row.id, email })));
    const comment = richText(body.newComment);
    if (comment) await addComment(tx, row.id, comment, actor);
    await announce(tx, actor, [], [{ ticketId: row.id, kind: 'created', byUserId: actor.userId }]);
    return row.id;
  });
}

export async function updateTicket(
  db: Db,
  actor: Actor,
  body: TicketUpdate,
  settings: TicketSettings,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(t.tickets).where(eq(t.tickets.id, body.ticketId)).for('update');
    if (!current) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(body.ticketId));
    // Stale before any other refusal: the person must reload first whatever else is wrong with the save.
    if (body.version !== undefined && body.version !== current.version)
      throw (await staleRecord(tx, t.tickets, current.id))!;
    const changes: string[] = [];
    const sprintId = body.sprintId ?? current.sprintId;
    let projectId = current.projectId;
    let milestoneId = current.milestoneId;
    if (
      sprintId !== null &&
      (body.sprintId !== undefined || body.projectId !== undefined || body.milestoneId !== undefined)
    ) {
      const feature = await hierarchy(tx, sprintId, body.projectId, body.milestoneId);
      projectId = feature.projectId;
      milestoneId = feature.milestoneId;
    }
    await requireRef(tx, t.users, body.requesterId, 'requesterId');
    await requireRef(tx, t.users, body.agentId, 'agentId');
    await requireRef(tx, t.customers, body.customerId, 'customerId');
    await requireRef(tx, t.scheduleGroups, body.scheduleGroupId, 'scheduleGroupId');
    await requireRef(tx, t.healthStatuses, body.healthStatusId, 'healthStatusId');
    checkLink(body.crfLink);
    checkDay('endDate', body.endDate);
    const lanes = await laneNames(tx);
    const laneId = body.laneId ?? current.laneId;
    if (!lanes.has(laneId)) throw new A1Error(400, TICKET_MESSAGES.unknownReference('laneId', laneId));
    const scheduleGroupId = body.scheduleGroupId === undefined ? current.scheduleGroupId : body.scheduleGroupId;
    if (scheduleGroupRequired(projectId, laneId, settings) && !scheduleGroupId)
      throw new A1Error(400, TICKET_MESSAGES.scheduleGroupRequired);
    const newComment = richText(body.newComment);
    const laneChanged = laneId !== current.laneId;
    if (laneChanged && laneNeedsComment(current.laneId, laneId, settings) && !newComment)
      throw new A1Error(400, TICKET_MESSAGES.commentRequiredForLane(lanes.get(laneId)!));
    let description = current.description;
    if (body.description !== undefined) {
      description = richText(body.description);
      if (!description) throw new A1Error(400, 'description is required');
      if (description !== current.description) changes.push('Description changed');
    }
    const agentId = body.agentId === undefined ? current.agentId : body.agentId;
    const next = {
      title: body.title?.trim() ?? current.title,
      type: body.type ?? current.type,
      priority: body.priority ?? current.priority,
      moduleName: body.moduleName === undefined ? current.moduleName : body.moduleName,
      subModuleName: body.subModuleName === undefined ? current.subModuleName : body.subModuleName,
      points: body.points === undefined ? current.points : String(body.points),
      sortPriority: body.sortPriority === undefined ? current.sortPriority : String(body.sortPriority),
      sticker: body.sticker === undefined ? current.sticker : body.sticker,
      crfLink: body.crfLink === undefined ? current.crfLink : body.crfLink?.trim() || null,
      endDate: body.endDate === undefined ? current.endDate : (body.endDate?.slice(0, 10) ?? null),
    };
    for (const [key, label] of Object.entries(LABELS)) {
      const before = current[key as keyof typeof current] as unknown;
      const after = next[key as keyof typeof next] as unknown;
      if (String(before ?? '') !== String(after ?? '') && !(key === 'points' && Number(before) === Number(after)))
        changes.push(changeLine(label, before as string, after as string));
    }
    if (laneChanged) changes.push(changeLine('Lane', lanes.get(current.laneId), lanes.get(laneId)));
    const agentChanged = agentId !== current.agentId;
    if (agentChanged)
      changes.push(changeLine('Assigned Agent', await userName(tx, current.agentId), await userName(tx, agentId)));
    if (sprintId !== current.sprintId)
      changes.push(
        changeLine('Feature', await nameOf(tx, t.features, current.sprintId), await nameOf(tx, t.features, sprintId)),
      );
    if (scheduleGroupId !== current.scheduleGroupId)
      changes.push(
        changeLine(
          'Sprint',
          await nameOf(tx, t.scheduleGroups, current.scheduleGroupId),
          await nameOf(tx, t.scheduleGroups, scheduleGroupId),
        ),
      );
    const requesterId = body.requesterId === undefined ? current.requesterId : body.requesterId;
    if (requesterId !== current.requesterId)
      changes.push(changeLine('Requester', await userName(tx, current.requesterId), await userName(tx, requesterId)));
    const lastLane = [...lanes.keys()].at(-1);
    const written = await tx
      .update(t.tickets)
      .set({
        ...next,
        description,
        laneId,
        projectId,
        milestoneId,
        sprintId,
        agentId,
        requesterId,
        scheduleGroupId,
        customerId: body.customerId === undefined ? current.customerId : body.customerId,
        healthStatusId: body.healthStatusId ?? current.healthStatusId,
        status: ticketStatus({ inLastLane: laneId === lastLane, agentId, current: current.status }),
        updatedBy: actor.email,
        updatedOn: new Date(),
        modifiedBy: actor.userId,
      })
      .where(atVersion(t.tickets, current.id, body.version))
      .returning({ id: t.tickets.id });
    await requireWritten(tx, t.tickets, current.id, body.version, written);
    const fields: UnreadField[] = [];
    const kinds: TicketChange['kind'][] = [];
    if (laneChanged) {
      fields.push('LANE');
      kinds.push('lane');
      // Lanes 2 and 7 carry the user's own comment; any other lane change says what happened.
      if (!laneNeedsComment(current.laneId, laneId, settings))
        await addComment(
          tx,
          current.id,
          TICKET_MESSAGES.laneChanged(actor.fullName, lanes.get(current.laneId)!, lanes.get(laneId)!),
          actor,
        );
    }
    if (newComment) {
      await addComment(tx, current.id, newComment, actor);
      changes.push(`Comment: ${richTextToPlain(newComment)}`);
    }
    if (newComment || laneChanged) fields.push('COMMENT');
    if (newComment) kinds.push('comment');
    if (agentChanged) {
      fields.push('ASSIGNED');
      kinds.push('assigned');
    }
    if (kinds.length === 0) kinds.push('updated');
    await announce(
      tx,
      actor,
      [{ ticketId: current.id, fields }],
      kinds.map((kind) => ({ ticketId: current.id, kind, byUserId: actor.userId })),
    );
    return { ticketId: current.id, changes };
  });
}

export async function deleteTicket(db: Db, actor: Actor, ticketId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(t.tickets).where(eq(t.tickets.id, ticketId)).returning({ id: t.tickets.id });
    if (deleted.length === 0) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(ticketId));
    await deleteOwnerTimesheets(tx, 'Ticket', [ticketId]);
    await deleteOwnerAttachments(tx, 'Ticket', [ticketId]);
    await notifyTicketsChanged(tx, [{ ticketId, kind: 'deleted', byUserId: actor.userId }]);
    return true;
  });
}

export async function createQaTicket(
  db: Db,
  actor: Actor,
  ticketId: number,
  settings: TicketSettings,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(t.tickets).where(eq(t.tickets.id, ticketId));
    if (!source) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(ticketId));
    if (!canCreateQaTicket({ type: source.type, isPricing: source.projectId === settings.pricingProjectId }))
      throw new A1Error(400, TICKET_MESSAGES.qaNotAllowed);
    if (!(await exists(tx, t.lanes, settings.qaLaneId)))
      throw new A1Error(400, TICKET_MESSAGES.unknownReference('laneId', settings.qaLaneId));
    const qa = qaTicketFields(source, settings.qaLaneId);
    const [row] = await tx
      .insert(t.tickets)
      .values({
        title: qa.title,
        description: sanitizeRichText(qa.description),
        type: qa.type,
        priority: source.priority,
        status: ticketStatus({ inLastLane: false, agentId: source.agentId }),
        laneId: qa.laneId,
        points: String(qa.points),
        sortPriority: String(qa.sortPriority),
        projectId: source.projectId,
        milestoneId: source.milestoneId,
        sprintId: source.sprintId,
        requesterId: source.requesterId,
        agentId: source.agentId,
        customerId: source.customerId,
        scheduleGroupId: source.scheduleGroupId,
        moduleName: source.moduleName,
        subModuleName: source.subModuleName,
        ...createdTicketDefaults(new Date()),
        createdBy: actor.email,
        updatedBy: actor.email,
      })
      .returning({ id: t.tickets.id });
    await announce(tx, actor, [], [{ ticketId: row.id, kind: 'created', byUserId: actor.userId }]);
    return row.id;
  });
}

/** Subscribed e-mails of tickets (for the e-mail and the dialog). */
export async function notificationEmailsOf(db: Exec, ticketIds: number[]): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .select({ email: t.ticketNotifications.email })
    .from(t.ticketNotifications)
    .where(inArray(t.ticketNotifications.ticketId, ticketIds));
  return rows.map((r) => r.email);
}
