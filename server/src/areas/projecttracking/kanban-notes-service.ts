/** KanbanBoard/ notes (spec 2 §7): a project's objectives. */
import { and, desc, eq } from 'drizzle-orm';
import type { KanbanNote } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { found } from './rows.ts';
import { withReferences } from './kanban-references.ts';

const toNote = (r: typeof t.kanbanNotes.$inferSelect): KanbanNote => ({
  noteID: r.id,
  projectID: r.projectId,
  text: r.text,
  createdBy: r.createdBy,
  createdOn: r.createdOn.toISOString(),
});

export async function listNotes(db: Db, projectId?: number): Promise<KanbanNote[]> {
  const rows = await db
    .select()
    .from(t.kanbanNotes)
    .where(and(eq(t.kanbanNotes.isEnabled, true), projectId ? eq(t.kanbanNotes.projectId, projectId) : undefined))
    .orderBy(desc(t.kanbanNotes.createdOn), desc(t.kanbanNotes.id));
  return rows.map(toNote);
}

export async function createNote(
  db: Db,
  user: SessionUser,
  body: { text: string; projectID?: number | null },
): Promise<KanbanNote> {
  const [row] = await withReferences(() =>
    db
      .insert(t.kanbanNotes)
      .values({ text: body.text, projectId: body.projectID ?? null, createdBy: user.email })
      .returning(),
  );
  return toNote(row);
}

export async function updateNote(
  db: Db,
  body: { noteID: number; text: string; projectID?: number | null },
): Promise<KanbanNote> {
  const [row] = await withReferences(() =>
    db
      .update(t.kanbanNotes)
      .set({ text: body.text, projectId: body.projectID ?? null })
      .where(and(eq(t.kanbanNotes.id, body.noteID), eq(t.kanbanNotes.isEnabled, true)))
      .returning(),
  );
  return toNote(found(row, 'Note', body.noteID));
}

/** Soft delete: the note is kept disabled. */
export async function deleteNote(db: Db, id: number): Promise<number> {
  const rows = await db
    .update(t.kanbanNotes)
    .set({ isEnabled: false })
    .where(and(eq(t.kanbanNotes.id, id), eq(t.kanbanNotes.isEnabled, true)))
    .returning({ id: t.kanbanNotes.id });
  return rows.length;
}
