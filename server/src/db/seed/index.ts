/**
 * Demo data: an organisation with ~40 users, menus and permissions, 20 projects, 80 initiatives,
 * 400 features, 5,000 tickets with comments and timesheets, 2,000 jobs, 20,000 packages with their tracking
 * histories (db/seed/packages.ts). Deterministic (seeded PRNG).
 * Spec-fixed ids (project 165, milestone 442, phase 106, user 3802, sprint 50094, …) are real rows.
 */
import type { Db } from '../client.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { createRandom, DAY_MS } from './random.ts';
import { seedShell } from './shell.ts';
import { seedTicketing } from './ticketing.ts';
import { seedJobDetails } from './jobs.ts';
import { seedPackages } from './packages.ts';
import { seedProblems } from './problems.ts';
import { seedSecurityAdmin } from './security-admin.ts';
import { seedLookups } from './lookups.ts';
import { seedDbNameTranslations } from './translations.ts';
import { seedReports } from './reports.ts';
import { seedProjectTracking } from './projects.ts';
import { type SeedSize, DEMO_SIZE, type SeedRun } from './seed-run.ts';
import { resetSequences } from './tables.ts';
import { seedOrganisation } from './organisation.ts';
import { seedReferenceLists, seedLanguages } from './reference-lists.ts';
import { seedProjectTree } from './project-tree.ts';
import { seedTickets } from './tickets.ts';
import { seedJobs } from './jobs-by-status.ts';

export async function seedDemo(db: Db, size: SeedSize = DEMO_SIZE, now = new Date()): Promise<void> {
  const rnd = createRandom();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const run: SeedRun = { db, rnd, size, now, daysAgo };
  const staff = await seedOrganisation(run, passwordHash);
  await seedReferenceLists(run);
  const { initiativeRows, featureRows } = await seedProjectTree(run, staff);
  await seedTickets(run, staff, featureRows);
  const jobRows = await seedJobs(run, staff);
  await seedJobDetails(db, jobRows);
  await seedPackages(db, now);
  await seedProblems(db, now);
  await seedLanguages(db);

  await seedProjectTracking(db, {
    features: featureRows,
    initiatives: initiativeRows,
    users: staff.internalUsers,
    now,
  });
  await seedShell(db, now);
  await seedTicketing(db, now);
  await resetSequences(db);
  // Security administration, lookups, database-name translations and reports: ids from the sequences.
  await seedSecurityAdmin(db);
  await seedLookups(db);
  await seedDbNameTranslations(db);
  await seedReports(db);
}
