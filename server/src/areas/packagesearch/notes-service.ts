/** A package's notes (spec 3 §7 Package search): read in the caller's scope, changed by their author or an administrator. */
import { and, desc, eq } from 'drizzle-orm';
import { PACKAGE_MESSAGES, type PackageNote } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { requireAuthor, type Editor } from '../../auth/record-owner.ts';
import type { Scope } from './scope.ts';
import { isoUtc, isoUtcOrNull } from '../../db/pg-time.ts';
import { requireVisible } from './service.ts';

const toNote = (n: typeof t.packageNotes.$inferSelect): PackageNote => ({
  noteId: n.id,
  packageId: n.packageId,
  note: n.note,
  createdBy: n.createdBy,
  createdByName: n.createdByName,
  createdOn: isoUtc(n.createdOn),
  modifiedBy: n.modifiedBy,
  modifiedOn: isoUtcOrNull(n.modifiedOn),
});

export async function notesOf(db: Db, packageId: number): Promise<PackageNote[]> {
  const rows = await db
    .select()
    .from(t.packageNotes)
    .where(eq(t.packageNotes.packageId, packageId))
    .orderBy(desc(t.packageNotes.createdOn), desc(t.packageNotes.id));
  return rows.map(toNote);
}

export async function packageNotes(db: Db, scope: Scope, packageId: number): Promise<PackageNote[]> {
  await requireVisible(db, scope, packageId);
  return notesOf(db, packageId);
}

const noteText = (text: string): string => {
  const clean = sanitizePlainText(text);
  if (!clean) throw new A1Error(400, 'note holds no text once markup is removed.');
  return clean;
};

export async function createNote(
  db: Db,
  scope: Scope,
  by: Editor,
  body: { packageId: number; note: string },
): Promise<PackageNote> {
  await requireVisible(db, scope, body.packageId);
  const [row] = await db
    .insert(t.packageNotes)
    .values({ packageId: body.packageId, note: noteText(body.note), createdBy: by.email, createdByName: by.fullName })
    .returning();
  return toNote(row);
}

async function requireNote(db: Db, packageId: number, noteId: number) {
  const [note] = await db
    .select()
    .from(t.packageNotes)
    .where(and(eq(t.packageNotes.id, noteId), eq(t.packageNotes.packageId, packageId)));
  if (!note) throw new A1Error(404, PACKAGE_MESSAGES.noteNotFound(noteId, packageId));
  return note;
}

export async function updateNote(
  db: Db,
  scope: Scope,
  by: Editor,
  body: { packageId: number; noteId: number; note: string },
): Promise<PackageNote> {
  await requireVisible(db, scope, body.packageId);
  const note = await requireNote(db, body.packageId, body.noteId);
  await requireAuthor(by, note.createdBy, 'note');
  const [row] = await db
    .update(t.packageNotes)
    .set({ note: noteText(body.note), modifiedBy: by.email, modifiedOn: new Date() })
    .where(eq(t.packageNotes.id, note.id))
    .returning();
  return toNote(row);
}

export async function deleteNote(
  db: Db,
  scope: Scope,
  by: Editor,
  query: { packageId: number; noteId: number },
): Promise<boolean> {
  await requireVisible(db, scope, query.packageId);
  const note = await requireNote(db, query.packageId, query.noteId);
  await requireAuthor(by, note.createdBy, 'note');
  await db.delete(t.packageNotes).where(eq(t.packageNotes.id, note.id));
  return true;
}
