/** KanbanBoard filters (spec 2 §7): the board's filter options, its lanes and each user's saved filter settings. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

export async function kanbanFilters(db: Db) {
  const [users, projects, lanes] = await Promise.all([
    db
      .select({ id: t.users.id, name: t.users.fullName })
      .from(t.users)
      .where(eq(t.users.isInternal, true))
      .orderBy(asc(t.users.fullName)),
    db
      .select({ id: t.projects.id, name: t.projects.name })
      .from(t.projects)
      .where(eq(t.projects.isEnabled, true))
      .orderBy(asc(t.projects.name)),
    listLanes(db),
  ]);
  const priorities = await db
    .selectDistinct({ p: t.tickets.priority })
    .from(t.tickets)
    .orderBy(asc(t.tickets.priority));
  return { users, projects, lanes, priorities: priorities.map((p) => p.p) };
}

export async function listLanes(db: Db) {
  const rows = await db.select().from(t.lanes).orderBy(asc(t.lanes.sortOrder));
  return rows.map((l) => ({ laneId: l.id, name: l.name, sortOrder: l.sortOrder }));
}

// ——— Filter settings ———

export async function filterSettings(db: Db, userId: number): Promise<string> {
  const [row] = await db.select().from(t.kanbanFilterSettings).where(eq(t.kanbanFilterSettings.userId, userId));
  return row?.filters ?? '';
}

export async function saveFilterSettings(db: Db, userId: number, filters: string): Promise<string> {
  if (filters.trim()) {
    try {
      JSON.parse(filters);
    } catch {
      throw new A1Error(400, 'filters must be a JSON string.');
    }
  }
  await db
    .insert(t.kanbanFilterSettings)
    .values({ userId, filters })
    .onConflictDoUpdate({ target: t.kanbanFilterSettings.userId, set: { filters } });
  return filters;
}
