/** KanbanBoard/ card dependencies (spec 2 §7): the cards a card waits on. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { requireKnownIds } from './rows.ts';
import { cardById } from './kanban-card-queries.ts';

export async function listDependencies(db: Db, mainCardId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.cardDependencies.dependentCardId })
    .from(t.cardDependencies)
    .where(eq(t.cardDependencies.mainCardId, mainCardId))
    .orderBy(asc(t.cardDependencies.dependentCardId));
  return rows.map((r) => r.id);
}

/** Replaces a card's dependencies in one transaction; every id must be another existing card. */
export async function saveDependencies(db: Db, mainCardId: number, dependentCardIds: number[]): Promise<number[]> {
  const ids = [...new Set(dependentCardIds)];
  if (ids.includes(mainCardId)) throw new A1Error(400, 'A card cannot depend on itself.');
  return db.transaction(async (tx) => {
    await cardById(tx, mainCardId);
    await requireKnownIds(tx, t.tickets, ids, 'dependentCardIds', 'card');
    await tx.delete(t.cardDependencies).where(eq(t.cardDependencies.mainCardId, mainCardId));
    if (ids.length)
      await tx.insert(t.cardDependencies).values(ids.map((dependentCardId) => ({ mainCardId, dependentCardId })));
    return ids.sort((a, b) => a - b);
  });
}
