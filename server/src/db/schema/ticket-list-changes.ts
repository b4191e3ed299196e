/**
 * The ticket list's change feed (migration 0006): triggers on tickets and on every table whose names a ticket row
 * shows append here, and each instance's list cache (areas/ticketing/list-cache.ts) reads what changed since its
 * transaction horizon. Written by the triggers only; declared here so the schema holds every table.
 */
import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, compared by the cache as text ('123'::xid8). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const ticketListChanges = pgTable(
  'ticket_list_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** null: every row may have changed (a truncate, or a name the whole list shows). */
    ticketId: integer('ticket_id'),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_list_changes_xid_idx').on(t.xid), index('ticket_list_changes_at_idx').on(t.at)],
);
