/** A ticket's checklist (spec 3 Checklist tab): items with a completed flag. */
import { asc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type ChecklistItem } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { requireTicket } from './comments.ts';
import type { Actor } from './ticket-write-types.ts';

const columns = {
  id: t.ticketChecklistItems.id,
  cardId: t.ticketChecklistItems.ticketId,
  item: t.ticketChecklistItems.item,
  completed: t.ticketChecklistItems.completed,
};

export async function listChecklist(db: Db, ticketId: number): Promise<ChecklistItem[]> {
  return db
    .select(columns)
    .from(t.ticketChecklistItems)
    .where(eq(t.ticketChecklistItems.ticketId, ticketId))
    .orderBy(asc(t.ticketChecklistItems.id));
}

export async function createChecklistItem(
  db: Db,
  actor: Actor,
  body: { cardId: number; item: string; completed?: boolean },
): Promise<ChecklistItem> {
  await requireTicket(db, body.cardId);
  const [row] = await db
    .insert(t.ticketChecklistItems)
    .values({
      ticketId: body.cardId,
      item: body.item.trim(),
      completed: body.completed ?? false,
      createdBy: actor.email,
    })
    .returning(columns);
  return row;
}

export async function updateChecklistItem(
  db: Db,
  body: { id: number; item: string; completed: boolean },
): Promise<ChecklistItem> {
  const [row] = await db
    .update(t.ticketChecklistItems)
    .set({ item: body.item.trim(), completed: body.completed })
    .where(eq(t.ticketChecklistItems.id, body.id))
    .returning(columns);
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Checklist item', body.id));
  return row;
}

export async function deleteChecklistItem(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(t.ticketChecklistItems)
    .where(eq(t.ticketChecklistItems.id, id))
    .returning({ id: t.ticketChecklistItems.id });
  if (rows.length === 0) throw new A1Error(404, TICKET_MESSAGES.notFound('Checklist item', id));
  return true;
}
