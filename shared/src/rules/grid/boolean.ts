/**
 * The boolean chip cycle (shell §4 Grid): none → true only → false only → (data holds both true and
 * false: none; otherwise) null/unknown only → none.
 */
import type { BooleanFilterState } from './types.ts';

export function nextBooleanState(current: BooleanFilterState, dataHasBoth: boolean): BooleanFilterState {
  switch (current) {
    case 'none':
      return 'true';
    case 'true':
      return 'false';
    case 'false':
      return dataHasBoth ? 'none' : 'null';
    case 'null':
      return 'none';
  }
}

/** Does the column hold both true and false values? */
export function holdsBothBooleans(values: Iterable<unknown>): boolean {
  let t = false;
  let f = false;
  for (const v of values) {
    if (v === true) t = true;
    else if (v === false) f = true;
    if (t && f) return true;
  }
  return false;
}
