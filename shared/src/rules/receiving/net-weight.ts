/**
 * Tare rows' weights (issue 26 point 4), pure: the gross comes from the workstation's scale (stable readings, in
 * kilograms) or is typed over it, which is recorded as an override; the tare type gives the tare; net = gross − tare.
 * Weights are kept to the gram (3 decimals), as the scales report them.
 */

import { RECEIVING_LIMITS } from '../../constants/receiving.ts';

/** The heaviest gross a tare row takes (the contract's limit). */
export const MAX_GROSS_KG = RECEIVING_LIMITS.maxWeightKg;

/** Readings that agree to this many kilograms are the same weight (a scale's last digit settles at 1 g). */
const SAME_KG = 0.0005;

export const roundKg = (kg: number): number => Math.round(kg * 1000) / 1000;

const TO_KG: Readonly<Record<string, number>> = { kg: 1, g: 0.001, lb: 0.45359237, oz: 0.028349523125 };

/** A reading in the scale's unit in kilograms, or undefined for a unit we do not know. */
export function toKg(weight: number, unit: string): number | undefined {
  const factor = TO_KG[unit.trim().toLowerCase()];
  return factor === undefined || !Number.isFinite(weight) ? undefined : roundKg(weight * factor);
}

export interface ScaleReading {
  stable: boolean;
  weight: number;
  unit: string;
}

/** How many readings in a row must agree before a tare row takes the weight without a keystroke. */
export const SETTLED_READINGS = 2;

/**
 * The gross a tare row takes by itself: the last SETTLED_READINGS readings all stable, above zero, in a known unit
 * and the same weight; else undefined (still moving, empty scale, or not enough readings yet).
 */
export function settledGross(readings: readonly ScaleReading[]): number | undefined {
  if (readings.length < SETTLED_READINGS) return undefined;
  const last = readings.slice(-SETTLED_READINGS).map((r) => (r.stable ? toKg(r.weight, r.unit) : undefined));
  if (last.some((kg) => kg === undefined || kg <= 0)) return undefined;
  const kgs = last as number[];
  return kgs.every((kg) => Math.abs(kg - kgs[0]) < SAME_KG) ? kgs[0] : undefined;
}

export type WeightSource = 'scale' | 'typed';

export interface TareWeights {
  grossKg: number;
  tareKg: number;
  netKg: number;
  source: WeightSource;
  /** True when a typed weight replaced a scale reading (the row records both). */
  overridden: boolean;
}

export type WeightIssue =
  | { field: 'grossKg'; kind: 'required' | 'notPositive' | 'tooHeavy' }
  | { field: 'tareKg'; kind: 'negative' | 'heavierThanGross' };

/**
 * A tare row's weights: the typed gross when there is one (an override when the scale had read a weight), else the
 * scale's; the tare of its tare type. Answers the first issue instead when the weights cannot make a row.
 */
export function tareWeights(input: {
  scaleKg?: number | null;
  typedKg?: number | null;
  tareKg: number;
}): TareWeights | WeightIssue {
  const typed = input.typedKg ?? undefined;
  const scale = input.scaleKg ?? undefined;
  const gross = typed ?? scale;
  if (gross === undefined || !Number.isFinite(gross)) return { field: 'grossKg', kind: 'required' };
  if (gross <= 0) return { field: 'grossKg', kind: 'notPositive' };
  if (gross > MAX_GROSS_KG) return { field: 'grossKg', kind: 'tooHeavy' };
  if (!Number.isFinite(input.tareKg) || input.tareKg < 0) return { field: 'tareKg', kind: 'negative' };
  if (input.tareKg > gross) return { field: 'tareKg', kind: 'heavierThanGross' };
  const grossKg = roundKg(gross);
  const tareKg = roundKg(input.tareKg);
  return {
    grossKg,
    tareKg,
    netKg: roundKg(grossKg - tareKg),
    source: typed !== undefined ? 'typed' : 'scale',
    overridden: typed !== undefined && scale !== undefined && roundKg(typed) !== roundKg(scale),
  };
}

export const isWeightIssue = (value: TareWeights | WeightIssue): value is WeightIssue => 'kind' in value;
