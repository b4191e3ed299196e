import { describe, expect, it } from 'vitest';
import { LIST_MAX_ROWS, LIST_MESSAGES } from '@a1/shared';
import { refuseOverCap } from './route.ts';
import { A1Error } from './errors.ts';

const rows = (n: number) => Array.from({ length: n }, (_, id) => ({ id }));

describe('the list row cap every route applies', () => {
  it('lets a list of LIST_MAX_ROWS rows, bare or beside other keys, through', () => {
    expect(() => refuseOverCap(rows(LIST_MAX_ROWS))).not.toThrow();
    expect(() => refuseOverCap({ jobs: rows(LIST_MAX_ROWS), total: 1 })).not.toThrow();
    expect(() => refuseOverCap('text')).not.toThrow();
  });

  it('refuses one row more with a 400 asking for a narrower filter', () => {
    for (const payload of [rows(LIST_MAX_ROWS + 1), { statuses: [], jobs: rows(LIST_MAX_ROWS + 1) }]) {
      let error: unknown;
      try {
        refuseOverCap(payload);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(A1Error);
      expect(error).toMatchObject({ statusCode: 400, message: LIST_MESSAGES.tooManyRows });
    }
  });
});
