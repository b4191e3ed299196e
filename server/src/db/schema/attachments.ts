/**
 * Files attached to a ticket (its Kanban card is the same row), a feature, a project, a parcel job or a problem
 * package's card: one table for every owner kind (issue 24 point 3), written only by
 * server/src/areas/shared/attachments.ts. The owner is a kind and an id, so no foreign key holds it: deleting a ticket
 * deletes its files in the same transaction (deleteOwnerAttachments); jobs and package issues are never deleted.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';
import { bytes } from './ticketing.ts';

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /** Ticket, Feature, Project, Job or PackageIssue (ATTACHMENT_OWNER_KINDS). */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** The safe name the upload check gave it (server/src/files). */
    fileName: text('file_name').notNull(),
    /** A random prefix of the stored file: names never collide. */
    filePrefix: text('file_prefix').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** What the file is, in the uploader's words (receiving's attachments have one; optional for every kind). */
    description: text('description'),
    content: bytes('content').notNull(),
    createdBy: text('created_by').notNull(),
    createdOn: created(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerKind, t.ownerId),
    check('attachments_owner_kind', sql`${t.ownerKind} IN ('Ticket', 'Feature', 'Project', 'Job', 'PackageIssue')`),
  ],
);
