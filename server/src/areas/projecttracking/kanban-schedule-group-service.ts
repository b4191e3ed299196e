/** KanbanBoard/ active schedule group (spec 2 §7): the group whose dates hold today. */
import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export async function activeScheduleGroup(db: Db, on = new Date()) {
  const today = on.toISOString().slice(0, 10);
  const [row] = await db
    .select()
    .from(t.scheduleGroups)
    .where(and(sql`${t.scheduleGroups.startDate} <= ${today}`, sql`${t.scheduleGroups.endDate} >= ${today}`))
    .orderBy(desc(t.scheduleGroups.startDate))
    .limit(1);
  return row
    ? {
        scheduleGroupId: row.id,
        name: row.name,
        number: row.number,
        startDate: row.startDate,
        endDate: row.endDate,
      }
    : null;
}
