/**
 * A user's default location (spec 3 §6): one of the user's locations. The chosen one while it is still among them,
 * else the first of them, else none. The web sends it so; the server refuses a default outside the list and stores
 * this one.
 */
export function defaultLocationOf(locationIds: readonly number[], chosen: number | null | undefined): number | null {
  if (chosen != null && locationIds.includes(chosen)) return chosen;
  return locationIds[0] ?? null;
}
