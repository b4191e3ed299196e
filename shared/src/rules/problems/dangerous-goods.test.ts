import { describe, expect, it } from 'vitest';
import { dangerousGoodsProblems, isUnNumber } from './dangerous-goods.ts';

describe('dangerous goods by format', () => {
  it('takes UN and four digits, whatever the case and spaces', () => {
    expect(isUnNumber('UN1203')).toBe(true);
    expect(isUnNumber('un 3480')).toBe(true);
    expect(isUnNumber('1203')).toBe(false);
    expect(isUnNumber('UN120')).toBe(false);
    expect(isUnNumber('UN12034')).toBe(false);
  });

  it('accepts a valid declaration', () => {
    expect(dangerousGoodsProblems({ unNumber: 'UN1203', hazardClass: '3', packingGroup: 'II' })).toEqual([]);
    expect(dangerousGoodsProblems({ unNumber: 'UN1950', hazardClass: '2.1', packingGroup: null })).toEqual([]);
    expect(dangerousGoodsProblems({ unNumber: 'UN3480', hazardClass: '9', packingGroup: null })).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(dangerousGoodsProblems({ unNumber: 'X1', hazardClass: '10', packingGroup: 'IV' })).toEqual([
      'unNumber must be UN followed by four digits (UN1234).',
      'hazardClass 10 is not a class or division of the UN list (1.1 … 9).',
      'packingGroup IV must be I, II or III.',
    ]);
    expect(dangerousGoodsProblems({ unNumber: 'UN1950', hazardClass: '2.1', packingGroup: 'I' })).toEqual([
      'packingGroup: class 2.1 has no packing group; leave it empty.',
    ]);
    expect(dangerousGoodsProblems({ unNumber: 'UN1203', hazardClass: '3', packingGroup: '' })).toEqual([
      'packingGroup (empty) must be I, II or III.',
    ]);
  });
});
