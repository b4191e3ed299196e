import { describe, expect, it } from 'vitest';
import { getTracking } from 'ts-tracking-number';
import { fedex, s10, ups } from './tracking-numbers.ts';

describe('demo tracking numbers', () => {
  it('are recognised by ts-tracking-number as the carrier that made them', () => {
    for (let serial = 1; serial < 400; serial += 37) {
      expect(getTracking(s10('LX', 12_345_000 + serial, 'FR'))?.courier.code, s10('LX', serial, 'FR')).toBe('s10');
      expect(getTracking(ups('A1B2C3', '03', 4_400_000 + serial))?.courier.code, ups('A1B2C3', '03', serial)).toBe(
        'ups',
      );
      expect(getTracking(fedex(79_000_000_000 + serial))?.courier.code, fedex(79_000_000_000 + serial)).toBe('fedex');
    }
  });
});
