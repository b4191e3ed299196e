/** KanbanBoard/ checklist items (spec 2 §7), on a card or a project. */
import { and, asc, eq } from 'drizzle-orm';
import type { ChecklistItem } from '@a1/shared/contract/projecttracking';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { found, deleteById, type Tx } from './rows.ts';
import { cardById } from './kanban-card-queries.ts';
import { withReferences } from './kanban-references.ts';

const toChecklist = (r: typeof t.kanbanChecklists.$inferSelect): ChecklistItem => ({
  checklistID: r.id,
  cardID: r.cardId,
  projectID: r.projectId,
  checkListType: r.checkListType,
  text: r.text,
  isChecked: r.isChecked,
  sortOrder: r.sortOrder,
});

export async function listChecklist(
  db: Db,
  q: { CardID?: number; CheckListType?: number; ProjectID?: number },
): Promise<ChecklistItem[]> {
  if (!q.CardID && !q.ProjectID) return [];
  const rows = await db
    .select()
    .from(t.kanbanChecklists)
    .where(
      and(
        q.CardID ? eq(t.kanbanChecklists.cardId, q.CardID) : undefined,
        q.ProjectID ? eq(t.kanbanChecklists.projectId, q.ProjectID) : undefined,
        q.CheckListType ? eq(t.kanbanChecklists.checkListType, q.CheckListType) : undefined,
      ),
    )
    .orderBy(asc(t.kanbanChecklists.sortOrder), asc(t.kanbanChecklists.id));
  return rows.map(toChecklist);
}

interface ChecklistInput {
  cardID?: number | null;
  projectID?: number | null;
  checkListType: number;
  text: string;
  isChecked?: boolean;
  sortOrder?: number;
}

async function checklistValues(db: Tx, body: ChecklistInput) {
  if (!body.cardID && !body.projectID) throw new A1Error(400, 'A checklist item needs a cardID or a projectID.');
  if (body.cardID) await cardById(db, body.cardID);
  return {
    cardId: body.cardID ?? null,
    projectId: body.projectID ?? null,
    checkListType: body.checkListType,
    text: body.text.trim(),
    isChecked: body.isChecked ?? false,
    sortOrder: body.sortOrder ?? 0,
  };
}

export async function createChecklistItem(db: Db, body: ChecklistInput): Promise<ChecklistItem> {
  const values = await checklistValues(db, body);
  const [row] = await withReferences(() => db.insert(t.kanbanChecklists).values(values).returning());
  return toChecklist(row);
}

export async function updateChecklistItem(db: Db, body: ChecklistInput & { checklistID: number }) {
  const values = await checklistValues(db, body);
  const [row] = await withReferences(() =>
    db.update(t.kanbanChecklists).set(values).where(eq(t.kanbanChecklists.id, body.checklistID)).returning(),
  );
  return toChecklist(found(row, 'Checklist item', body.checklistID));
}

export const deleteChecklistItem = (db: Db, id: number): Promise<number> => deleteById(db, t.kanbanChecklists, id);
