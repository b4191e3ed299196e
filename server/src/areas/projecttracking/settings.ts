/** The project-tracking settings rows: the spec's fixed ids. */
import { inArray } from 'drizzle-orm';
import { PROJECT_FIXED_IDS, PROJECT_SETTING_KEYS } from '@a1/shared/constants/projecttracking';
import * as t from '../../db/schema/index.ts';
import type { Tx } from './rows.ts';

export type ProjectSetting = keyof typeof PROJECT_SETTING_KEYS;

/** The spec's fixed ids, read from their settings rows (design §3); the spec's value when a row is missing. */
export async function projectSettings(db: Tx): Promise<Record<ProjectSetting, number>> {
  const keys = Object.values(PROJECT_SETTING_KEYS);
  const rows = await db.select().from(t.settings).where(inArray(t.settings.key, keys));
  const byKey = new Map(rows.map((r) => [r.key, Number(r.value)]));
  const result = { ...PROJECT_FIXED_IDS } as Record<ProjectSetting, number>;
  for (const [name, key] of Object.entries(PROJECT_SETTING_KEYS) as [ProjectSetting, string][]) {
    const value = byKey.get(key);
    if (value !== undefined && Number.isInteger(value)) result[name] = value;
  }
  return result;
}
