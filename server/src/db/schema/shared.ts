/** Excel exports and the PostgreSQL-backed job queue (shell §7, design §3). */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { users } from './security.ts';

/** Excel exports a user asked for (shell §3 Excel export item); the file is kept until it expires. */
export const excelExports = pgTable(
  'excel_exports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    displayName: text('display_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content'),
    isComplete: boolean('is_complete').notNull().default(false),
    isExpired: boolean('is_expired').notNull().default(false),
    error: text('error'),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    createdOn: created(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('excel_exports_name_key').on(t.name), index('excel_exports_user_idx').on(t.userId)],
);

/**
 * The rows of a queued export, a few hundred to a chunk, in order: the request writes them chunk by chunk and the
 * worker streams them into the workbook, so neither holds one document of every row (100,000 × 20 is ~35 MB of
 * JSON, several times that once parsed). `rows` is one JSON array per line, parsed a row at a time as it is
 * written, so parsed rows die young instead of crowding the old generation. Dropped when the export completes
 * or fails for good.
 */
export const excelExportRows = pgTable(
  'excel_export_rows',
  {
    exportName: text('export_name')
      .notNull()
      .references(() => excelExports.name, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    rows: text('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportName, t.chunk] })],
);

/** Background work on PostgreSQL (design §3): any instance takes a job with FOR UPDATE SKIP LOCKED. */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdOn: created(),
    finishedOn: timestamp('finished_on', { withTimezone: true }),
  },
  (t) => [index('job_queue_status_run_idx').on(t.status, t.runAfter)],
);
