/**
 * Unread marks (spec 3 unread, unreadFields): when a user changes a ticket's lane, assignee or comments, the
 * ticket becomes unread for every other enabled internal user, with the field that changed added to their list.
 * One statement per call, whatever the number of tickets (a bulk update of 1,000 tickets is one INSERT).
 */
import { sql } from 'drizzle-orm';
import type { UnreadField } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

type Executor = Pick<Db, 'execute'>;

/** Marks each ticket unread with its fields for everyone but the actor; answers the users marked. */
export async function markUnreadForOthers(
  db: Executor,
  marks: Array<{ ticketId: number; fields: UnreadField[] }>,
  actorId: number,
): Promise<number[]> {
  const rows = marks.filter((m) => m.fields.length > 0);
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((m) => sql`${m.ticketId}`),
    sql`, `,
  );
  const fields = sql.join(
    rows.map((m) => sql`${m.fields.join(',')}`),
    sql`, `,
  );
  // Merge into the canonical order LANE, COMMENT, ASSIGNED without repeats (rules/ticket-writes mergeUnreadFields).
  await db.execute(sql`
    INSERT INTO ${t.ticketUnreads} (ticket_id, user_id, fields)
    SELECT m.ticket_id, u.id, m.fields
    FROM unnest(ARRAY[${ids}]::int[], ARRAY[${fields}]::text[]) AS m(ticket_id, fields)
    CROSS JOIN ${t.users} u
    WHERE u.is_internal AND u.is_enabled AND u.id <> ${actorId}
    ON CONFLICT (ticket_id, user_id) DO UPDATE SET fields = array_to_string(ARRAY(
      SELECT f FROM unnest(ARRAY['LANE', 'COMMENT', 'ASSIGNED']) WITH ORDINALITY AS c(f, n)
      WHERE f = ANY(string_to_array(${t.ticketUnreads.fields} || ',' || excluded.fields, ','))
      ORDER BY n), ',')`);
  const users = await db.execute(sql`SELECT id FROM ${t.users} WHERE is_internal AND is_enabled AND id <> ${actorId}`);
  const list =
    (users as unknown as { rows: Array<{ id: number }> }).rows ?? (users as unknown as Array<{ id: number }>);
  return list.map((r) => Number(r.id));
}
