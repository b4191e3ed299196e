/** A small seeded PRNG (mulberry32) so the demo data is the same on every machine. */
export function createRandom(seed = 20261122) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}

export type Random = ReturnType<typeof createRandom>;

export const DAY_MS = 86_400_000;

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
