/** The demo's projects → initiatives → features; the spec-fixed ids (project 165, milestone 442, sprint 50094, …) are real rows. */
import * as t from '../schema/index.ts';
import * as c from './catalog.ts';
import { DAY_MS, isoDate } from './random.ts';
import type { SeedRun, SeedStaff } from './seed-run.ts';
import { insertChunked } from './tables.ts';
import { FIRST_USER_ID } from './organisation.ts';

const FIXED_PROJECTS = [
  { id: 165, name: 'IT Support' },
  { id: 282, name: 'General Support' },
  { id: 881, name: 'Operations Systems' },
  { id: 1475, name: 'Pricing' },
];
const FIXED_INITIATIVES: Record<number, number> = { 165: 442, 881: 4317, 1475: 8807 };
const FIXED_FEATURES: Record<number, number> = { 4317: 13837, 8807: 50094 };

export async function seedProjectTree(
  { db, rnd, size, daysAgo }: SeedRun,
  { internalUsers, itUsers }: SeedStaff,
): Promise<{ initiativeRows: t.InitiativeInsert[]; featureRows: t.FeatureInsert[] }> {
  // Projects → initiatives → features.
  const projectRows = [...FIXED_PROJECTS];
  for (let i = projectRows.length; i < size.projects; i++)
    projectRows.push({
      id: 2000 + i,
      name: `${rnd.pick(['Parcel', 'Mail', 'Customs', 'Billing', 'Routing', 'Warehouse', 'Tracking', 'Label'])} ${rnd.pick(['Modernisation', 'Automation', 'Integration', 'Upgrade', 'Rollout', 'Platform'])} ${i}`,
    });
  await db.insert(t.projects).values(projectRows.map((p, i) => ({ ...p, sortOrder: i })));

  const initiativeRows: t.InitiativeInsert[] = [];
  let nextInitiative = 9001;
  for (const p of projectRows) {
    for (let k = 0; k < size.initiativesPerProject; k++) {
      const fixed = k === 0 ? FIXED_INITIATIVES[p.id] : undefined;
      const start = daysAgo(rnd.int(30, 400));
      initiativeRows.push({
        id: fixed ?? nextInitiative++,
        projectId: p.id,
        text: `${p.name} – ${rnd.pick(['Phase', 'Wave', 'Stage'])} ${k + 1}`,
        comment: rnd.chance(0.5) ? 'Tracking against plan.' : null,
        status: rnd.pick(c.INITIATIVE_STATUSES),
        progress: rnd.int(0, 100),
        type: rnd.pick(c.INITIATIVE_TYPES),
        sortOrder: k,
        startDate: isoDate(start),
        endDate: isoDate(new Date(start.getTime() + rnd.int(60, 300) * DAY_MS)),
        isHeadOffice: rnd.chance(0.3),
        createdBy: 'seed',
      });
    }
  }
  await db.insert(t.initiatives).values(initiativeRows);

  const featureRows: t.FeatureInsert[] = [];
  let nextFeature = 60001;
  for (const ini of initiativeRows) {
    for (let k = 0; k < size.featuresPerInitiative; k++) {
      const fixed = k === 0 ? FIXED_FEATURES[ini.id!] : undefined;
      const start = daysAgo(rnd.int(0, 300));
      const owner = rnd.pick(internalUsers);
      featureRows.push({
        id: fixed ?? nextFeature++,
        name:
          fixed === 50094
            ? 'Pricing Requests'
            : `CRF ${rnd.pick(['Label', 'Manifest', 'Invoice', 'Scale', 'Customs', 'Routing', 'Portal', 'Report'])} ${rnd.pick(['update', 'integration', 'fix', 'redesign', 'automation'])} ${nextFeature}`,
        milestoneId: ini.id!,
        projectId: ini.projectId,
        startDate: isoDate(start),
        endDate: isoDate(new Date(start.getTime() + rnd.int(14, 120) * DAY_MS)),
        dueDate: isoDate(new Date(start.getTime() + rnd.int(30, 150) * DAY_MS)),
        requirementsDueDate: isoDate(new Date(start.getTime() + rnd.int(5, 30) * DAY_MS)),
        estimatedPoints: rnd.int(0, 40),
        status: rnd.pick(c.FEATURE_STATUSES),
        progress: rnd.int(0, 100),
        sortOrder: k,
        phaseId: c.FIRST_PHASE_ID + rnd.int(0, c.PHASES.length - 1),
        originalRequestorId: rnd.pick(internalUsers).id,
        ownerId: owner.id,
        seniorManagerApprovalId: FIRST_USER_ID + 5,
        businessAnalystId: rnd.pick(itUsers).id,
        healthStatusId: rnd.int(1, 3),
        customer: rnd.pick(c.CUSTOMERS),
        requestSummary: 'Requested by the business to reduce manual handling.',
        sticker: rnd.chance(0.2) ? rnd.pick(['Urgent', 'Regulatory', 'Quick Win']) : null,
        isEffort: rnd.chance(0.1),
      });
    }
  }
  await insertChunked(db, t.features, featureRows);
  return { initiativeRows, featureRows };
}
