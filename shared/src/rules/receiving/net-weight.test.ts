import { describe, expect, it } from 'vitest';
import { isWeightIssue, settledGross, tareWeights, toKg } from './net-weight.ts';

const kg = (weight: number, stable = true) => ({ weight, unit: 'kg', stable });

describe('net weight', () => {
  it('computes net as gross less the tare, to the gram', () => {
    expect(tareWeights({ scaleKg: 12.345, tareKg: 1.2 })).toEqual({
      grossKg: 12.345,
      tareKg: 1.2,
      netKg: 11.145,
      source: 'scale',
      overridden: false,
    });
  });

  it('flags a typed weight that replaces the scale reading', () => {
    expect(tareWeights({ scaleKg: 12.345, typedKg: 13, tareKg: 1 })).toEqual({
      grossKg: 13,
      tareKg: 1,
      netKg: 12,
      source: 'typed',
      overridden: true,
    });
    // Typed with no scale reading: typed, but nothing overridden; typed equal to the reading: no override.
    expect(tareWeights({ typedKg: 5, tareKg: 0 })).toMatchObject({ source: 'typed', overridden: false, netKg: 5 });
    expect(tareWeights({ scaleKg: 5, typedKg: 5, tareKg: 0 })).toMatchObject({ overridden: false });
  });

  it('names the field that cannot make a row', () => {
    expect(tareWeights({ tareKg: 1 })).toEqual({ field: 'grossKg', kind: 'required' });
    expect(tareWeights({ scaleKg: 0, tareKg: 0 })).toEqual({ field: 'grossKg', kind: 'notPositive' });
    expect(tareWeights({ typedKg: 50_000.5, tareKg: 0 })).toEqual({ field: 'grossKg', kind: 'tooHeavy' });
    expect(tareWeights({ scaleKg: 2, tareKg: -1 })).toEqual({ field: 'tareKg', kind: 'negative' });
    expect(tareWeights({ scaleKg: 2, tareKg: 2.5 })).toEqual({ field: 'tareKg', kind: 'heavierThanGross' });
    expect(isWeightIssue(tareWeights({ scaleKg: 2, tareKg: 2 }))).toBe(false);
  });

  it('reads the scale in kilograms', () => {
    expect(toKg(1234, 'g')).toBe(1.234);
    expect(toKg(10, 'lb')).toBe(4.536);
    expect(toKg(16, 'oz')).toBe(0.454);
    expect(toKg(1, 'KG ')).toBe(1);
    expect(toKg(1, 'stone')).toBeUndefined();
  });

  it('takes the gross only when two readings in a row are stable, above zero and the same', () => {
    expect(settledGross([kg(1.234)])).toBeUndefined();
    expect(settledGross([kg(1.234), kg(1.234)])).toBe(1.234);
    expect(settledGross([kg(1.2), kg(1.234)])).toBeUndefined();
    expect(settledGross([kg(1.234, false), kg(1.234)])).toBeUndefined();
    expect(settledGross([kg(0), kg(0)])).toBeUndefined();
    expect(settledGross([kg(9), kg(1.234), { weight: 1234, unit: 'g', stable: true }])).toBe(1.234);
  });
});
