/**
 * The carrier or postal format of a tracking number (issue 25): recognised by ts-tracking-number (pattern and check
 * digit per carrier, the UPU S10 format of the posts), never by a table of our own.
 */
import { getTracking } from 'ts-tracking-number';
import { normaliseNumber } from '@a1/shared';

export interface CarrierFormat {
  /** The library's courier code: ups, fedex, usps, dhl, s10, … */
  code: string;
  /** What the chip says: the carrier, or "UPU S10" for a post's international number. */
  label: string;
  /** The library's name of the number's format ("UPS", "FedEx Express (12)", "S10"). */
  format: string;
}

const cache = new Map<string, CarrierFormat | null>();

/** The format of a number, or undefined when no known carrier's pattern and check digit fit it. */
export function carrierFormat(value: string | null | undefined): CarrierFormat | undefined {
  const number = normaliseNumber(value ?? '');
  if (!number) return undefined;
  let found = cache.get(number);
  if (found === undefined) {
    const tracking = getTracking(number);
    found = tracking
      ? {
          code: tracking.courier.code,
          label: tracking.courier.code === 's10' ? 'UPU S10' : tracking.courier.name,
          format: tracking.name,
        }
      : null;
    if (cache.size > 20_000) cache.clear();
    cache.set(number, found);
  }
  return found ?? undefined;
}
