/** Reference lists of the shared lookups (spec 3 §7) and customers' currencies and units. */
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { LookupKind } from '@a1/shared';

export const LOOKUPS: Record<LookupKind, Array<[code: string, name: string]>> = {
  service: [
    ['PRIO-TRK', 'Priority Tracked'],
    ['ECON', 'Economy Mail'],
    ['BPM', 'Bound Printed Matter'],
    ['EXP-DDP', 'Express DDP'],
    ['RET', 'Returns Management'],
    ['FULFIL', 'Fulfillment'],
  ],
  carrier: [
    ['USPS', 'USPS'],
    ['UPS', 'UPS'],
    ['FEDEX', 'FedEx'],
    ['DHL', 'DHL Express'],
    ['LAPOSTE', 'La Poste'],
    ['COLIS', 'Colissimo'],
  ],
  country: [
    ['US', 'United States'],
    ['FR', 'France'],
    ['CA', 'Canada'],
    ['GB', 'United Kingdom'],
    ['DE', 'Germany'],
    ['MX', 'Mexico'],
    ['JP', 'Japan'],
    ['AU', 'Australia'],
  ],
  packageFormatType: [
    ['P', 'Parcel'],
    ['G', 'Packet'],
    ['E', 'Flat'],
    ['L', 'Letter'],
    ['M', 'M-Bag'],
  ],
  product: [
    ['PRIORITY', 'Priority Tracked'],
    ['ECONOMY', 'Economy Untracked'],
    ['IPA', 'International Priority Airmail'],
    ['ISAL', 'International Surface Air Lift'],
    ['DDP', 'Delivered Duty Paid'],
  ],
  currency: [
    ['USD', 'US Dollar'],
    ['EUR', 'Euro'],
    ['GBP', 'Pound Sterling'],
    ['CAD', 'Canadian Dollar'],
  ],
  unit: [
    ['LB', 'Pounds'],
    ['KG', 'Kilograms'],
    ['OZ', 'Ounces'],
    ['G', 'Grams'],
  ],
  postageSet: [
    ['2026-USPS', 'USPS 2026 rates'],
    ['2025-USPS', 'USPS 2025 rates'],
    ['2026-LAPOSTE', 'La Poste 2026 tarifs'],
  ],
  importType: [
    ['MANIFEST', 'Manifest'],
    ['RATESHEET', 'Rate Sheet'],
    ['ZONES', 'Customer Zones'],
    ['POSTAGE', 'Postage'],
  ],
};

export async function seedLookups(db: Db): Promise<void> {
  await db
    .insert(t.lookupItems)
    .values(
      Object.entries(LOOKUPS).flatMap(([kind, items]) =>
        items.map(([code, name], i) => ({ kind, code, name, sortOrder: i })),
      ),
    );
  const customers = await db.select({ id: t.customers.id }).from(t.customers);
  // Every customer is billed in USD by the pound; every third moved to EUR by the kilogram this year.
  await db
    .insert(t.customerCurrencyUnits)
    .values(
      customers.flatMap((c) => [
        { customerId: c.id, currencyCode: 'USD', unitCode: 'LB', effectiveFrom: '2020-01-01' },
        ...(c.id % 3 === 0
          ? [{ customerId: c.id, currencyCode: 'EUR', unitCode: 'KG', effectiveFrom: '2026-01-01' }]
          : []),
      ]),
    );
}
