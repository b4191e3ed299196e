/** The size of the demo seedDemo writes, and what its stages share. */
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { Random } from './random.ts';

export interface SeedSize {
  users: number;
  projects: number;
  initiativesPerProject: number;
  featuresPerInitiative: number;
  tickets: number;
  jobs: number;
}

export const DEMO_SIZE: SeedSize = {
  users: 40,
  projects: 20,
  initiativesPerProject: 4,
  featuresPerInitiative: 5,
  tickets: 5000,
  jobs: 2000,
};

/**
 * What every stage of seedDemo shares: the one PRNG (its draws, in the same order, make the same demo on every
 * machine), the size, and the instant the demo is seeded at.
 */
export interface SeedRun {
  db: Db;
  rnd: Random;
  size: SeedSize;
  now: Date;
  daysAgo: (n: number) => Date;
}

/** The users the later stages pick from. */
export interface SeedStaff {
  internalUsers: t.UserInsert[];
  itUsers: t.UserInsert[];
}
