/** KanbanBoard/ tags (spec 2 §7). */
import { asc, eq } from 'drizzle-orm';
import type { Tag } from '@a1/shared/contract/projecttracking';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { found } from './rows.ts';

export const toTag = (r: typeof t.kanbanTags.$inferSelect): Tag => ({
  tagID: r.id,
  tagType: r.tagType,
  name: r.name,
  color: r.color,
  isEnabled: r.isEnabled,
});

export async function listTags(db: Db, tagType?: number): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(t.kanbanTags)
    .where(tagType === undefined ? undefined : eq(t.kanbanTags.tagType, tagType))
    .orderBy(asc(t.kanbanTags.name));
  return rows.map(toTag);
}

interface TagInput {
  tagType: number;
  name: string;
  color?: string | null;
  isEnabled?: boolean;
}
const tagValues = (b: TagInput) => ({
  tagType: b.tagType,
  name: b.name.trim(),
  color: b.color ?? null,
  isEnabled: b.isEnabled ?? true,
});

export async function createTag(db: Db, body: TagInput): Promise<Tag> {
  const [row] = await db.insert(t.kanbanTags).values(tagValues(body)).returning();
  return toTag(row);
}

export async function updateTag(db: Db, body: TagInput & { tagID: number }): Promise<Tag> {
  const [row] = await db.update(t.kanbanTags).set(tagValues(body)).where(eq(t.kanbanTags.id, body.tagID)).returning();
  return toTag(found(row, 'Tag', body.tagID));
}
