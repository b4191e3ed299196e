/**
 * The steps ticket writes share: references and the feature's hierarchy checked, rich text sanitised, links and days
 * checked, the comment added, and the change announced to everyone else.
 */
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { TICKET_MESSAGES, type TicketChange, type UnreadField } from '@a1/shared';
import { isSafeLink, isValidDay } from '@a1/shared/rules/ticket-writes/index';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../http/sanitize-html.ts';
import { markUnreadForOthers } from './unread-marks.ts';
import { notifyTicketsChanged, notifyUnreadChanged } from './unread-events.ts';
import type { Exec, Actor } from './ticket-write-types.ts';

export async function exists(db: Exec, table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function requireRef(
  db: Exec,
  table: PgTable & { id: PgColumn },
  id: number | null | undefined,
  field: string,
) {
  if (id === null || id === undefined) return;
  if (!(await exists(db, table, id))) throw new A1Error(400, TICKET_MESSAGES.unknownReference(field, id));
}

/** Rich text to store: sanitised; null when nothing readable is left. */
export function richText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeRichText(html);
  return richTextToPlain(clean) || /<img\s/i.test(clean) ? clean : null;
}

/** Project and initiative of a feature, checked against what the caller chose. */
export async function hierarchy(db: Exec, sprintId: number, projectId?: number, milestoneId?: number) {
  const [feature] = await db
    .select({ projectId: t.features.projectId, milestoneId: t.features.milestoneId })
    .from(t.features)
    .where(eq(t.features.id, sprintId));
  if (!feature) throw new A1Error(400, TICKET_MESSAGES.unknownReference('sprintId', sprintId));
  if (milestoneId !== undefined && milestoneId !== feature.milestoneId)
    throw new A1Error(400, TICKET_MESSAGES.featureNotInInitiative);
  if (projectId !== undefined && projectId !== feature.projectId)
    throw new A1Error(400, TICKET_MESSAGES.initiativeNotInProject);
  return feature;
}

export async function laneNames(db: Exec): Promise<Map<number, string>> {
  const rows = await db.select({ id: t.lanes.id, name: t.lanes.name }).from(t.lanes).orderBy(asc(t.lanes.sortOrder));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function checkLink(link: string | null | undefined) {
  if (link?.trim() && !isSafeLink(link)) throw new A1Error(400, TICKET_MESSAGES.crfLinkInvalid);
}

export function checkDay(field: string, value: string | null | undefined) {
  if (value && !isValidDay(value)) throw new A1Error(400, `${field} ${value} is not a valid day.`);
}

export async function addComment(db: Exec, ticketId: number, comment: string, actor: Actor) {
  await db.insert(t.ticketComments).values({ ticketId, comment, createdBy: actor.email });
  await db.update(t.tickets).set({ latestComment: comment }).where(eq(t.tickets.id, ticketId));
}

/** After a write: everyone else's unread marks and the live notice, in the same transaction. */
export async function announce(
  tx: Exec,
  actor: Actor,
  marks: Array<{ ticketId: number; fields: UnreadField[] }>,
  changes: TicketChange[],
) {
  const users = await markUnreadForOthers(tx, marks, actor.userId);
  await notifyUnreadChanged(tx, users);
  await notifyTicketsChanged(tx, changes);
}
