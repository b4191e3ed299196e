/** Who a ticket's e-mails reach (spec 3 Notifications tab): the people on it and the subscribed e-mails. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TICKET_MESSAGES, type Notification, type NotificationPeople } from '@a1/shared';
import { notificationAddresses } from '@a1/shared/rules/ticket-writes/index';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { requireTicket } from './comments.ts';

const columns = {
  notificationId: t.ticketNotifications.id,
  cardId: t.ticketNotifications.ticketId,
  email: t.ticketNotifications.email,
};
const requester = alias(t.users, 'requester');
const agent = alias(t.users, 'agent');

export async function notificationPeople(db: Db, ticketId: number): Promise<NotificationPeople> {
  const [row] = await db
    .select({
      requesterName: requester.fullName,
      requesterEmail: requester.email,
      agentName: agent.fullName,
      agentEmail: agent.email,
      createdBy: t.tickets.createdBy,
      updatedBy: t.tickets.updatedBy,
    })
    .from(t.tickets)
    .leftJoin(requester, eq(requester.id, t.tickets.requesterId))
    .leftJoin(agent, eq(agent.id, t.tickets.agentId))
    .where(eq(t.tickets.id, ticketId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(ticketId));
  return {
    requester: row.requesterEmail ? { name: row.requesterName ?? '', email: row.requesterEmail } : null,
    agent: row.agentEmail ? { name: row.agentName ?? '', email: row.agentEmail } : null,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}

export async function listNotifications(db: Db, ticketId: number): Promise<Notification[]> {
  return db
    .select(columns)
    .from(t.ticketNotifications)
    .where(eq(t.ticketNotifications.ticketId, ticketId))
    .orderBy(asc(t.ticketNotifications.id));
}

/**
 * Notification entries checked one by one (issue 23): the addresses to store, one per recipient; a 400 naming every
 * part that is not exactly one address, so one entry never reaches two people.
 */
export function checkedAddresses(entries: readonly string[]): string[] {
  const { addresses, invalid } = notificationAddresses(entries);
  if (invalid.length) throw new A1Error(400, TICKET_MESSAGES.notificationEmailInvalid(invalid));
  return addresses;
}

/** One subscribed e-mail: exactly one address. */
function oneAddress(email: string): string {
  const addresses = checkedAddresses([email]);
  if (addresses.length !== 1) throw new A1Error(400, TICKET_MESSAGES.notificationEmailInvalid([email]));
  return addresses[0];
}

const sameEmail = (ticketId: number, email: string) =>
  and(eq(t.ticketNotifications.ticketId, ticketId), sql`lower(${t.ticketNotifications.email}) = lower(${email})`);

export async function createNotification(db: Db, ticketId: number, entry: string): Promise<Notification> {
  const email = oneAddress(entry);
  await requireTicket(db, ticketId);
  const [existing] = await db.select(columns).from(t.ticketNotifications).where(sameEmail(ticketId, email.trim()));
  if (existing) return existing;
  const [row] = await db.insert(t.ticketNotifications).values({ ticketId, email: email.trim() }).returning(columns);
  return row;
}

export async function updateNotification(db: Db, notificationId: number, entry: string): Promise<Notification> {
  const email = oneAddress(entry);
  const [row] = await db
    .update(t.ticketNotifications)
    .set({ email })
    .where(eq(t.ticketNotifications.id, notificationId))
    .returning(columns);
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Notification', notificationId));
  return row;
}

export async function deleteNotification(db: Db, notificationId: number): Promise<boolean> {
  const rows = await db
    .delete(t.ticketNotifications)
    .where(eq(t.ticketNotifications.id, notificationId))
    .returning({ id: t.ticketNotifications.id });
  if (rows.length === 0) throw new A1Error(404, TICKET_MESSAGES.notFound('Notification', notificationId));
  return true;
}
