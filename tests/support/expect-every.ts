/**
 * "Every row is X" asserted so it cannot pass on an empty list (issue 24 point 7): `[].every(…)` is true, so a filter
 * that answered nothing would look like one that answered only what it should. The lint rule in eslint.config.js
 * refuses `expect(list.every(…))` in tests and points here. Plain errors, so vitest and Playwright specs both use it.
 */
export function expectEvery<T>(rows: readonly T[], holds: (row: T) => boolean, what = 'rows'): void {
  if (rows.length === 0) throw new Error(`expectEvery: no ${what} to check (an empty list proves nothing)`);
  const failing = rows.filter((row) => !holds(row));
  if (failing.length)
    throw new Error(
      `expectEvery: ${failing.length} of ${rows.length} ${what} do not hold: ${JSON.stringify(failing.slice(0, 3))}`,
    );
}
