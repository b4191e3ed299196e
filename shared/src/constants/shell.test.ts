import { describe, expect, it } from 'vitest';
import { SPINNER_SIZES } from './shell.ts';

describe('shell constants', () => {
  it('S-441: spinner sizes are xs 1rem, sm 2rem, md 3rem, lg 5rem, xl 8rem', () => {
    expect(SPINNER_SIZES).toEqual({ xs: '1rem', sm: '2rem', md: '3rem', lg: '5rem', xl: '8rem' });
  });
});
