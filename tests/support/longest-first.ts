/**
 * The contract suite's file order on a clean clone: vitest runs the files it has no timings for largest first, by
 * size on disk, and the longest files are small (the route walker's two files are 200 bytes that run the walker for
 * 78 s on PGlite and 39 s on PostgreSQL): they started last, and one worker ran them alone while the other had
 * nothing left. These start first, longest first (times of a run on the two-core machine, 2026-11-29); the rest
 * keep vitest's order, which later runs on the same checkout take from the timings it caches.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONGEST_FIRST = [
  'contract/platform/route-walker.pglite.test.ts', // 78 s
  'contract/platform/sign-in-protection.test.ts', // 42 s
  'contract/platform/route-walker.postgres.test.ts', // 39 s
  'contract/platform/seed.test.ts', // 33 s
  'contract/platform/server-process.test.ts', // 30 s
  'contract/platform/crash.test.ts', // 28 s
  'contract/platform/sign-in-sso.test.ts', // 28 s
];

const rank = (spec: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
  return at < 0 ? LONGEST_FIRST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the other files keep vitest's order, and the timed project still runs last.
    const sorted = await super.sort(files);
    return sorted.sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    );
  }
}
