/** The demo's reference lists (phases, lanes, statuses, customers, schedule groups, settings) and its languages. */
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import * as c from './catalog.ts';
import { DAY_MS, isoDate } from './random.ts';
import { FIXED_SETTINGS } from '../../settings.ts';
import { type SeedRun } from './seed-run.ts';

export async function seedReferenceLists({ db, daysAgo }: SeedRun): Promise<void> {
  // Reference lists.
  await db.insert(t.phases).values(c.PHASES.map((name, i) => ({ id: c.FIRST_PHASE_ID + i, name, sortOrder: i + 1 })));
  await db.insert(t.lanes).values(c.LANES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));
  await db.insert(t.healthStatuses).values(c.HEALTH_STATUSES.map((h, i) => ({ id: i + 1, ...h })));
  await db.insert(t.timesheetCategories).values(c.TIMESHEET_CATEGORIES.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.jobStatuses).values(c.JOB_STATUSES.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.customers).values(c.CUSTOMERS.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.scheduleGroups).values(
    Array.from({ length: 12 }, (_, i) => {
      const start = daysAgo(140 - i * 14);
      return {
        id: i + 1,
        name: `Sprint ${i + 1}`,
        number: i + 1,
        startDate: isoDate(start),
        endDate: isoDate(new Date(start.getTime() + 13 * DAY_MS)),
      };
    }),
  );
  await db.insert(t.settings).values(Object.entries(FIXED_SETTINGS).map(([key, value]) => ({ key, value })));
}

export async function seedLanguages(db: Db): Promise<void> {
  // Languages and translations.
  await db.insert(t.languages).values([
    { id: 1, iso2: 'en', name: 'English', native: 'English' },
    { id: 2, iso2: 'fr', name: 'French', native: 'Français' },
  ]);
  await db.insert(t.translationKeys).values(c.TRANSLATIONS.map((tr, i) => ({ id: i + 1, name: tr.key })));
  await db.insert(t.translations).values(
    c.TRANSLATIONS.flatMap((tr, i) => [
      { languageId: 1, keyId: i + 1, value: tr.en },
      { languageId: 2, keyId: i + 1, value: tr.fr },
    ]),
  );
}
