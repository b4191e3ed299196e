/**
 * Project-tracking demo data beside the features of seedDemo: issues and risks with comments, supporting
 * documents, feature, initiative and project timesheets, and a few history rows. Deterministic (seeded PRNG).
 * `pnpm seed --projects` seeds PROJECTS_BENCH_SIZE: 2,000 initiatives and 10,000 features (issue 13 Speed).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { createRandom, DAY_MS, isoDate } from './random.ts';
import type { SeedSize } from './seed-run.ts';

/** 100 projects × 20 initiatives × 5 features = 2,000 initiatives and 10,000 features. */
export const PROJECTS_BENCH_SIZE = {
  projects: 100,
  initiativesPerProject: 20,
  featuresPerInitiative: 5,
} as const satisfies Partial<SeedSize>;

const CATEGORY_COUNT = 6;

async function insertChunked<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 1000) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

export interface ProjectSeedInput {
  features: Array<{ id?: number; milestoneId: number; projectId: number }>;
  initiatives: Array<{ id?: number; projectId: number }>;
  users: Array<{ id?: number; email: string }>;
  now: Date;
}

export async function seedProjectTracking(db: Db, input: ProjectSeedInput): Promise<void> {
  const rnd = createRandom(20261123);
  const daysAgo = (n: number) => isoDate(new Date(input.now.getTime() - n * DAY_MS));
  const user = () => rnd.pick(input.users);

  const issues: t.FeatureIssueInsert[] = [];
  const documents: Array<typeof t.featureSupportingDocuments.$inferInsert> = [];
  const featureHours: Array<typeof t.timesheets.$inferInsert> = [];
  let issueId = 0;
  const commentRows: Array<typeof t.featureIssueComments.$inferInsert> = [];
  for (const feature of input.features) {
    // Every fourth feature carries issues or risks, with a comment each.
    if (feature.id! % 4 === 0) {
      for (const issueType of [1, 2]) {
        const by = user();
        const comment = rnd.pick(['Raised with the vendor.', 'Mitigation agreed.', 'Waiting on the business.']);
        issueId++;
        issues.push({
          id: issueId,
          issueType,
          sprintId: feature.id!,
          priority: rnd.int(1, 3),
          description: issueType === 1 ? 'Carrier API returns late scans' : 'Peak season may delay UAT',
          status: rnd.pick(['Open', 'Closed', 'Void']),
          issueDate: daysAgo(rnd.int(5, 90)),
          latestComment: comment,
          createdBy: by.email,
        });
        commentRows.push({ issueId, comment, createdBy: by.email });
      }
    }
    if (feature.id! % 3 === 0)
      documents.push({
        featureId: feature.id!,
        documentLink: `https://docs.a1demo.com/crf/${feature.id}`,
        createdBy: user().email,
      });
    if (feature.id! % 2 === 0) {
      const by = user();
      featureHours.push({
        ownerKind: 'Feature',
        ownerId: feature.id!,
        userId: by.id!,
        date: daysAgo(rnd.int(1, 60)),
        hours: String(rnd.pick([0.5, 1, 2, 4])),
        categoryId: rnd.int(1, CATEGORY_COUNT),
        notes: 'Requirements workshop',
        createdBy: by.email,
      });
    }
  }
  await insertChunked(db, t.featureIssues, issues);
  await insertChunked(db, t.featureIssueComments, commentRows);
  await insertChunked(db, t.featureSupportingDocuments, documents);
  await insertChunked(db, t.timesheets, featureHours);

  const initiativeHours = input.initiatives
    .filter((_, i) => i % 3 === 0)
    .map((ini) => {
      const by = user();
      return {
        ownerKind: 'Initiative',
        ownerId: ini.id!,
        userId: by.id!,
        date: daysAgo(rnd.int(1, 60)),
        hours: String(rnd.pick([1, 2, 3])),
        categoryId: rnd.int(1, CATEGORY_COUNT),
        notes: 'Planning',
        createdBy: by.email,
      };
    });
  await insertChunked(db, t.timesheets, initiativeHours);

  await db.insert(t.kanbanTags).values([
    { tagType: 0, name: 'Urgent', color: 'red' },
    { tagType: 1, name: 'Regulatory', color: 'purple' },
    { tagType: 2, name: 'Quick Win', color: 'green' },
  ]);
}
