/** Unread ticket marks of the signed-in user (shell §2, spec 3 unread fields) and ticket lookup by number. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UnreadTicket } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { notifyUnreadChanged } from './unread-events.ts';

export async function unreadTickets(db: Db, userId: number, ticketIds?: number[]): Promise<UnreadTicket[]> {
  const where = ticketIds
    ? and(eq(t.ticketUnreads.userId, userId), inArray(t.ticketUnreads.ticketId, ticketIds.length ? ticketIds : [-1]))
    : eq(t.ticketUnreads.userId, userId);
  const rows = await db
    .select({
      ticketId: t.tickets.id,
      title: t.tickets.title,
      unread: t.ticketUnreads.fields,
      createdOn: t.tickets.createdOn,
      updatedOn: t.tickets.updatedOn,
    })
    .from(t.ticketUnreads)
    .innerJoin(t.tickets, eq(t.tickets.id, t.ticketUnreads.ticketId))
    .where(where)
    .orderBy(asc(t.tickets.id));
  return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString(), updatedOn: r.updatedOn.toISOString() }));
}

async function markRead(db: Db, userId: number, ticketId: number): Promise<number> {
  const deleted = await db
    .delete(t.ticketUnreads)
    .where(and(eq(t.ticketUnreads.userId, userId), eq(t.ticketUnreads.ticketId, ticketId)))
    .returning({ id: t.ticketUnreads.ticketId });
  return deleted.length;
}

async function markAllRead(db: Db, userId: number): Promise<number> {
  const deleted = await db
    .delete(t.ticketUnreads)
    .where(eq(t.ticketUnreads.userId, userId))
    .returning({ id: t.ticketUnreads.ticketId });
  return deleted.length;
}

/**
 * Marks one ticket (ticketId given) or every ticket read for the user and, when a mark went, tells the user's open
 * unread streams (on every instance); answers how many marks went.
 */
export async function markReadAndNotify(db: Db, userId: number, ticketId?: number): Promise<number> {
  const count = ticketId === undefined ? await markAllRead(db, userId) : await markRead(db, userId, ticketId);
  if (count) await notifyUnreadChanged(db, [userId]);
  return count;
}

/** A ticket number is the ticket id, digits only (a leading '#' or 'T' is tolerated). */
export async function ticketsByNumber(db: Db, input: string): Promise<Array<{ ticketId: number; title: string }>> {
  const digits = input.trim().replace(/^#|^t/i, '');
  if (!/^\d{1,9}$/.test(digits)) return [];
  return db
    .select({ ticketId: t.tickets.id, title: t.tickets.title })
    .from(t.tickets)
    .where(eq(t.tickets.id, Number(digits)));
}
